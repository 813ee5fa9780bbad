import type { components } from '../../../common/contract/schema.gen';
import { checkAddress, type Address } from '../checkout/address';
import { DomainError, InvalidInput } from '../errors';
import { ERROR_TEXTS } from '../error-texts';

export type AddressForm = components['schemas']['AddressForm'];

const REQUIRED_TEXT = ['firstname', 'lastname', 'street.0', 'city', 'telephone'] as const;

/** Which defaults the form asks for: a ticked box sets one, an unticked box changes nothing (as Magento). */
export interface RequestedDefaults {
  billing: boolean;
  shipping: boolean;
}

/**
 * The slide-in form's fields as the address the checkout would accept (the same `checkAddress`: country,
 * region list, postcode shape), with the failing field named as the form names it (`body.street.0`).
 */
export function addressFromForm(form: AddressForm, locale = 'en'): Address {
  for (const name of REQUIRED_TEXT) {
    if (!form[name].trim()) throw new InvalidInput(ERROR_TEXTS.requiredField, `body.${name}`);
  }
  const street = [form['street.0'], form['street.1'] ?? ''].map((line) => line.trim());
  const address: Address = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    street: street[1] ? street : street.slice(0, 1),
    city: form.city.trim(),
    region: form.region?.trim() || null,
    region_id: form.region_id ? Number(form.region_id) : null,
    postcode: form.postcode,
    country_id: form.country_id,
    telephone: form.telephone.trim(),
  };
  try {
    return checkAddress(address, 'body', { locale });
  } catch (error) {
    // The checkout's address has a `street` array; the form's first line is `street.0`.
    if (error instanceof DomainError && error.field === 'body.street') {
      throw new InvalidInput(error.text, 'body.street.0');
    }
    throw error;
  }
}

export const requestedDefaults = (form: AddressForm): RequestedDefaults => ({
  billing: form.default_billing === '1',
  shipping: form.default_shipping === '1',
});
