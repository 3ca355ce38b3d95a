import { isIPv6 } from 'node:net';
import { HttpError } from '../lib/http-error';

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, the block one subscriber is given and may pick addresses from.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const plain = ip.split('%')[0]!;
  if (!isIPv6(plain)) return ip;
  // An IPv4 tail ("::ffff:1.2.3.4" and the like) stands for the last two groups.
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = plain.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  const prefix = all.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Seconds an address over its share is told to wait: a large render or a slow read takes a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The answer to an OverShareError: a 429 (`Retry-After` and `{detail: {msg, retry_after}}`), as for a rate
 * limit (docs/http-api.md#rate-limits). The client's address, not the server, asked for too much at once; a
 * 503 would tell its clients, and monitoring, that the server is short of room.
 */
export const addressOverShare = (msg: string) =>
  new HttpError(
    429,
    { msg, retry_after: RETRY_AFTER_SECONDS },
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
