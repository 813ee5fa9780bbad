import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductListItem, ProductVariation } from '../../api/catalog';
import { contractExample, contractUrl, dataLayerEvents, renderWithProviders, server } from '../../test-utils';
import { ProductGrid } from '../ProductGrid/ProductGrid';

const MASKED_ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';

const variation = (over: Partial<ProductVariation> & Pick<ProductVariation, 'id' | 'sku'>) => ({
  name: 'Heritage Chronograph',
  colour: { id: 12, label: 'Midnight blue', swatch: '#1d2a4a' },
  case_size: '40 mm',
  price: { currency: 'EUR', amount: 645000, rrp: null },
  is_saleable: true,
  stock_status: 'in_stock' as const,
  image: { url: `/media/catalog/product/${over.sku}/front.svg`, alt: 'Blue, 40 mm', width: 800, height: 800 },
  url: `/en-int/heritage-chronograph.html?variant=${over.id}`,
  ...over,
});

const blue40 = variation({ id: 102, sku: 'MA-HER-CHR-01-BLU-40' });
/** Differs from the first in every field spec 4 lists. */
const silver38 = variation({
  id: 104,
  sku: 'MA-HER-CHR-01-SIL-38',
  name: 'Heritage Chronograph Small',
  colour: { id: 13, label: 'Silver', swatch: '#c9c9c4' },
  case_size: '38 mm',
  price: { currency: 'EUR', amount: 590000, rrp: 620000 },
  is_saleable: false,
  stock_status: 'out_of_stock',
  image: {
    url: '/media/catalog/product/MA-HER-CHR-01-SIL-38/front.svg',
    alt: 'Silver, 38 mm',
    width: 800,
    height: 800,
  },
});
const silver40 = variation({
  id: 103,
  sku: 'MA-HER-CHR-01-SIL-40',
  colour: { id: 13, label: 'Silver', swatch: '#c9c9c4' },
});

const chronograph: ProductListItem = {
  id: 101,
  sku: 'MA-HER-CHR-01',
  name: 'Heritage Chronograph',
  url_key: 'heritage-chronograph',
  url: '/en-int/heritage-chronograph.html',
  collection: { id: 4, name: 'Heritage' },
  case_size: '40 mm',
  price: blue40.price,
  is_saleable: true,
  stock_status: 'in_stock',
  image: blue40.image,
  category_type: 0,
  initial_variation_id: 102,
  variations: [blue40, silver40, silver38],
};

function renderCard() {
  const adds: { cartId: string; sku: string; qty: number }[] = [];
  server.use(
    http.post(contractUrl('createGuestCart'), () => HttpResponse.json(MASKED_ID)),
    http.post(contractUrl('addGuestCartItem'), async ({ request, params }) => {
      const body = (await request.json()) as { cartItem: { sku: string; qty: number } };
      adds.push({ cartId: String(params.cartId), ...body.cartItem });
      return HttpResponse.json(contractExample('getGuestCart') as object);
    }),
  );
  const utils = renderWithProviders(<ProductGrid products={[chronograph]} label="Watches" />);
  const card = () => screen.getByRole('article');
  return { ...utils, adds, card };
}

const swatch = (name: string) => screen.getByRole('button', { name });

