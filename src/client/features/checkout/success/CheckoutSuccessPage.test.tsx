import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderSummary } from '../../../api/checkout';
import { contractExample, contractUrl, pageTypesPushed, renderApp, server } from '../../../test-utils';

const SUCCESS = '/en-int/checkout/onepage/success';

describe('checkout success page (page type 6)', () => {
  test('thanks the shopper and shows the order: number, items, totals, pickup slot', async () => {
    renderApp(SUCCESS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your order number is: 000000104.')).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([6]);
    const order = screen.getByRole('region', { name: 'Items Ordered' });
    expect(order).toHaveTextContent('Heritage Chronograph');
    expect(order).toHaveTextContent('Qty: 1');
    expect(within(order).getByRole('row', { name: /Insured delivery/ })).toHaveTextContent('€25.00');
    expect(within(order).getByRole('row', { name: /Grand Total/ })).toHaveTextContent('€6,475.00');
    // Sent as yy-mm-dd (26-12-02), shown d/M/yy.
    expect(order).toHaveTextContent('Boutique pickup: 2/12/26 at 11:00');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/en-int/');
  });

  test('the gift box and the gift message are part of the summary', async () => {
    const placed = contractExample<OrderSummary>('getLastOrder');
    placed.has_gift_box = true;
    placed.gift_message = { recipient: 'Louise', sender: 'Anna', message: 'Happy birthday!' };
    placed.pickup_date = null;
    placed.pickup_time = null;
    server.use(http.get(contractUrl('getLastOrder'), () => HttpResponse.json(placed)));
    renderApp(SUCCESS);
    const order = await screen.findByRole('region', { name: 'Items Ordered' });
    expect(order).toHaveTextContent('Gift box: included');
    expect(order).toHaveTextContent('Happy birthday!');
    expect(order).not.toHaveTextContent('Boutique pickup');
  });

  test('no order for this session: a friendly message and the way home', async () => {
    server.use(
      http.get(contractUrl('getLastOrder'), () =>
        HttpResponse.json({ code: 'not_found', message: 'No order.' }, { status: 404 }),
      ),
    );
    renderApp(SUCCESS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find your order.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-int/');
  });
});
