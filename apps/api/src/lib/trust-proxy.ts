import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Who may tell, in X-Forwarded-For, which address a request came from (TRUST_PROXY):
 * - `false` (or `0`): nobody; the address is the connection's own, as with no proxy in front.
 * - a number of proxies N (`true` is 1): the N hops nearest the server. The client is the N-th
 *   address from the right of X-Forwarded-For, so whatever a client wrote in front of it counts
 *   for nothing. Sound only when the API port is reachable through those proxies alone.
 * - the proxies' addresses: a comma-separated list of IP addresses and CIDR ranges (and the names
 *   `loopback`, `linklocal`, `uniquelocal`). The client is the rightmost address that is not one
 *   of them; a request from anywhere else is taken at its connection's address.
 */
export type TrustProxy = boolean | number | string[];

const MAX_HOPS = 32;
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const proxyAddress = z.union([z.enum(NAMED_RANGES), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const EXPECTED = `must be true, false, a number of proxies (0-${MAX_HOPS}), or a comma-separated list of proxy addresses or CIDR ranges`;

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops === 0 ? false : hops;
      ctx.addIssue({ code: 'custom', message: EXPECTED });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const unknown = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (entries.length === 0 || unknown.length > 0) {
      const named = unknown.length > 0 ? ` (not an address or range: ${unknown.join(', ')})` : '';
      ctx.addIssue({ code: 'custom', message: `${EXPECTED}${named}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value (`true` is one proxy, never Fastify's "believe
 * the first address a client wrote"). A hop count goes in as a function: Fastify 5 takes a bare
 * number as trusting nobody.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false || trust === 0) return false;
  const hops = trust === true ? 1 : trust;
  if (typeof hops === 'number') return (_address: string, hop: number) => hop < hops;
  return hops;
}
