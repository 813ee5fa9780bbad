import { watchesListingPage2 } from '../../test-utils/fixtures';
import { createIntl } from 'react-intl';
import { initialVariation, stockMessage, switchVariation } from './variationView';

const chronograph = watchesListingPage2.items[0]!;
const strapLike = watchesListingPage2.items[1]!;

describe('list item variation view', () => {
  test('starts on the initial variation, bound to its SKU', () => {
    expect(initialVariation(chronograph)).toMatchObject({ variationId: 102, sku: 'MA-HER-CHR-01-BLU-40' });
  });

  test('a product without variations shows itself, its case size hidden when empty', () => {
    expect(initialVariation(strapLike)).toMatchObject({
      variationId: null,
      sku: 'MA-RIV-AUT-02',
      caseSize: null,
    });
  });

  test('switching to the variation already shown returns the same object (nothing happens)', () => {
    const shown = initialVariation(chronograph);
    expect(switchVariation(shown, chronograph, 102)).toBe(shown);
  });

  test('switching to an unknown variation keeps what is shown', () => {
    const shown = initialVariation(chronograph);
    expect(switchVariation(shown, chronograph, 999)).toBe(shown);
  });

  test('switching to another variation takes its SKU, link, image and price', () => {
    const next = switchVariation(initialVariation(chronograph), chronograph, 103);
    expect(next).toMatchObject({
      variationId: 103,
      sku: 'MA-HER-CHR-01-SIL-40',
      url: '/en-int/heritage-chronograph.html?variant=103',
      collection: 'Heritage',
    });
    expect(next.image.url).toBe('/media/catalog/product/MA-HER-CHR-01-SIL-40/front.svg');
  });

  test('stock text comes from isSaleable', () => {
    const english = createIntl({ locale: 'en', onError: () => {} });
    expect(english.formatMessage(stockMessage(true))).toBe('In stock');
    expect(english.formatMessage(stockMessage(false))).toBe('Out of stock');
  });
});
