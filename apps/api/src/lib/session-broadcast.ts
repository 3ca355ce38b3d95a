import { Redis } from 'ioredis';
import type { SessionCache } from './access-token';

const CHANNEL = 'sessions:ended';

/**
 * Tells every instance at once when a sign-in ends (logout, password change, a stolen refresh
 * token), through Redis publish/subscribe: another instance's cache of live sign-ins then refuses
 * the ended sign-in's access tokens on their next request, instead of trusting its cached answer
 * for up to 5 s more. Without Redis there is one instance and nothing to tell.
 */
export class RedisSessionBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string, cache: SessionCache) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
    void this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const sids = JSON.parse(message) as unknown;
      if (Array.isArray(sids)) cache.endHere(sids.filter((sid): sid is string => typeof sid === 'string'));
    });
    cache.onEnd((sids) => void this.publisher.publish(CHANNEL, JSON.stringify(sids)).catch(() => {}));
  }

  /** Resolves once this instance hears what the others publish. */
  async ready(): Promise<void> {
    if (this.subscriber.status !== 'ready')
      await new Promise((resolve) => this.subscriber.once('ready', resolve));
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]);
  }
}
