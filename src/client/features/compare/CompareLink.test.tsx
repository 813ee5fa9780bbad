import { screen } from '@testing-library/react';
import { emptyList, serveCompareList, twoWatches } from '../../components/CompareButton/testCompareServer';
import { compareApi } from '../../api/compare';
import { customerApi } from '../../api/customer';
import { renderApp, renderWithProviders } from '../../test-utils';
import { CompareLink } from './CompareLink';
import { compareLinkLabel } from './linkTexts';

describe('header compare link', () => {
  test('reads "Compare (2)", named "Compare products (2 items)", and leads to the compare page', async () => {
    serveCompareList(twoWatches());
    renderWithProviders(<CompareLink />);
    const link = await screen.findByRole('link', { name: 'Compare products (2 items)' });
    expect(link).toHaveTextContent('Compare (2)');
    expect(link).toHaveAttribute('href', '/en-int/catalog/product_compare');
  });

  test('singular for one product', () => {
    expect(compareLinkLabel(1)).toBe('Compare products (1 item)');
    expect(compareLinkLabel(4)).toBe('Compare products (4 items)');
  });

  test('is not shown while the list is empty, and appears in the header once it is not', async () => {
    serveCompareList(emptyList());
    const first = renderApp('/en-int/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Compare products/ })).not.toBeInTheDocument();
    first.unmount();

    serveCompareList(twoWatches());
    renderApp('/en-int/checkout/cart');
    expect(await screen.findByRole('link', { name: 'Compare products (2 items)' })).toBeInTheDocument();
  });

  test("signing in reloads the list: the header then counts the account's products", async () => {
    serveCompareList(emptyList());
    const { store } = renderWithProviders(<CompareLink />);
    // The header's first load (an empty list) has landed.
    const first = store.dispatch(compareApi.endpoints.getCompareList.initiate({ storeCode: 'en-int' }));
    expect((await first).data?.count).toBe(0);
    first.unsubscribe();
    // The server joined the guest's list to the account's at sign-in.
    serveCompareList(twoWatches());
    await store.dispatch(
      customerApi.endpoints.loginCustomer.initiate({
        storeCode: 'en-int',
        loginRequest: {
          username: 'anna.keller@example.com',
          password: 'Caseback-Demo-1',
          form_key: 'Abcdefgh12345678',
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Compare products (2 items)' })).toBeInTheDocument();
  });
});
