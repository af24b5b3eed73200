/**
 * The browser host's per-launch secret: anything on this computer can reach 127.0.0.1, so every
 * IPC call must show the secret printed in the URL the user opens. Compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  // Hashing first gives equal lengths, so the comparison leaks nothing, not even the length.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
