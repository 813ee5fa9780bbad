import { InvalidInput } from '../errors';
import { giftMessageToStore } from './gift-message';

const input = (message: string, extra: { remove?: boolean; recipient?: string; sender?: string } = {}) => ({
  recipient: 'Louise',
  sender: 'Anna',
  message,
  ...extra,
});

function rejection(message: string): { message: string; field?: string } {
  try {
    giftMessageToStore(input(message));
  } catch (error) {
    if (error instanceof InvalidInput) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('accepted');
}

describe('giftMessageToStore', () => {
  it('keeps a message of up to 30 allowed characters, newlines included', () => {
    expect(giftMessageToStore(input('Joyeux anniversaire\nà toi !'))).toEqual(
      input('Joyeux anniversaire\nà toi !'),
    );
    expect(giftMessageToStore(input('a'.repeat(30)))?.message).toHaveLength(30);
  });

  it('refuses a 31st character', () => {
    expect(rejection('a'.repeat(31))).toEqual({
      message: 'The gift message is limited to 30 characters.',
      field: 'body.gift_message.message',
    });
  });

  it('names the first character that is not supported', () => {
    expect(rejection('5€ and 🎁').message).toBe('Character (€) is not currently supported.');
    expect(rejection('🎁').message).toBe('Character (🎁) is not currently supported.');
    expect(rejection('tab\there').message).toBe('Character (\t) is not currently supported.');
  });

  it('clears on remove, whatever the text, and when nothing is written', () => {
    expect(giftMessageToStore(input('€€€', { remove: true }))).toBeNull();
    expect(giftMessageToStore(input('', { recipient: '', sender: '' }))).toBeNull();
  });
});