describe('list item variation switch (spec 4)', () => {
  test('one swatch per variation, named by colour and size; the initial variation is pressed', async () => {
    renderCard();
    const swatches = await screen.findByRole('list', { name: 'Heritage Chronograph: variations' });
    expect(
      within(swatches)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Midnight blue, 40 mm', 'Silver, 40 mm', 'Silver, 38 mm']);
    expect(swatch('Midnight blue, 40 mm')).toHaveAttribute('aria-pressed', 'true');
    expect(within(swatches).getByText('38')).toBeInTheDocument();
  });

  test('hovering a swatch updates name, link, collection, image, price with RRP, case size, stock and add-to-cart', async () => {
    const { user, card } = renderCard();
    await screen.findByRole('article');
    await user.hover(swatch('Silver, 38 mm'));

    const shown = card();
    const link = within(shown).getByRole('link', { name: 'Heritage Chronograph Small' });
    expect(link).toHaveAttribute('href', '/en-int/heritage-chronograph.html?variant=104');
    expect(within(shown).getByText('Heritage')).toBeInTheDocument();
    expect(within(shown).getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      '/media/catalog/product/MA-HER-CHR-01-SIL-38/front.svg',
    );
    expect(within(shown).getByText('€5,900.00')).toBeInTheDocument();
    expect(within(shown).getByRole('deletion')).toHaveTextContent('€6,200.00');
    expect(within(shown).getByText('38 mm')).toBeInTheDocument();
    expect(within(shown).getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: /^Out of stock/ })).toBeDisabled();
    expect(swatch('Silver, 38 mm')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('Midnight blue, 40 mm')).toHaveAttribute('aria-pressed', 'false');
  });

  test('clicking back switches again; the stock text follows isSaleable', async () => {
    const { user, card } = renderCard();
    await screen.findByRole('article');
    await user.click(swatch('Silver, 38 mm'));
    expect(within(card()).getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    await user.click(swatch('Midnight blue, 40 mm'));
    expect(within(card()).getByText('In stock')).toBeInTheDocument();
    expect(within(card()).getByText('€6,450.00')).toBeInTheDocument();
    expect(within(card()).queryByRole('deletion')).not.toBeInTheDocument();
  });

  test('choosing the variation already shown changes nothing', async () => {
    const { user, card } = renderCard();
    await screen.findByRole('article');
    const before = card().innerHTML;
    await user.hover(swatch('Midnight blue, 40 mm'));
    await user.click(swatch('Midnight blue, 40 mm'));
    expect(card().innerHTML).toBe(before);
  });

  test('add to cart sends the SKU of the variation shown, after a switch', async () => {
    const { user, adds } = renderCard();
    await screen.findByRole('article');
    await user.click(swatch('Silver, 40 mm'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Heritage Chronograph' }));
    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(adds).toEqual([{ cartId: MASKED_ID, sku: 'MA-HER-CHR-01-SIL-40', qty: 1 }]);
    expect(dataLayerEvents()).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', sku: 'MA-HER-CHR-01-SIL-40', qty: 1 }),
    );
  });

  test('by keyboard: the card announces the outcome politely and keeps the focus on its button', async () => {
    const { user, adds } = renderCard();
    const button = await screen.findByRole('button', { name: 'Add to Cart: Heritage Chronograph' });
    button.focus();
    await user.keyboard('{Enter}');
    const added = await screen.findByText('You added Heritage Chronograph to your shopping cart.');
    expect(added).toHaveAttribute('role', 'status');
    expect(button).toHaveFocus();
    expect(adds).toHaveLength(1);
  });

  test('a failed add shows the server message on the card', async () => {
    const { user } = renderCard();
    server.use(
      http.post(contractUrl('addGuestCartItem'), () =>
        HttpResponse.json(
          { code: 'out_of_stock', message: 'The requested qty is not available' },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Heritage Chronograph' }));
    expect(await screen.findByText('The requested qty is not available')).toHaveAttribute('role', 'alert');
  });
});

describe('list analytics', () => {
  test('the list reports its impressions once, and a click on a product reports the product shown', async () => {
    const { user } = renderCard();
    await screen.findByRole('article');
    const impressions = () => dataLayerEvents().filter((e) => e.event === 'view_item_list');
    expect(impressions()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Watches',
          currency: 'EUR',
          items: [
            {
              item_id: 'MA-HER-CHR-01',
              item_name: 'Heritage Chronograph',
              item_brand_collection: 'Heritage',
              item_list_name: 'Watches',
              index: 1,
              price: 6450,
            },
          ],
        },
      },
    ]);
    await user.hover(swatch('Silver, 40 mm'));
    await user.click(screen.getByRole('link', { name: 'Heritage Chronograph' }));
    expect(impressions()).toHaveLength(1);
    const click = dataLayerEvents().find((e) => e.event === 'select_item') as {
      ecommerce: { items: { item_id: string }[] };
    };
    expect(click.ecommerce.items[0]?.item_id).toBe('MA-HER-CHR-01-SIL-40');
  });
});
