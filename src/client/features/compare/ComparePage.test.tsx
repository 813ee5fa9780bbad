import { screen, waitFor, within } from '@testing-library/react';
import { emptyList, serveCompareList, twoWatches } from '../../components/CompareButton/testCompareServer';
import { dataLayerEvents, pageTypesPushed, renderApp } from '../../test-utils';

const COMPARE_PAGE = '/en-int/catalog/product_compare';
const table = () => screen.findByRole('table', { name: '2 products compared side by side' });
/** A row's cells as text, label first. */
const row = (scope: HTMLElement, label: string) =>
  Array.from(
    within(scope).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('th, td'),
    (cell) => cell.textContent,
  );

describe('compare page (page type 11)', () => {
  test('shows the products side by side: names, prices, stock and every attribute as a row', async () => {
    serveCompareList(twoWatches());
    renderApp(COMPARE_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
    const grid = await table();
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Heritage Chronograph',
      'Navigator Diver 300',
    ]);
    expect(within(columns[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph-40.html',
    );
    expect(row(grid, 'Price')).toEqual([
      'Price',
      '€6,450.00',
      'Recommended retail price€4,950.00Our price€4,200.00',
    ]);
    expect(row(grid, 'Availability')).toEqual(['Availability', 'In stock', 'Out of stock']);
    expect(row(grid, 'Collection')).toEqual(['Collection', 'Heritage', 'Navigator']);
    expect(row(grid, 'Water resistance')).toEqual(['Water resistance', '50 m (5 bar)', '300 m (30 bar)']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Price',
      'Availability',
      'Collection',
      'Case size',
      'Dial colours',
      'Movement',
      'Power reserve',
      'Case material',
      'Water resistance',
      'Crystal',
    ]);
    expect(screen.getByText('2 of 4 products')).toBeInTheDocument();
    expect(document.title).toBe('Compare Products | Maison Aurèle');
    expect(pageTypesPushed()).toEqual([11]);
  });

  test('an attribute a product lacks reads as a dash, "Not applicable" for screen readers', async () => {
    const list = twoWatches();
    list.items[1]!.attributes.find((a) => a.code === 'movement')!.value = null;
    serveCompareList(list);
    renderApp(COMPARE_PAGE);
    expect(row(await table(), 'Movement')[2]).toBe('—Not applicable');
  });

  test('Remove takes one product out, says so and reports it', async () => {
    const fake = serveCompareList(twoWatches());
    const { user } = renderApp(COMPARE_PAGE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove Heritage Chronograph' }));
    expect(await screen.findByText('Heritage Chronograph was removed from the comparison.')).toHaveAttribute(
      'role',
      'status',
    );
    const grid = await screen.findByRole('table', { name: '1 product compared side by side' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('Navigator Diver 300')]);
    expect(fake.calls).toEqual(['remove 1']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(dataLayerEvents().filter((e) => e.event === 'compare_remove')).toEqual([
      {
        event: 'compare_remove',
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('Clear all empties the list, then shows the empty state', async () => {
    const fake = serveCompareList(twoWatches());
    const { user } = renderApp(COMPARE_PAGE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('You have no items to compare.')).toBeInTheDocument();
    expect(fake.calls).toEqual(['clear']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cleared = dataLayerEvents().filter((e) => e.event === 'compare_remove');
    expect(cleared).toHaveLength(1);
  });

  test('nothing to compare: "You have no items to compare." and a way to the watches', async () => {
    serveCompareList(emptyList());
    renderApp(COMPARE_PAGE);
    expect(await screen.findByText('You have no items to compare.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Discover the watches' })).toHaveAttribute(
        'href',
        '/en-int/watches',
      ),
    );
  });
});
