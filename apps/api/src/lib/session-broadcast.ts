import type { Redis } from 'ioredis';
import type { SessionCache } from './access-token';
import { closeRedis, openRedis } from './redis-connection';

const CHANNEL = 'sessions:ended';
/** Start-up waits this long at most for the subscription: a dead Redis does not hold the server. */
const READY_WAIT_MS = 2_000;

/**
 * Tells every instance at once when a sign-in ends (logout, password change, a stolen refresh
 * token), through Redis publish/subscribe: another instance's cache of live sign-ins then refuses
 * the ended sign-in's access tokens on their next request, instead of trusting its cached answer
 * for up to 5 s more. Without Redis there is one instance and nothing to tell.
 *
 * Best effort: while Redis is away, what is published is lost and the other instances fall back on
 * that 5 s bound; the subscription is made again at each reconnection. Nothing here fails a request.
 */
export class RedisSessionBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<void>;

  constructor(url: string, cache: SessionCache) {
    // Nothing waits for a connection that is not there: a publish while Redis is away is dropped.
    this.publisher = openRedis(url, { enableOfflineQueue: false });
    // Subscribed again at every connection, here, where a failure is caught (ioredis's own
    // resubscription would leave a failed one unhandled).
    this.subscriber = openRedis(url, { enableOfflineQueue: false, autoResubscribe: false });
    this.subscribed = new Promise((resolve) => {
      this.subscriber.on('ready', () => {
        this.subscriber.subscribe(CHANNEL).then(
          () => resolve(),
          () => {},
        );
      });
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      const sids = parseSids(message);
      if (sids.length > 0) cache.endHere(sids);
    });
    cache.onEnd((sids) => void this.publisher.publish(CHANNEL, JSON.stringify(sids)).catch(() => {}));
  }

  /** Resolves once this instance hears what the others publish, or after a short wait without Redis. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, READY_WAIT_MS);
    });
    await Promise.race([this.subscribed, waited]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
  }
}

/** The session ids in a message; anything else on the channel is ignored, never thrown. */
function parseSids(message: string): string[] {
  try {
    const sids = JSON.parse(message) as unknown;
    return Array.isArray(sids) ? sids.filter((sid): sid is string => typeof sid === 'string') : [];
  } catch {
    return [];
  }
}
