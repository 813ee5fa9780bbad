import type { components } from '../../../src/common/contract/schema.gen';
import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { giftMessage, giftMessageTexts } from './cart-inputs';
import { guestCartPath, rejectsCartIds, refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';

type GiftMessage = components['schemas']['GiftMessage'];

const MESSAGE = { status: 400, code: 'validation_failed', field: 'body.gift_message.message' } as const;
const EMPTY: GiftMessage = { recipient: '', sender: '', message: '' };

/** The answer must be exactly the message saved last (empty fields when there is none). */
export const sameGiftMessage = (expected: GiftMessage) => (body: GiftMessage) => {
  const fields = ['recipient', 'sender', 'message'] as const;
  const wrong = fields.find((f) => body[f] !== expected[f]);
  return wrong
    ? `${wrong} ${JSON.stringify(body[wrong])} instead of ${JSON.stringify(expected[wrong])}`
    : null;
};
const done = (body: boolean) => (body ? null : 'the answer must be true');

export const getGuestGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'getGuestGiftMessage',
  async run(t) {
    await refusesSignedOut(t, 'getMineGiftMessage');
    const path = guestCartPath(found);
    await t.ok('getGuestGiftMessage', 'before any was saved: empty fields', { path }, sameGiftMessage(EMPTY));
    await rejectsCartIds(t, 'getGuestGiftMessage', { path });
  },
});

export const saveGuestGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'saveGuestGiftMessage',
  async run(t) {
    const texts = giftMessageTexts(found);
    const saved = giftMessage(texts.longest);
    await refusesSignedOut(t, 'saveMineGiftMessage', { body: { gift_message: saved } });
    const path = guestCartPath(found);
    const save = (label: string, gift: object) =>
      t.ok('saveGuestGiftMessage', label, { path, body: { gift_message: gift } }, done);
    await save(`message of ${texts.longest.length} characters, the maximum`, saved);
    await t.ok('getGuestGiftMessage', 'once saved', { path }, sameGiftMessage(saved));
    await t.rejects(
      'saveGuestGiftMessage',
      `message of ${texts.tooLong.length} characters`,
      { path, body: { gift_message: giftMessage(texts.tooLong) } },
      MESSAGE,
    );
    await t.rejects(
      'saveGuestGiftMessage',
      `message ${JSON.stringify(texts.foreign)} (a character not authorized)`,
      { path, body: { gift_message: giftMessage(texts.foreign) } },
      MESSAGE,
    );
    await rejectsCartIds(t, 'saveGuestGiftMessage', { body: { gift_message: saved } });
    // Removing clears the fields; the guest order is then placed without a message.
    await save('remove', { ...saved, remove: true });
    await t.ok('getGuestGiftMessage', 'once removed: empty fields', { path }, sameGiftMessage(EMPTY));
    found.guest.giftMessage = null;
  },
});

export const saveMineGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'saveMineGiftMessage',
  async run(t) {
    const texts = giftMessageTexts(found);
    const saved = giftMessage(texts.longest);
    await refusesWithoutRequestedWith(t, found, 'saveMineGiftMessage', { body: { gift_message: saved } });
    if (!found.signedIn) return;
    const ok = await t.ok(
      'saveMineGiftMessage',
      `message of ${texts.longest.length} characters`,
      { body: { gift_message: saved } },
      done,
    );
    if (ok) found.mine.giftMessage = saved;
    await t.rejects(
      'saveMineGiftMessage',
      `message ${JSON.stringify(texts.foreign)} (a character not authorized)`,
      { body: { gift_message: giftMessage(texts.foreign) } },
      MESSAGE,
    );
  },
});

export const getMineGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'getMineGiftMessage',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'getMineGiftMessage');
    if (!found.signedIn) return;
    const saved = found.mine.giftMessage;
    // Without a message saved in this run, the account's cart may hold any message from before.
    await t.ok(
      'getMineGiftMessage',
      saved ? 'once saved' : 'as it is',
      {},
      saved ? sameGiftMessage(saved) : undefined,
    );
  },
});
