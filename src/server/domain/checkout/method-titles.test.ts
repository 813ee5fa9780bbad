import { PAYMENT_METHODS, SHIPPING_METHODS } from '../../../../config/checkout';
import { ENGLISH_INTL } from '../i18n/api-message';
import { storeIntl } from '../i18n/store-intl';
import { carrierTitle, METHOD_TITLE_MESSAGES, methodTitle, paymentTitle } from './method-titles';
import { shippingMethodTitle } from './shipping-methods';

const french = storeIntl({ languageCode: 'fr', locale: 'fr-CH' });
const german = storeIntl({ languageCode: 'de', locale: 'de-CH' });
const japanese = storeIntl({ languageCode: 'ja', locale: 'ja-JP' });

describe('the configured methods’ titles', () => {
  it('are, in English, the configuration’s own words, each method with its message', () => {
    const { carrierMessages, methodMessages, paymentMessages } = METHOD_TITLE_MESSAGES;
    for (const m of SHIPPING_METHODS) {
      expect(carrierMessages[m.carrierCode as keyof typeof carrierMessages].defaultMessage).toBe(
        m.carrierTitle,
      );
      expect(methodMessages[m.carrierCode as keyof typeof methodMessages].defaultMessage).toBe(m.methodTitle);
      expect(carrierTitle(ENGLISH_INTL, m.carrierCode, 'unused')).toBe(m.carrierTitle);
    }
    for (const p of PAYMENT_METHODS) {
      expect(paymentMessages[p.code].defaultMessage).toBe(p.title);
      expect(paymentTitle(ENGLISH_INTL, p.code)).toBe(p.title);
    }
  });

  it('read in French, Swiss German and Japanese', () => {
    expect(methodTitle(french, 'pickupdate', '')).toBe('Retrait à la date et à l’heure de votre choix');
    expect(methodTitle(german, 'flatrate', '')).toBe('Lieferung in 2–4 Werktagen');
    expect(methodTitle(japanese, 'flatrate', '')).toBe('2〜4営業日でお届けいたします');
    expect(paymentTitle(german, 'caseback_paylater')).toBe('Später bezahlen in 3 Raten');
    expect(shippingMethodTitle(japanese, 'pickupdate_pickupdate')).toBe('ブティックでのお受け取り');
    expect(shippingMethodTitle(french, 'flatrate_flatrate')).toBe('Coursier assuré');
  });

  it('leave a method the catalogue does not know under its configured title or code', () => {
    expect(carrierTitle(french, 'courier2', 'Courier two')).toBe('Courier two');
    expect(paymentTitle(japanese, 'checkmo')).toBe('checkmo');
    expect(shippingMethodTitle(german, 'tablerate_bestway')).toBe('tablerate_bestway');
  });
});
