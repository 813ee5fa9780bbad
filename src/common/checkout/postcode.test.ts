import { createIntl } from '@formatjs/intl';
import de from '../i18n/compiled/de.gen';
import ja from '../i18n/compiled/ja.gen';
import { checkPostcode, parseJpPostcode, postcodeWarning } from './postcode';

/** The notice as a store of that locale words it (the browser and the server alike). */
const say = (examples: string[], strict: boolean, locale = 'en', messages = {}) => {
  const message = postcodeWarning(examples, strict);
  return createIntl({ locale, defaultLocale: 'en', messages }).formatMessage(message, message.values);
};

describe('postcode check', () => {
  it('knows the formats of the shipping countries and accepts any postcode elsewhere', () => {
    expect(checkPostcode('CH', '1204')).toEqual({ valid: true, examples: ['1204', '8001'] });
    expect(checkPostcode('CH', '12345').valid).toBe(false);
    expect(checkPostcode('GB', 'sw1a 1aa').valid).toBe(true);
    expect(checkPostcode('US', '90210-1234').valid).toBe(true);
    expect(checkPostcode('JP', '150-0001').valid).toBe(true);
    expect(checkPostcode('ZZ', 'anything')).toEqual({ valid: true, examples: [] });
  });

  it('words the notice exactly, with the ignore hint only when not strict', () => {
    expect(say(['1204', '8001'], false)).toBe(
      'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001. If you believe it is the right one you can ignore this notice.',
    );
    expect(say(['1204', '8001'], true)).toBe(
      'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001.',
    );
    expect(say([], true)).toBe('Provided Zip/Postal Code seems to be invalid.');
  });

  it('words it in Swiss German and Japanese, the examples kept as they are', () => {
    expect(say(['1204', '8001'], true, 'de-CH', de)).toBe(
      'Die angegebene Postleitzahl scheint ungültig zu sein. Beispiel: 1204; 8001.',
    );
    expect(say(['150-0001', '1000005'], false, 'ja-JP', ja)).toBe(
      '入力された郵便番号に誤りがある可能性がございます。例：150-0001; 1000005。正しい場合は、このメッセージを無視してください。',
    );
  });
});

describe('Japanese postcode', () => {
  it('reads 3 digits, an optional hyphen and optional 4 digits', () => {
    expect(parseJpPostcode('150-0001')).toEqual({ regionCode: '150', cityCode: '0001' });
    expect(parseJpPostcode('1500001')).toEqual({ regionCode: '150', cityCode: '0001' });
    expect(parseJpPostcode('150')).toEqual({ regionCode: '150', cityCode: null });
    expect(parseJpPostcode('15-00001')).toBeNull();
    expect(parseJpPostcode('150-001')).toBeNull();
  });
});
