import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { guestCartStorageKey } from '../../../lib/cart-ref';
import { contractExample, contractUrl, dataLayerEvents, server } from '../../../test-utils';
import { handOff } from '../handOff';
import {
  FORM_KEY,
  openCheckout,
  reachPayment,
  rememberGuestCart,
  serveCheckoutConfig,
} from '../testing/checkoutFixtures';

interface PlaceCall {
  key: string | null;
  body: unknown;
}

/** Answers place-order calls in turn (the last answer repeats) and records them. */
function servePlaceOrder(...answers: (() => Response)[]): PlaceCall[] {
  const calls: PlaceCall[] = [];
  server.use(
    http.post(contractUrl('placeGuestOrder'), async ({ request }) => {
      calls.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json(contractExample('placeGuestOrder') as object);
    }),
  );
  return calls;
}

function recordNewsletterPosts(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.use(
    http.post(contractUrl('subscribeCheckoutNewsletter'), ({ request }) => {
      keys.push(request.headers.get('X-Form-Key'));
      return HttpResponse.json(contractExample('subscribeCheckoutNewsletter') as object);
    }),
  );
  return keys;
}

/** What had happened when the shopper was handed to the provider. */
function watchHandOff() {
  const seen: { url: string; events: string[]; cartId: string | null }[] = [];
  jest.spyOn(handOff, 'assign').mockImplementation((url) => {
    seen.push({
      url,
      events: dataLayerEvents().map((event) => String(event.event)),
      cartId: window.localStorage.getItem(guestCartStorageKey('en-int')),
    });
  });
  return seen;
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });
const conflict = () =>
  HttpResponse.json(
    {
      code: 'insufficient_stock',
      message: 'Heritage Chronograph is no longer available in the quantity you asked for.',
    },
    { status: 409 },
  );

beforeEach(() => {
  rememberGuestCart();
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});

describe('payment step', () => {
  test('shows the order summary with every total segment and the gift options of the cart', async () => {
    serveCheckoutConfig();
    const { user } = await openCheckout();
    await reachPayment(user);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Heritage Chronograph');
    expect(summary).toHaveTextContent('Insured delivery€25.00');
    expect(summary).toHaveTextContent('Grand Total€6,475.00');
    const gifts = screen.getByRole('region', { name: 'Gift options' });
    expect(gifts).toHaveTextContent('Gift box: Maison Aurèle presentation box');
    expect(gifts).toHaveTextContent('Gift message for the order');
    expect(gifts).toHaveTextContent('Happy birthday!');
    expect(screen.getByRole('radio', { name: 'Pay later in 3 instalments' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Pay later in 3 instalments' }).closest('fieldset'),
    ).toHaveAccessibleName('Payment Method');
    expect(screen.getByRole('button', { name: 'Wallet express checkout' })).toBeInTheDocument();
  });

  test("'Place Order' pushes 'order placed', forgets the guest cart, then hands off to the provider", async () => {
    serveCheckoutConfig();
    const calls = servePlaceOrder();
    const handedOff = watchHandOff();
    const { user } = await openCheckout();
    await reachPayment(user);
    await user.click(placeOrderButton());

    await waitFor(() => expect(handedOff).toHaveLength(1));
    expect(handedOff[0]).toEqual({
      url: '/sandbox/pay/2bq7Vx0aY1cN4eLm8rTz6wPk3sHd9fGj',
      events: expect.arrayContaining(['order placed']) as unknown as string[],
      cartId: null,
    });
    expect(calls).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string,
        body: {
          email: 'louise.martin@example.com',
          paymentMethod: { method: 'caseback_paylater' },
          billingAddress: null,
        },
      },
    ]);
    expect(dataLayerEvents().find((event) => event.event === 'order placed')).toEqual({
      event: 'order placed',
      order_id: '000000104',
      payment_method: 'caseback_paylater',
      currency: 'EUR',
      value: 6475,
      items: [{ sku: 'MA-HER-CHR-01-BLU-40', name: 'Heritage Chronograph', qty: 1, price: 6450 }],
    });
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  test('the wallet pays from its express button: express checkout, then order placed, then the hand-off', async () => {
    serveCheckoutConfig();
    const calls = servePlaceOrder();
    const handedOff = watchHandOff();
    const { user } = await openCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('button', { name: 'Wallet express checkout' }));
    await waitFor(() => expect(handedOff).toHaveLength(1));
    const events = dataLayerEvents().map((event) => event.event);
    expect(events.indexOf('express_checkout')).toBeLessThan(events.indexOf('order placed'));
    expect(dataLayerEvents()).toContainEqual({
      event: 'express_checkout',
      payment_method: 'caseback_wallet',
    });
    expect(calls[0]?.body).toMatchObject({ paymentMethod: { method: 'caseback_wallet' } });
  });

  test('a network error keeps the Idempotency-Key for the retry; a conflict shows the server message and ends the attempt', async () => {
    serveCheckoutConfig();
    const calls = servePlaceOrder(
      () => HttpResponse.error(),
      conflict,
      () => HttpResponse.json(contractExample('placeGuestOrder') as object),
    );
    const handedOff = watchHandOff();
    const { user } = await openCheckout();
    await reachPayment(user);

    await user.click(placeOrderButton());
    expect(
      await screen.findByText(
        'We could not reach the shop. Please check your connection and place the order again.',
      ),
    ).toBeInTheDocument();
    await user.click(placeOrderButton());
    expect(
      await screen.findByText('Heritage Chronograph is no longer available in the quantity you asked for.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Payments' })).toBeInTheDocument();
    expect(handedOff).toEqual([]);
    expect(dataLayerEvents().some((event) => event.event === 'order placed')).toBe(false);

    await user.click(placeOrderButton());
    await waitFor(() => expect(handedOff).toHaveLength(1));
    const [first, retry, next] = calls.map((call) => call.key);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('newsletter agreement (spec 2.7, 7)', () => {
  test("'Sign up for our newsletter' posts at once when the delay is 0, once per tick, with the form key", async () => {
    serveCheckoutConfig();
    const posts = recordNewsletterPosts();
    const { user } = await openCheckout();
    await reachPayment(user);
    const agreement = screen.getByRole('checkbox', { name: 'Sign up for our newsletter' });
    await user.click(agreement);
    expect(
      await screen.findByText(
        'Thank you. You will be subscribed to our newsletter when your order is placed.',
      ),
    ).toBeInTheDocument();
    expect(posts).toEqual([FORM_KEY]);
    await user.click(agreement);
    await user.click(agreement);
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  test('a subscription still waiting for its delay is posted before the order is placed', async () => {
    serveCheckoutConfig((config) => {
      config.newsletter.delay_ms = 60_000;
    });
    const order: string[] = [];
    server.use(
      http.post(contractUrl('subscribeCheckoutNewsletter'), () => {
        order.push('newsletter');
        return HttpResponse.json(contractExample('subscribeCheckoutNewsletter') as object);
      }),
      http.post(contractUrl('placeGuestOrder'), () => {
        order.push('order');
        return HttpResponse.json(contractExample('placeGuestOrder') as object);
      }),
    );
    const handedOff = watchHandOff();
    const { user } = await openCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: 'Sign up for our newsletter' }));
    expect(order).toEqual([]);
    await user.click(placeOrderButton());
    await waitFor(() => expect(handedOff).toHaveLength(1));
    expect(order).toEqual(['newsletter', 'order']);
  });
});
