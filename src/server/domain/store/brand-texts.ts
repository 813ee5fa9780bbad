import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The house's tagline (`BRAND.tagline` of `config/stores.ts`, shown at the foot of every page and in the home
 * page's description) in the store's language. English is the configured words (brand-texts.test.ts).
 */
export const BRAND_TEXTS = defineMessages({
  tagline: { id: 'configured.brand.tagline', defaultMessage: 'Swiss watchmakers since 1887' },
});

export const brandTagline = (intl: IntlShape): string =>
  // A tagline configured anew without its message keeps its own words.
  BRAND_TEXTS.tagline.defaultMessage === BRAND.tagline
    ? intl.formatMessage(BRAND_TEXTS.tagline)
    : BRAND.tagline;
