/**
 * Short reference numbers a visitor can read out on the phone: `IV-7K3QF9`.
 */
import { randomInt } from 'node:crypto';

/** Digits and capitals without the look-alikes 0/O, 1/I/L and U (which reads as V in some fonts). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6; // 30^6 ≈ 729 million: collisions are rare, and the unique index catches them.

export function createReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** `Ionvale Systems` → `IS`; a one-word name gives its first two letters. Only A-Z and digits survive. */
export function referencePrefixFor(companyName: string, explicit?: string): string {
  const clean = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (explicit) {
    const prefix = clean(explicit);
    if (prefix.length < 1 || prefix.length > 6) throw new Error('The reference prefix must be 1 to 6 letters or digits.');
    return prefix;
  }
  const words = companyName.split(/\s+/).map(clean).filter(Boolean);
  const prefix =
    words.length > 1
      ? words
          .map((word) => word[0])
          .join('')
          .slice(0, 3)
      : (words[0] ?? '').slice(0, 2);
  return prefix || 'REF';
}
