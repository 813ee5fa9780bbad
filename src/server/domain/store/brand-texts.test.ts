import { BRAND } from '../../../../config/stores';
import { ENGLISH_INTL } from '../i18n/api-message';
import { storeIntl } from '../i18n/store-intl';
import { brandTagline } from './brand-texts';

describe("the house's tagline", () => {
  it("is the configured English, and the house's own words in French, Swiss German and Japanese", () => {
    expect(brandTagline(ENGLISH_INTL)).toBe(BRAND.tagline);
    expect(brandTagline(storeIntl({ languageCode: 'fr', locale: 'fr-CH' }))).toBe(
      'Horlogers suisses depuis 1887',
    );
    expect(brandTagline(storeIntl({ languageCode: 'de', locale: 'de-CH' }))).toBe(
      'Schweizer Uhrmacher seit 1887',
    );
    expect(brandTagline(storeIntl({ languageCode: 'ja', locale: 'ja-JP' }))).toBe(
      '1887年創業のスイス時計工房',
    );
  });
});
