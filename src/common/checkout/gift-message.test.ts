import { findUnsupportedCharacters, stripUnsupported, validateGiftMessage } from './gift-message';

const AUTHORIZED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,!'";

describe('gift message rules', () => {
  it('allows the configured characters and newline, nothing else', () => {
    expect(findUnsupportedCharacters('Happy birthday!\nAnna', AUTHORIZED)).toEqual([]);
    expect(findUnsupportedCharacters('Joyeux € anniversaire €💛', AUTHORIZED)).toEqual(['€', '💛']);
    expect(stripUnsupported('Joyeux € anniv💛', AUTHORIZED)).toBe('Joyeux  anniv');
  });

  it('limits the message to 30 characters, counting an emoji as one', () => {
    expect(validateGiftMessage('a'.repeat(30), AUTHORIZED)).toEqual({ ok: true });
    expect(validateGiftMessage('a'.repeat(31), AUTHORIZED)).toEqual({ ok: false, reason: 'too_long' });
    expect(validateGiftMessage('hi 💛', AUTHORIZED)).toEqual({
      ok: false,
      reason: 'unsupported',
      characters: ['💛'],
    });
  });
});
