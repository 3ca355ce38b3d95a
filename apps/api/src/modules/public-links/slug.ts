import { randomBytes } from 'node:crypto';
import { PUBLIC_LINK_LIMITS } from '@resume/core';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 a byte can hold: bytes at or above it are dropped, so every character is equally likely. */
const UNBIASED_BELOW = 248;

/** A new public address: 17 base62 characters from the system's random source, 101 bits. */
export function newSlug(length: number = PUBLIC_LINK_LIMITS.slugLength): string {
  let slug = '';
  while (slug.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_BELOW && slug.length < length) slug += BASE62[byte % 62];
    }
  }
  return slug;
}
