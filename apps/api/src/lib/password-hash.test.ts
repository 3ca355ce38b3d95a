import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Correct1horse');
    expect(await verifyPassword('Correct1horse', stored)).toBe(true);
    expect(await verifyPassword('Correct1horsE', stored)).toBe(false);
  });

  it('salts every hash and stores its parameters with it', async () => {
    const [a, b] = await Promise.all([hashPassword('Same1pass'), hashPassword('Same1pass')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toContain('Same1pass');
  });

  it('rejects anything that is not one of its hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
