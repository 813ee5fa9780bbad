import { GiftMessageRequest } from '../contract/facts.gen';

/** Spec 5 / 9: a gift message has at most the contract's length, only the configured characters plus newline. */
export const GIFT_MESSAGE_MAX_LENGTH = GiftMessageRequest.gift_message.message.maxLength;

const isAllowed = (char: string, authorized: string) => char === '\n' || authorized.includes(char);

/** The distinct characters of `text` that are not allowed, in the order they first appear. */
export function findUnsupportedCharacters(text: string, authorized: string): string[] {
  const found: string[] = [];
  for (const char of Array.from(text)) {
    if (!isAllowed(char, authorized) && !found.includes(char)) found.push(char);
  }
  return found;
}

export function stripUnsupported(text: string, authorized: string): string {
  return Array.from(text)
    .filter((char) => isAllowed(char, authorized))
    .join('');
}

export type GiftMessageCheck =
  | { ok: true }
  | { ok: false; reason: 'too_long' }
  | { ok: false; reason: 'unsupported'; characters: string[] };

export function validateGiftMessage(text: string, authorized: string): GiftMessageCheck {
  const characters = findUnsupportedCharacters(text, authorized);
  if (characters.length) return { ok: false, reason: 'unsupported', characters };
  if (Array.from(text).length > GIFT_MESSAGE_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true };
}
