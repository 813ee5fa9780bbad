import { EXTRA_FEE, GIFT_BOX } from '../../../../config/checkout';
import { storeIntl } from '../i18n/store-intl';
import { ENGLISH_INTL } from '../i18n/api-message';
import { giftBoxAlt, giftBoxName } from './gift-box-texts';
import { retitled, SEGMENT_TITLES } from './segment-titles';

const stored = [
  { code: 'subtotal', title: 'Subtotal', value: 645000 },
  { code: 'caseback_extrafee', title: 'Insured delivery', value: 2500 },
  { code: 'caseback_engraving', title: 'Engraving', value: 5000 },
  { code: 'grand_total', title: 'Grand Total', value: 652500 },
];

describe('the totals segment titles', () => {
  it('keep the configured English of the extra fee', () => {
    expect(SEGMENT_TITLES.caseback_extrafee.defaultMessage).toBe(EXTRA_FEE.title);
    expect(retitled(ENGLISH_INTL, stored)).toEqual(stored);
  });

  it('title an order’s stored segments again in the reader’s language; an unknown code keeps its title', () => {
    const titles = (languageCode: string, locale: string) =>
      retitled(storeIntl({ languageCode, locale }), stored).map((s) => s.title);
    expect(titles('fr', 'fr-FR')).toEqual(['Sous-total', 'Livraison assurée', 'Engraving', 'Total']);
    expect(titles('de', 'de-CH')).toEqual([
      'Zwischensumme',
      'Versicherter Versand',
      'Engraving',
      'Gesamtsumme',
    ]);
    expect(titles('ja', 'ja-JP')).toEqual(['小計', '保険付き配送', 'Engraving', '合計金額']);
  });
});

describe('the gift box texts', () => {
  it('are the configured words in English and the house’s in the other languages', () => {
    expect(giftBoxName(ENGLISH_INTL)).toBe(GIFT_BOX.name);
    expect(giftBoxAlt(ENGLISH_INTL)).toBe(GIFT_BOX.alt);
    const japanese = storeIntl({ languageCode: 'ja', locale: 'ja-JP' });
    expect(giftBoxName(japanese)).toBe('Maison Aurèle プレゼンテーションボックス');
    expect(giftBoxAlt(japanese)).toBe('シルクのリボンを結んだ漆塗りのプレゼンテーションボックス');
    expect(giftBoxAlt(storeIntl({ languageCode: 'de', locale: 'de-CH' }))).toBe(
      'Ein lackiertes Präsentationsetui, mit einem Seidenband gebunden',
    );
  });
});
