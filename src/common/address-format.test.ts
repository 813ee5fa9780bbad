import { countryName } from './i18n/country-names';
import {
  addressOneLine,
  addressText,
  addressLines,
  inJapaneseOrder,
  personName,
  type PostalAddress,
} from './address-format';

const tokyo: PostalAddress = {
  firstname: '太郎',
  lastname: '山田',
  street: ['神宮前1-2-3', 'ラ・メゾン神宮前 501'],
  postcode: '150-0001',
  city: '渋谷区',
  region: '東京都',
  country_id: 'JP',
};

const tokyoInLatin: PostalAddress = {
  firstname: 'Taro',
  lastname: 'Yamada',
  street: ['1-2-3 Jingumae'],
  postcode: '150-0001',
  city: 'Shibuya-ku',
  region: 'Tokyo',
  country_id: 'JP',
};

const geneva: PostalAddress = {
  firstname: 'Claire',
  lastname: 'Favre',
  street: ['Quai du Mont-Blanc 19', ''],
  postcode: '1201',
  city: 'Genève',
  region: 'Genève',
  country_id: 'CH',
};

const lyon: PostalAddress = {
  firstname: 'Louise',
  lastname: 'Martin',
  street: ['18 Rue Mercière'],
  postcode: '69002',
  city: 'Lyon',
  region: null,
  country_id: 'FR',
};

const london: PostalAddress = {
  firstname: 'Oliver',
  lastname: 'Bennett',
  street: ['10 Jermyn Street', 'Flat 4'],
  postcode: 'SW1Y 6JF',
  city: 'London',
  region: '',
  country_id: 'GB',
};

const beverlyHills: PostalAddress = {
  firstname: 'Grace',
  lastname: 'Miller',
  street: ['9500 Wilshire Blvd'],
  postcode: '90212',
  city: 'Beverly Hills',
  region: 'California',
  country_id: 'US',
};

describe('an address in Japan read in Japanese', () => {
  it('goes from the country down to the building, then the family name first with 様', () => {
    expect(addressText(tokyo, { language: 'ja', countryName: '日本' })).toEqual([
      '日本',
      '〒150-0001',
      '東京都渋谷区',
      '神宮前1-2-3',
      'ラ・メゾン神宮前 501',
      '山田 太郎 様',
    ]);
  });

  it('marks the name line, so that a page can set it apart', () => {
    const lines = addressLines(tokyo, { language: 'ja-JP' });
    expect(lines.filter((line) => line.kind === 'name')).toEqual([{ kind: 'name', text: '山田 太郎 様' }]);
    expect(lines[0]).toEqual({ kind: 'place', text: '〒150-0001' });
  });

  it('runs prefecture, city and street together on one line', () => {
    expect(addressOneLine(tokyo, { language: 'ja', countryName: '日本' })).toBe(
      '日本 〒150-0001 東京都渋谷区神宮前1-2-3 ラ・メゾン神宮前 501',
    );
  });

  it('leaves out a missing postcode rather than printing a bare 〒', () => {
    expect(addressText({ ...tokyo, postcode: '' }, { language: 'ja' })).toEqual([
      '東京都渋谷区',
      '神宮前1-2-3',
      'ラ・メゾン神宮前 501',
      '山田 太郎 様',
    ]);
  });
});

describe('an address in Japan read in English (decided: the romanised order of mail from abroad)', () => {
  it('puts the name first and writes "City, Prefecture postcode", without 〒 or 様', () => {
    expect(addressText(tokyoInLatin, { language: 'en', countryName: 'Japan' })).toEqual([
      'Taro Yamada',
      '1-2-3 Jingumae',
      'Shibuya-ku, Tokyo 150-0001',
      'Japan',
    ]);
    expect(inJapaneseOrder('JP', 'en-GB')).toBe(false);
    expect(inJapaneseOrder('JP', 'fr')).toBe(false);
  });
});

describe('addresses elsewhere keep their country’s order', () => {
  it('Switzerland: postcode before the town, then the canton', () => {
    expect(addressText(geneva, { language: 'fr-CH', countryName: 'Suisse' })).toEqual([
      'Claire Favre',
      'Quai du Mont-Blanc 19',
      '1201 Genève',
      'Genève',
      'Suisse',
    ]);
  });

  it('France: postcode before the town, no empty region line', () => {
    expect(addressText(lyon, { language: 'fr', countryName: 'France' })).toEqual([
      'Louise Martin',
      '18 Rue Mercière',
      '69002 Lyon',
      'France',
    ]);
    expect(addressOneLine(lyon, { language: 'fr', countryName: 'France' })).toBe(
      '18 Rue Mercière, 69002 Lyon, France',
    );
  });

  it('United Kingdom: the post town and the postcode on lines of their own', () => {
    expect(addressText(london, { language: 'en', countryName: 'United Kingdom' })).toEqual([
      'Oliver Bennett',
      '10 Jermyn Street',
      'Flat 4',
      'London',
      'SW1Y 6JF',
      'United Kingdom',
    ]);
  });

  it('United States: "City, State ZIP"', () => {
    expect(addressText(beverlyHills, { language: 'en', countryName: 'United States' })).toEqual([
      'Grace Miller',
      '9500 Wilshire Blvd',
      'Beverly Hills, California 90212',
      'United States',
    ]);
  });

  it('in the Japanese store a foreign address keeps its order, the family name first and no 様', () => {
    expect(addressText(lyon, { language: 'ja', countryName: 'フランス' })).toEqual([
      'Martin Louise',
      '18 Rue Mercière',
      '69002 Lyon',
      'フランス',
    ]);
  });
});

describe('names and countries', () => {
  it('writes the family name first only in Japanese', () => {
    expect(personName({ firstname: '太郎', lastname: '山田' }, 'ja', true)).toBe('山田 太郎 様');
    expect(personName({ firstname: 'Taro', lastname: 'Yamada' }, 'en', true)).toBe('Taro Yamada');
    expect(personName({ firstname: null, lastname: null }, 'ja', true)).toBe('');
  });

  it('names a country in the reader’s locale', () => {
    expect(countryName('JP', 'ja-JP')).toBe('日本');
    expect(countryName('CH', 'de-CH')).toBe('Schweiz');
    expect(countryName('FR', 'en-GB')).toBe('France');
  });

  it('a boutique (no name) is only its place', () => {
    const ginza = { street: ['5-7-2 Ginza, Chuo-ku'], postcode: '104-0061', city: 'Tokyo', country_id: 'JP' };
    expect(addressText(ginza, { language: 'ja' })).toEqual(['〒104-0061', 'Tokyo', '5-7-2 Ginza, Chuo-ku']);
  });
});
