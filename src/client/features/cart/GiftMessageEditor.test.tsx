import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { giftMessageRemoved, giftMessageSaved } from './events';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import {
  CART_PAGE,
  MASKED_ID,
  exampleConfig,
  noGiftMessage,
  rememberGuestCart,
  recordActions,
} from './testCart';

type Saved = { target: string; cartId?: string; body: unknown };

/** Records every gift message save, at order level ('order') or per item (the item id). */
function recordSaves(): Saved[] {
  const saves: Saved[] = [];
  server.use(
    http.post(contractUrl('saveGuestGiftMessage'), async ({ request, params }) => {
      saves.push({ target: 'order', cartId: String(params.cartId), body: await request.json() });
      return HttpResponse.json(true);
    }),
    http.post(contractUrl('saveGuestItemGiftMessage'), async ({ request, params }) => {
      saves.push({
        target: String(params.itemId),
        cartId: String(params.cartId),
        body: await request.json(),
      });
      return HttpResponse.json(true);
    }),
  );
  return saves;
}

async function openCart() {
  rememberGuestCart();
  const store = makeStore();
  const actions = recordActions(store);
  const { user } = renderApp(CART_PAGE, { store });
  await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
  // The editors appear with the store's gift message rules.
  await within(itemRow()).findByRole('button', { name: /gift message/ });
  return { user, actions };
}

const orderSection = () => screen.getByRole('region', { name: 'Gift message for the order' });
const itemRow = () => screen.getByRole('listitem', { name: 'Heritage Chronograph' });
const itemForm = () => screen.getByRole('form', { name: 'Gift message for Heritage Chronograph' });

afterEach(() => jest.useRealTimers());

describe('gift message at order level', () => {
  test('shows the saved message; Edit opens the form with it and the 30-character counter', async () => {
    const { user } = await openCart();
    const section = await screen.findByRole('region', { name: 'Gift message for the order' });
    expect(within(section).getByText('To').nextElementSibling).toHaveTextContent('Louise');
    expect(within(section).getByText('From').nextElementSibling).toHaveTextContent('Anna');
    expect(within(section).getByText('Message').nextElementSibling).toHaveTextContent('Happy birthday!');

    await user.click(within(section).getByRole('button', { name: /^Edit/ }));
    expect(within(section).getByLabelText('To')).toHaveValue('Louise');
    expect(within(section).getByLabelText('Message')).toHaveValue('Happy birthday!');
    expect(within(section).getByText(/^15\/30/)).toBeInTheDocument();
  });

  test('the changed flag holds while the text differs from what was loaded', async () => {
    const { user } = await openCart();
    await user.click(
      within(await screen.findByRole('region', { name: 'Gift message for the order' })).getByRole('button', {
        name: /^Edit/,
      }),
    );
    const message = within(orderSection()).getByLabelText('Message');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    await user.type(message, ' x');
    expect(within(orderSection()).getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.type(message, '{Backspace}{Backspace}');
    expect(within(orderSection()).queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  test('Remove clears recipient, sender and message and hides the form and the result', async () => {
    const saves = recordSaves();
    let stored = contractExample('getGuestGiftMessage') as object;
    server.use(http.get(contractUrl('getGuestGiftMessage'), () => HttpResponse.json(stored)));
    const { user, actions } = await openCart();
    const section = await screen.findByRole('region', { name: 'Gift message for the order' });
    stored = noGiftMessage;
    await user.click(within(section).getByRole('button', { name: /^Remove/ }));

    expect(await within(section).findByText('Your gift message has been removed.')).toBeInTheDocument();
    expect(saves).toEqual([
      { target: 'order', cartId: MASKED_ID, body: { gift_message: { ...noGiftMessage, remove: true } } },
    ]);
    expect(within(section).queryByText('Happy birthday!')).not.toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).queryByLabelText('Message')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /^Add a gift message/ }));
    expect(within(section).getByLabelText('To')).toHaveValue('');
    expect(within(section).getByLabelText('From')).toHaveValue('');
    expect(within(section).getByLabelText('Message')).toHaveValue('');
    expect(actions).toContainEqual(giftMessageRemoved({ itemId: 'orderLevel' }));
  });

  test('submit stays blocked while a disallowed character remains in a loaded message', async () => {
    server.use(
      http.get(contractUrl('getGuestGiftMessage'), () =>
        HttpResponse.json({ recipient: 'Louise', sender: 'Anna', message: 'Merci ☺' }),
      ),
    );
    const saves = recordSaves();
    const { user } = await openCart();
    const section = await screen.findByRole('region', { name: 'Gift message for the order' });
    await user.click(within(section).getByRole('button', { name: /^Edit/ }));
    expect(within(section).getByText('Character (☺) is not currently supported.')).toBeInTheDocument();
    const save = within(section).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(saves).toEqual([]);
  });
});

