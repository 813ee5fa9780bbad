import { screen, within } from '@testing-library/react';
import type { ProductListItem } from '../../api/catalog';
import { renderWithProviders } from '../../test-utils';
import { serveCompareList, twoWatches } from '../CompareButton/testCompareServer';
import { ProductGrid } from '../ProductGrid/ProductGrid';

/** The two watches of the compare list's example (ids 1 and 8) as list items. */
const listed = (id: number, name: string, sku: string): ProductListItem => ({
  id,
  sku,
  name,
  url_key: sku.toLowerCase(),
  url: `/en-int/${sku.toLowerCase()}.html`,
  collection: null,
  case_size: '40 mm',
  price: { currency: 'EUR', amount: 6450, rrp: null },
  is_saleable: true,
  stock_status: 'in_stock',
  image: { url: `/media/catalog/product/${sku}/front.svg`, alt: name, width: 800, height: 800 },
  category_type: 0,
  initial_variation_id: null,
  variations: [],
});
const chronograph = listed(1, 'Heritage Chronograph', 'MA-HER-CHR-01');
const diver = listed(8, 'Navigator Diver', 'MA-NAV-DIV-01');

describe('the cards of one list share what the shopper has', () => {
  test('only the compared watch reads "In comparison"; comparing another changes that card alone', async () => {
    const onlyDiver = {
      ...twoWatches(),
      count: 1,
      items: twoWatches().items.filter((item) => item.id === 8),
    };
    const fake = serveCompareList(onlyDiver);
    const { user } = renderWithProviders(<ProductGrid products={[chronograph, diver]} label="Watches" />);
    const [first, second] = await screen.findAllByRole('article');
    expect(
      await within(second!).findByRole('button', { name: 'In comparison: Navigator Diver' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const add = within(first!).getByRole('button', { name: 'Add to compare: Heritage Chronograph' });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await user.click(add);
    expect(
      await within(first!).findByRole('button', { name: 'In comparison: Heritage Chronograph' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(second!).getByRole('button', { name: 'In comparison: Navigator Diver' }),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual(['add 1']);
  });
});
