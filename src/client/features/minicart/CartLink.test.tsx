import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, renderWithProviders, server } from '../../test-utils';
import { guestWithTwoUnits } from '../../test-utils/fixtures';
import { miniCartLabel } from './cartLabel';
import { CartLink } from './CartLink';

const answerSections = (body: object) =>
  server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.json(body)));

describe('mini-cart label (spec 2.6)', () => {
  test('singular for one unit, plural otherwise', () => {
    expect(miniCartLabel(0)).toBe('My Cart (0 items)');
    expect(miniCartLabel(1)).toBe('My Cart (1 item)');
    expect(miniCartLabel(2)).toBe('My Cart (2 items)');
  });

  test('an empty cart reads "My Cart (0 items)" and links to the cart page', async () => {
    renderWithProviders(<CartLink />);
    const link = await screen.findByRole('link', { name: 'My Cart (0 items)' });
    expect(link).toHaveAttribute('href', '/en-int/checkout/cart');
    expect(link).toHaveTextContent('0');
  });

  test('one unit reads "My Cart (1 item)" and shows the count', async () => {
    answerSections(contractExample('loadCustomerSections', 'signedIn'));
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('link', { name: 'My Cart (1 item)' })).toHaveTextContent('1');
  });

  test('two units read "My Cart (2 items)"', async () => {
    answerSections(guestWithTwoUnits);
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('link', { name: 'My Cart (2 items)' })).toHaveTextContent('2');
  });
});
