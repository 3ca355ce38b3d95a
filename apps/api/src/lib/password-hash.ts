import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are low-entropy, so they get a slow, salted hash: scrypt from node:crypto. The
 * parameters are stored with each hash (`scrypt$N$r$p$salt$hash`), so they can be raised later
 * without invalidating the hashes already stored.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: typeof PARAMS, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a throwaway hash, so that "no such account" takes as long as "wrong
 * password" and the login answer's timing does not reveal which emails exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
