import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config';
import { fastifyTrustProxy } from './trust-proxy';

const trustProxy = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('accepts false/0, true (one proxy), a number of proxies, or the proxies by address', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('3')).toBe(3);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '-1', '33', '1.5', '10.0.0.0/33', '10.0.0.1, proxy.internal', ','])(
    'refuses %j at start-up, saying what it takes',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be true, false, a number of proxies/);
    },
  );

  it('a number trusts that many hops from the server, and no more', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.7', hop))).toEqual([true, true, false, false]);
    const one = fastifyTrustProxy(true) as (address: string, hop: number) => boolean;
    expect([0, 1].map((hop) => one('203.0.113.7', hop))).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
