import { ENGLISH_INTL } from '../i18n/api-message';
import { storeIntl } from '../i18n/store-intl';
import { returnForm } from './lookup';

type ReturnOrder = Parameters<typeof returnForm>[0];

const address = {
  firstname: 'Anna',
  lastname: 'Keller',
  street: ['Bahnhofstrasse 1'],
  city: 'Zürich',
  postcode: '8001',
  country_id: 'CH',
  telephone: '+41 44 000 00 00',
};
// Only what the form reads of an order: the lookup's own fields are not what this test is about.
const order = {
  id: 1,
  storeId: 1,
  incrementId: '000000101',
  createdAt: '2025-11-14T10:22:00Z',
  email: 'anna.keller@example.com',
  shipping: address,
  billing: address,
  lines: [],
} as unknown as ReturnOrder;

const phoneLabel = (languageCode?: string, locale?: string) =>
  returnForm(
    order,
    'token',
    new Date('2026-11-26T12:00:00Z'),
    languageCode && locale ? storeIntl({ languageCode, locale }) : ENGLISH_INTL,
  ).inputs[0]!.label;

describe("the return form's phone input", () => {
  it("is labelled in the store's language", () => {
    expect(phoneLabel()).toBe('Phone number for the carrier');
    expect(phoneLabel('fr', 'fr-CH')).toBe('Numéro de téléphone pour le transporteur');
    expect(phoneLabel('de', 'de-CH')).toBe('Telefonnummer für den Versanddienstleister');
    expect(phoneLabel('ja', 'ja-JP')).toBe('配送業者用の電話番号');
  });
});
