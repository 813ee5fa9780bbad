import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { guestCartPath, rejectsCartIds, refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';

const METHOD = { status: 400, code: 'validation_failed', field: 'path.methodName' } as const;

const hasGiftBox = (expected: boolean) => (body: { hasGiftBox: boolean }) =>
  body.hasGiftBox === expected ? null : `hasGiftBox ${body.hasGiftBox} instead of ${expected}`;

export const changeGuestGiftBox = (found: Discovered): Scenario => ({
  operationId: 'changeGuestGiftBox',
  async run(t) {
    await refusesSignedOut(t, 'changeMineGiftBox', { path: { methodName: 'add' }, body: {} });
    const { cartId } = guestCartPath(found);
    const send = async (methodName: string, label: string, expected: boolean) => {
      const state = await t.ok(
        'changeGuestGiftBox',
        label,
        { path: { cartId, methodName }, body: {} },
        hasGiftBox(expected),
      );
      if (state) found.guest.hasGiftBox = state.hasGiftBox;
    };
    // none <-> added; the order is placed with the box, so the success page must show it.
    await send('add', 'add', true);
    await send('remove', 'remove', false);
    await send('add', 'add again', true);
    await t.rejects(
      'changeGuestGiftBox',
      'method toggle',
      { path: { cartId, methodName: 'toggle' }, body: {} },
      METHOD,
    );
    await rejectsCartIds(t, 'changeGuestGiftBox', { path: { methodName: 'add' }, body: {} });
  },
});

export const changeMineGiftBox = (found: Discovered): Scenario => ({
  operationId: 'changeMineGiftBox',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'changeMineGiftBox', {
      path: { methodName: 'add' },
      body: {},
    });
    if (!found.signedIn) return;
    const state = await t.ok(
      'changeMineGiftBox',
      'add',
      { path: { methodName: 'add' }, body: {} },
      hasGiftBox(true),
    );
    if (state) found.mine.hasGiftBox = state.hasGiftBox;
    await t.rejects(
      'changeMineGiftBox',
      'method toggle',
      { path: { methodName: 'toggle' }, body: {} },
      METHOD,
    );
  },
});
