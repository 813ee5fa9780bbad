import { screen } from '@testing-library/react';
import { emptyList, serveCompareList, twoWatches } from '../../components/CompareButton/testCompareServer';
import { renderApp, renderWithProviders } from '../../test-utils';
import { CompareLink } from './CompareLink';
import { compareLinkLabel } from './compareTexts';

// Whole pages (lazy chunks) render in the last test.
jest.setTimeout(20_000);

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
});
