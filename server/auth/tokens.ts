import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (prefix = '') => prefix + randomBytes(32).toString('base64url');
// crypto.hash: the one-shot form, without a Hash object (every request hashes its credential).
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Constant-time comparison of two secrets (CSRF tokens). */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
