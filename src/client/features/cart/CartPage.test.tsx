import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, pageTypesPushed, renderApp, server } from '../../test-utils';
import { CART_PAGE, MASKED_ID, cartWith, exampleCart, rememberGuestCart } from './testCart';

const line = () => screen.getByRole('listitem', { name: 'Heritage Chronograph' });

describe('cart page (page type 4)', () => {
  test('lists the lines and every total segment, the extra fee among them, and links to checkout', async () => {
    rememberGuestCart();
    renderApp(CART_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
    expect(within(item).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph-40.html',
    );
    expect(within(item).getByText('Dial colour').nextElementSibling).toHaveTextContent('Midnight blue');
    expect(within(item).getByText('Case size').nextElementSibling).toHaveTextContent('40 mm');
    expect(within(item).getByText('Price').parentElement).toHaveTextContent('Price €6,450.00');
    expect(within(item).getByLabelText('Qty')).toHaveValue('1');

    const totals = await screen.findByRole('region', { name: 'Summary' });
    const rows = within(totals)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Subtotal €6,450.00',
      'Gift box €35.00',
      'Insured delivery €25.00',
      'Shipping €0.00',
      'Grand Total €6,510.00',
    ]);
    expect(within(totals).getByText('€6,510.00').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/en-int/checkout',
    );
    expect(pageTypesPushed()).toEqual([4]);
  });

  test('a guest without a cart: "You have no items in your shopping cart." and a way back', async () => {
    renderApp(CART_PAGE);
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-int/');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  test.each([
    ['declined', 'Your payment was declined. Your cart is as you left it.'],
    ['canceled', 'You cancelled the payment. Your cart is as you left it.'],
  ])('back from the payment provider (?payment=%s): a notice', async (payment, notice) => {
    rememberGuestCart();
    renderApp(`${CART_PAGE}?payment=${payment}`);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  test('changing the quantity updates the line on the server and shows the new cart', async () => {
    rememberGuestCart();
    let qty = 1;
    const bodies: unknown[] = [];
    server.use(
      http.get(contractUrl('getGuestCart'), () =>
        HttpResponse.json(cartWith({}, { qty, row_total: qty * 645000 })),
      ),
      http.put(contractUrl('updateGuestCartItem'), async ({ request, params }) => {
        bodies.push({ itemId: params.itemId, cartId: params.cartId, body: await request.json() });
        qty = 2;
        return HttpResponse.json(cartWith({}, { qty }));
      }),
    );
    const { user } = renderApp(CART_PAGE);
    await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
    await user.selectOptions(within(line()).getByLabelText('Qty'), '2');
    expect(await within(line()).findByText('€12,900.00')).toBeInTheDocument();
    expect(within(line()).getByLabelText('Qty')).toHaveValue('2');
    expect(bodies).toEqual([{ itemId: '7', cartId: MASKED_ID, body: { cartItem: { qty: 2 } } }]);
  });

  test("a quantity the server refuses shows the server's message", async () => {
    rememberGuestCart();
    server.use(
      http.put(contractUrl('updateGuestCartItem'), () =>
        HttpResponse.json(
          { code: 'insufficient_stock', message: 'The requested qty is not available.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(CART_PAGE);
    await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
    await user.selectOptions(within(line()).getByLabelText('Qty'), '9');
    expect(await within(line()).findByText('The requested qty is not available.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  test('"Remove item" removes the line; the emptied cart says so', async () => {
    rememberGuestCart();
    let items = exampleCart().items;
    server.use(
      http.get(contractUrl('getGuestCart'), () => HttpResponse.json(cartWith({ items }))),
      http.delete(contractUrl('removeGuestCartItem'), () => {
        items = [];
        return HttpResponse.json(cartWith({ items }));
      }),
    );
    const { user } = renderApp(CART_PAGE);
    await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
    await user.click(within(line()).getByRole('button', { name: 'Remove item' }));
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
  });

  test('a remembered cart that answers 404 (ordered, merged, expired) is forgotten', async () => {
    rememberGuestCart();
    server.use(
      http.get(contractUrl('getGuestCart'), () =>
        HttpResponse.json({ code: 'not_found', message: 'No such cart.' }, { status: 404 }),
      ),
    );
    renderApp(CART_PAGE);
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBeNull();
  });

  test('a signed-in customer sees the "mine" cart, and a spent guest id is dropped', async () => {
    rememberGuestCart();
    const mine = cartWith({ id: '42', is_guest: false }, { name: 'Heritage Chronograph' });
    let guestReads = 0;
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
      ),
      http.get(contractUrl('getMineCart'), () => HttpResponse.json(mine)),
      http.get(contractUrl('getGuestCart'), () => {
        guestReads += 1;
        return HttpResponse.json(exampleCart());
      }),
    );
    renderApp(CART_PAGE);
    expect(await screen.findByRole('listitem', { name: 'Heritage Chronograph' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('Insured delivery');
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBeNull();
    expect(guestReads).toBeLessThanOrEqual(1);
  });
});
