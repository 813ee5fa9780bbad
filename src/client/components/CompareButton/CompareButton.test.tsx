import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, dataLayerEvents, renderWithProviders, server } from '../../test-utils';
import { CompareButton } from './CompareButton';
import { emptyList, serveCompareList, twoWatches } from './testCompareServer';

const CHRONOGRAPH = { productId: 1, productName: 'Heritage Chronograph', sku: 'MA-HER-CHR-01' };
const compareEvents = () => dataLayerEvents().filter((e) => String(e.event).startsWith('compare_'));

describe('CompareButton', () => {
  test("'Add to compare' puts the product in the list, then reads 'In comparison' with a link to compare", async () => {
    const fake = serveCompareList(emptyList());
    const { user } = renderWithProviders(<CompareButton {...CHRONOGRAPH} />);
    const button = await screen.findByRole('button', { name: 'Add to compare: Heritage Chronograph' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: 'Compare' })).not.toBeInTheDocument();

    await user.click(button);
    const pressed = await screen.findByRole('button', { name: 'In comparison: Heritage Chronograph' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/en-int/catalog/product_compare',
    );
    expect(fake.calls).toEqual(['add 1']);
    expect(compareEvents()).toEqual([
      {
        event: 'compare_add',
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('a product already in the list is pressed; pressing it again takes it out', async () => {
    const fake = serveCompareList(twoWatches());
    const { user } = renderWithProviders(<CompareButton {...CHRONOGRAPH} />);
    const button = await screen.findByRole('button', { name: 'In comparison: Heritage Chronograph' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    expect(
      await screen.findByRole('button', { name: 'Add to compare: Heritage Chronograph' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(fake.calls).toEqual(['remove 1']);
    expect(fake.current().items.map((i) => i.id)).toEqual([8]);
    expect(compareEvents().map((e) => e.event)).toEqual(['compare_remove']);
  });

  test('a full list: the server\'s "You can compare up to 4 products." is shown beside the button', async () => {
    serveCompareList(emptyList());
    server.use(
      http.post(contractUrl('addCompareItem'), () =>
        HttpResponse.json(
          { code: 'conflict', message: 'You can compare up to 4 products.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<CompareButton {...CHRONOGRAPH} />);
    const button = await screen.findByRole('button', { name: 'Add to compare: Heritage Chronograph' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('You can compare up to 4 products.');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('You can compare up to 4 products.');
    expect(compareEvents()).toEqual([]);
  });
});
