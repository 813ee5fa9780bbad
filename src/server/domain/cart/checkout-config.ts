import {
  COUNTRIES,
  EXTRA_FEE,
  GIFT_BOX,
  GIFT_MESSAGE_AUTHORIZED_CHARACTERS,
  GIFT_MESSAGE_ERROR_DISPLAY_MS,
  JP_POSTCODE,
  NEWSLETTER_DELAY_MS,
  PAYMENT_METHODS,
  PICKUP,
  POSTCODE_STRICT,
} from '../../../../config/checkout';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../../common/checkout/gift-message';
import { POSTCODE_RULES } from '../../../common/checkout/postcode';
import type { components } from '../../../common/contract/schema.gen';
import type { StoreView } from '../store/store-registry';
import { amountIn } from './configured-amount';
import { storePaths } from '../../../common/store-paths';
import { countryName, sortedByName } from '../../../common/i18n/country-names';
import { storeIntl } from '../i18n/store-intl';
import { paymentTitle } from '../checkout/method-titles';
import { giftBoxAlt, giftBoxName } from './gift-box-texts';
import { segmentTitle } from './segment-titles';

type CheckoutConfig = components['schemas']['CheckoutConfig'];

/**
 * The store's cart and checkout configuration, with every amount in the store's currency and every title and
 * country name in the store's language (countries in its alphabetical order).
 */
export function checkoutConfig(store: StoreView): CheckoutConfig {
  const intl = storeIntl(store);
  const countries = COUNTRIES.map((c) => ({ ...c, name: countryName(c.id, store.locale) }));
  return {
    gift_box: {
      giftBoxSku: GIFT_BOX.sku,
      giftBoxName: giftBoxName(intl),
      giftBoxPrice: amountIn(GIFT_BOX.price, store.currencyCode),
      giftBoxImg: GIFT_BOX.image,
      giftBoxImgAlt: giftBoxAlt(intl),
    },
    gift_message: {
      max_length: GIFT_MESSAGE_MAX_LENGTH,
      authorized_characters: GIFT_MESSAGE_AUTHORIZED_CHARACTERS,
      error_display_ms: GIFT_MESSAGE_ERROR_DISPLAY_MS,
    },
    pickup: { min_days: PICKUP.minDays, max_days: PICKUP.maxDays, time_options: [...PICKUP.timeOptions] },
    newsletter: {
      subscribe_url: storePaths.newsletterSubscribe(store.code),
      delay_ms: NEWSLETTER_DELAY_MS,
    },
    postcode: { strict: POSTCODE_STRICT },
    jp_postcode: {
      enabled_countries: [...JP_POSTCODE.enabledCountries],
      data_url: JP_POSTCODE.dataUrl,
      override_filled: { ...JP_POSTCODE.overrideFilled },
    },
    extra_fee: {
      code: EXTRA_FEE.code,
      title: segmentTitle(intl, 'caseback_extrafee'),
      amount: amountIn(EXTRA_FEE.amount, store.currencyCode),
    },
    countries: sortedByName(countries, (c) => c.name, store.locale).map((c) => ({
      id: c.id,
      name: c.name,
      regions: c.regions.map((r) => ({ ...r })),
      postcode_required: c.postcodeRequired,
      postcode_examples: [...(POSTCODE_RULES[c.id]?.examples ?? [])],
    })),
    payment_methods: PAYMENT_METHODS.map((m) => ({
      code: m.code,
      title: paymentTitle(intl, m.code, m.title),
    })),
  };
}
