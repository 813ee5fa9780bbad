import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MASKED_ID_LENGTH = 32;

/**
 * A guest cart's masked id is its only key (about 190 bits), so it comes from the CSPRNG, without the modulo
 * bias a byte-per-character mapping would have.
 */
export function newMaskedId(): string {
  let id = '';
  for (let i = 0; i < MASKED_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
