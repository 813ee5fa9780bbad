import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUNTRIES } from '../../../../../config/checkout';
import { POSTCODE_RULES } from '../../../../common/checkout/postcode';
import type { CheckoutConfig, Country } from '../../../api/cart';
import { guestCartStorageKey } from '../../../lib/cart-ref';
import { contractExample, contractUrl, renderApp, server } from '../../../test-utils';

/** Test helpers for the checkout: a guest cart, the store's real countries, a filled shipment step. */
export const CART_ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';
export const FORM_KEY = '3fZq9LmP2xYw7TbK';

export function rememberGuestCart(storeCode = 'en-int'): void {
  window.localStorage.setItem(guestCartStorageKey(storeCode), CART_ID);
}

/** The configuration's countries as getCheckoutConfig answers them. */
export const country = (id: string): Country => {
  const definition = COUNTRIES.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`No country ${id} in config/checkout.ts`);
  return {
    id: definition.id,
    name: definition.name,
    regions: definition.regions,
    postcode_required: definition.postcodeRequired,
    postcode_examples: POSTCODE_RULES[id]?.examples ?? [],
  };
};

/** The contract's configuration example with changes, answered by getCheckoutConfig. */
export function serveCheckoutConfig(
  change: (config: CheckoutConfig) => void = () => undefined,
): CheckoutConfig {
  const config = contractExample<CheckoutConfig>('getCheckoutConfig');
  config.countries = ['CH', 'JP', 'US', 'GB'].map(country);
  change(config);
  server.use(http.get(contractUrl('getCheckoutConfig'), () => HttpResponse.json(config)));
  return config;
}

/** Records every JSON body posted to an operation, answering its contract example. */
export function recordPosts(operationId: string, answer?: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(contractUrl(operationId), async ({ request }) => {
      bodies.push(await request.json());
      return answer ? answer() : HttpResponse.json(contractExample(operationId) as Record<string, unknown>);
    }),
  );
  return bodies;
}

export async function openCheckout(route = '/en-int/checkout') {
  const rendered = renderApp(route);
  await screen.findByRole('heading', { level: 2, name: 'Shipping' });
  return rendered;
}

export interface AddressInput {
  email?: string;
  postcode?: string;
  countryName?: string;
}

/** The checkout's own fields (the footer has a country list of its own). */
export const field = (name: RegExp): HTMLElement =>
  screen.getAllByLabelText(name).find((element) => element.id.startsWith('checkout-')) ??
  screen.getByLabelText(name);

/** Pastes a value, as a shopper's autofill would: one input event instead of one per character. */
export async function enter(user: UserEvent, name: RegExp, value: string): Promise<void> {
  await user.click(field(name));
  await user.paste(value);
}

/** Fills the address the way a shopper would (Geneva by default). */
export async function fillAddress(user: UserEvent, input: AddressInput = {}): Promise<void> {
  const { email = 'louise.martin@example.com', postcode = '1204', countryName } = input;
  if (!field(/^Email Address/).hasAttribute('readonly')) await enter(user, /^Email Address/, email);
  await enter(user, /^First Name/, 'Louise');
  await enter(user, /^Last Name/, 'Martin');
  await enter(user, /^Street Address 1/, 'Rue du Rhône 48');
  await enter(user, /^City/, 'Genève');
  if (countryName) await user.selectOptions(field(/^Country/), countryName);
  if (postcode) await enter(user, /^Zip\/Postal Code/, postcode);
  await enter(user, /^Phone Number/, '+41 22 310 00 00');
}

export const chooseMethod = async (user: UserEvent, carrierTitle: RegExp) =>
  user.click(await screen.findByRole('radio', { name: carrierTitle }));

/** A guest reaches the payment step with the courier. */
export async function reachPayment(user: UserEvent): Promise<void> {
  await fillAddress(user);
  await chooseMethod(user, /Insured courier/);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
}