describe('gift message per item', () => {
  test('Save sends the item message, then shows it (alreadyAdded)', async () => {
    const saves = recordSaves();
    const { user, actions } = await openCart();
    await user.click(
      within(itemRow()).getByRole('button', { name: 'Add a gift message for Heritage Chronograph' }),
    );
    await user.type(within(itemForm()).getByLabelText('To'), 'Louise');
    await user.type(within(itemForm()).getByLabelText('From'), 'Anna');
    await user.type(within(itemForm()).getByLabelText('Message'), 'For your travels');
    expect(within(itemForm()).getByText(/^16\/30/)).toBeInTheDocument();
    await user.click(within(itemForm()).getByRole('button', { name: 'Save' }));

    expect(await within(itemRow()).findByText('Your gift message has been saved.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        target: '7',
        cartId: MASKED_ID,
        body: {
          gift_message: { recipient: 'Louise', sender: 'Anna', message: 'For your travels', remove: false },
        },
      },
    ]);
    expect(within(itemRow()).queryByRole('form')).not.toBeInTheDocument();
    expect(within(itemRow()).getByText('For your travels')).toBeInTheDocument();
    expect(within(itemRow()).getByRole('button', { name: /^Remove the gift message/ })).toBeInTheDocument();
    expect(actions).toContainEqual(giftMessageSaved({ itemId: 7 }));
  });

  test('the counter stops at 30 characters', async () => {
    const { user } = await openCart();
    await user.click(
      within(itemRow()).getByRole('button', { name: 'Add a gift message for Heritage Chronograph' }),
    );
    const message = within(itemForm()).getByLabelText('Message');
    await user.type(message, 'a'.repeat(35));
    expect(message).toHaveValue('a'.repeat(30));
    expect(within(itemForm()).getByText(/^30\/30/)).toBeInTheDocument();
  });

  test('a disallowed character is stripped and named for the configured time', async () => {
    const { user: realUser } = await openCart();
    await realUser.click(
      within(itemRow()).getByRole('button', { name: 'Add a gift message for Heritage Chronograph' }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const message = within(itemForm()).getByLabelText('Message');
    await user.type(message, 'Bonne fête €');

    expect(message).toHaveValue('Bonne fête ');
    const notice = within(itemForm()).getByText('Character (€) is not currently supported.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(within(itemForm()).getByRole('button', { name: 'Save' })).toBeEnabled();

    const shownFor = exampleConfig().gift_message.error_display_ms;
    expect(shownFor).toBe(3000);
    act(() => jest.advanceTimersByTime(shownFor - 1));
    expect(within(itemForm()).getByText('Character (€) is not currently supported.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      within(itemForm()).queryByText('Character (€) is not currently supported.'),
    ).not.toBeInTheDocument();
  });
});

describe('gift message for a signed-in customer', () => {
  test('saves through the "mine" endpoints', async () => {
    const targets: string[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
      ),
      http.get(contractUrl('getMineGiftMessage'), () => HttpResponse.json(noGiftMessage)),
      http.post(contractUrl('saveMineGiftMessage'), () => {
        targets.push('order');
        return HttpResponse.json(true);
      }),
    );
    const { user } = renderApp(CART_PAGE);
    const section = await screen.findByRole('region', { name: 'Gift message for the order' });
    await user.click(within(section).getByRole('button', { name: /^Add a gift message/ }));
    await user.type(within(section).getByLabelText('Message'), 'Happy birthday!');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Your gift message has been saved.')).toBeInTheDocument();
    expect(targets).toEqual(['order']);
  });
});
