import { dobRange, isoDateIn, type DobRange } from '../../../common/customer/dob-range';
import type { StoreConfig } from '../../api/store';
import type { RegisterRequest } from '../../api/contract-facts';

export interface RegistrationValues {
  email: string;
  password: string;
  password_confirmation: string;
  /** Magento's gender code as the select holds it; '' when not given. */
  gender: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD from the date picker; '' when not given. */
  dob: string;
  is_subscribed: boolean;
}

export const emptyRegistrationValues: RegistrationValues = {
  email: '',
  password: '',
  password_confirmation: '',
  gender: '',
  firstname: '',
  lastname: '',
  dob: '',
  is_subscribed: false,
};

export interface RegistrationRules {
  passwordMinLength: number;
  dob: DobRange;
}

/** The store's rules, with the picker's range counted from the shopper's today. */
export function registrationRules(config: StoreConfig, now: Date): RegistrationRules {
  const settings = config.registration ?? { dob_year_range: 120, dob_max_days_ago: 1 };
  return {
    passwordMinLength: config.customer.password_min_length,
    dob: dobRange(isoDateIn(now), settings.dob_year_range, settings.dob_max_days_ago),
  };
}

/** Every field, as the register call takes them. */
export function registerBody(values: RegistrationValues, formKey: string) {
  const gender = values.gender === '' ? null : Number(values.gender);
  return {
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    gender: gender as (typeof RegisterRequest.gender.enum)[number],
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    dob: values.dob === '' ? null : values.dob,
    is_subscribed: values.is_subscribed,
    form_key: formKey,
  };
}
