import { exampleConfig } from './testCart';
import {
  canSave,
  giftMessageReducer,
  initialGiftMessageState,
  isChanged,
  type GiftMessageState,
} from './giftMessageState';

const AUTHORIZED = exampleConfig().gift_message.authorized_characters;
const loaded = { recipient: 'Louise', sender: 'Anna', message: 'Happy birthday!' };
const type = (state: GiftMessageState, value: string) =>
  giftMessageReducer(state, { type: 'fieldChanged', field: 'message', value, authorized: AUTHORIZED });

describe('gift message state (spec 4)', () => {
  test('a loaded message is alreadyAdded and unchanged; an empty one is neither', () => {
    expect(initialGiftMessageState(loaded)).toMatchObject({ alreadyAdded: true, formOpen: false });
    expect(initialGiftMessageState({ recipient: '', sender: '', message: '' }).alreadyAdded).toBe(false);
    expect(initialGiftMessageState(null).alreadyAdded).toBe(false);
    expect(isChanged(initialGiftMessageState(loaded))).toBe(false);
  });

  test('changed holds while the text differs from the text first loaded', () => {
    const open = giftMessageReducer(initialGiftMessageState(loaded), { type: 'opened' });
    expect(isChanged(type(open, 'Happy birthday!!'))).toBe(true);
    expect(isChanged(type(type(open, 'Happy birthday!!'), 'Happy birthday!'))).toBe(false);
  });

  test('disallowed characters are stripped and each is named once; newline is kept', () => {
    const state = type(initialGiftMessageState(null), 'Merci €€ ☺\nà bientôt');
    expect(state.values.message).toBe('Merci  \nà bientôt');
    // The state names the characters; the editor words the notice in the store's language.
    expect(state.notices).toEqual(['€', '☺']);
    expect(giftMessageReducer(state, { type: 'noticesExpired', noticeId: state.noticeId }).notices).toEqual(
      [],
    );
    // An older timer does not hide a newer notice.
    const again = type(state, 'Merci €');
    expect(
      giftMessageReducer(again, { type: 'noticesExpired', noticeId: state.noticeId }).notices,
    ).toHaveLength(1);
  });

  test('the message never exceeds 30 characters', () => {
    expect(type(initialGiftMessageState(null), 'x'.repeat(31)).values.message).toHaveLength(30);
  });

  test('saving sets alreadyAdded and makes the saved text the reference', () => {
    const saved = giftMessageReducer(type(initialGiftMessageState(null), 'Bon voyage'), { type: 'saved' });
    expect(saved).toMatchObject({ alreadyAdded: true, formOpen: false });
    expect(isChanged(saved)).toBe(false);
  });

  test('removing clears the three fields, sets alreadyAdded false and hides the form', () => {
    const open = giftMessageReducer(initialGiftMessageState(loaded), { type: 'opened' });
    const removed = giftMessageReducer(open, { type: 'removed' });
    expect(removed.values).toEqual({ recipient: '', sender: '', message: '' });
    expect(removed).toMatchObject({ alreadyAdded: false, formOpen: false });
  });

  test('saving is blocked while a disallowed character remains, and for an empty message', () => {
    const withBadCharacter = initialGiftMessageState({ ...loaded, message: 'Merci ☺' });
    expect(canSave(withBadCharacter, AUTHORIZED)).toBe(false);
    expect(canSave(initialGiftMessageState(loaded), AUTHORIZED)).toBe(true);
    expect(canSave(initialGiftMessageState(null), AUTHORIZED)).toBe(false);
  });
});
