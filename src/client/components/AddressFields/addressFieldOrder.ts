import { shopLanguage } from '../../../common/i18n/languages';

export type AddressFieldGroup = 'name' | 'street' | 'city' | 'country' | 'region' | 'postcode' | 'telephone';

export interface AddressFieldOrder {
  groups: readonly AddressFieldGroup[];
}

/** Magento's order, kept in every store but the Japanese one. */
const WESTERN: AddressFieldOrder = {
  groups: ['name', 'street', 'city', 'country', 'region', 'postcode', 'telephone'],
};

/**
 * A Japanese form's order: the name (姓, 名), then the address from the largest part down: the country, the
 * postcode (whose autofill then fills what follows it), the prefecture, the city or ward, the street and the
 * building (the street's second line), then the telephone. In the Japanese store it holds for every country:
 * the country comes first, so the fields do not move under the shopper once it is chosen.
 */
const JAPANESE: AddressFieldOrder = {
  groups: ['name', 'country', 'postcode', 'region', 'city', 'street', 'telephone'],
};

export const addressFieldOrder = (language: string): AddressFieldOrder =>
  shopLanguage(language) === 'ja' ? JAPANESE : WESTERN;
