import { pickupWindow, todayInTimeZone, addDays, toPickupValue } from '../../../src/common/checkout/pickup';
import type { components } from '../../../src/common/contract/schema.gen';
import { MissingInput, need } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { isStraps, randomText } from './inputs';

type Schemas = components['schemas'];
type OptionValue = Schemas['CartItemOptionValue'];
type GiftMessage = Schemas['GiftMessage'];

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The option codes a cart item may name (the contract's enum of `option_id`). */
const OPTION_CODES: readonly string[] = ['colour', 'case_size'] satisfies OptionValue['option_id'][];

const inStock = (p: { is_saleable: boolean; stock_status: string }) =>
  p.is_saleable && p.stock_status === 'in_stock';

/** A SKU in the contract's pattern that no catalogue has. */
export const unknownSku = (): string => `MA-NO-SUCH-${randomText(10, UPPER)}`;

/** Well-formed (32 letters and digits, like createGuestCart's answers) but not a cart the server made. */
export const unknownMaskedId = (): string => randomText(32);

/** The order line: a saleable watch variation from a listing, the listing's own initial variation first. */
export function orderVariationSku(found: Discovered): string {
  const watches = found.products.filter((p) => !isStraps(found, p.category_type));
  for (const product of watches) {
    const initial = product.variations.find((v) => v.id === product.initial_variation_id);
    const variation = [initial, ...product.variations].find((v) => v && inStock(v));
    if (variation) return variation.sku;
  }
  throw new MissingInput('needs a saleable watch variation in a category listing');
}

/** A strap sold as it is (no variations), in stock. */
export function strapSku(found: Discovered): string {
  const strap = found.products.find(
    (p) => isStraps(found, p.category_type) && p.variations.length === 0 && inStock(p),
  );
  return need(strap, 'a strap in stock in a category listing (the straps category)').sku;
}

/** A product added by its own SKU that has nothing left: a sold-out variation or a sold-out strap. */
export function outOfStockSku(found: Discovered): string | null {
  for (const product of found.products) {
    if (product.variations.length === 0 && product.stock_status === 'out_of_stock') return product.sku;
    const variation = product.variations.find((v) => v.stock_status === 'out_of_stock');
    if (variation) return variation.sku;
  }
  for (const detail of found.productDetails) {
    const variant = detail.variants.find((v) => v.stock_status === 'out_of_stock');
    if (variant) return variant.sku;
  }
  return null;
}

/** The options of a variant, as the product page sends them (only the codes the cart contract knows). */
function optionsOf(attributes: Record<string, number>): OptionValue[] {
  return Object.entries(attributes)
    .filter(([code]) => OPTION_CODES.includes(code))
    .map(([code, value]) => ({ option_id: code as OptionValue['option_id'], option_value: value }));
}

/**
 * A configurable watch added by its options rather than a variation's SKU: a saleable variant other than
 * the order line (`except`), and options of the same watch that match none of its variants.
 */
export function configurableChoice(
  found: Discovered,
  except: string,
): { parentSku: string; variantSku: string; options: OptionValue[]; unmatched: OptionValue[] } {
  for (const detail of found.productDetails) {
    if (detail.type !== 'configurable') continue;
    const variant = detail.variants.find((v) => v.sku !== except && inStock(v));
    const options = variant ? optionsOf(variant.attributes) : [];
    if (!variant || !options.length) continue;
    return { parentSku: detail.sku, variantSku: variant.sku, options, unmatched: unmatchedOptions(detail) };
  }
  throw new MissingInput('needs a configurable watch with a second saleable variant (getProductByUrlKey)');
}

/** A combination of the watch's own option values that no variant has, or else a value none of them has. */
function unmatchedOptions(detail: Schemas['ProductDetail']): OptionValue[] {
  const taken = new Set(detail.variants.map((v) => JSON.stringify(optionsOf(v.attributes))));
  const [first, second] = detail.configurable_options.filter((o) => OPTION_CODES.includes(o.code));
  if (first && second) {
    for (const a of first.values) {
      for (const b of second.values) {
        const combination = optionsOf({ [first.code]: a.value_index, [second.code]: b.value_index });
        if (!taken.has(JSON.stringify(combination))) return combination;
      }
    }
  }
  const code = (first?.code ?? 'colour') as OptionValue['option_id'];
  const used = detail.variants.map((v) => v.attributes[code] ?? 0);
  return [{ option_id: code, option_value: Math.max(0, ...used) + 1 }];
}

/** A delivery country from getCheckoutConfig: the store's own when it is one, else the first. */
export function deliveryCountry(found: Discovered): Schemas['Country'] {
  const countries = need(found.checkoutConfig, 'getCheckoutConfig').countries;
  const own = countries.find((c) => c.id === found.storeConfig?.country_code);
  return need(own ?? countries[0], 'a country in getCheckoutConfig');
}

/** A country code in the contract's pattern that the configuration does not deliver to. */
export function undeliveredCountry(found: Discovered): string {
  const ids = found.checkoutConfig?.countries.map((c) => c.id) ?? [];
  return ['AQ', 'BV', 'ZZ'].find((id) => !ids.includes(id)) ?? 'ZZ';
}

export function addressIn(country: Schemas['Country']): Schemas['Address'] {
  const region = country.regions[0];
  return {
    firstname: 'Verify',
    lastname: 'Contract',
    street: ['1 Verification Street'],
    city: 'Testville',
    region: region ? region.value : null,
    region_id: region ? region.id : null,
    postcode: country.postcode_examples[0] ?? '1000',
    country_id: country.id,
    telephone: '+1 555 0100',
  };
}

/**
 * Pickup dates as the shipping step sends them (yy-mm-dd), from the configured window counted from today
 * in the store's time zone: one well inside it (safe even if the date changes during the run) and the first
 * day before and after it.
 */
export function pickupDates(found: Discovered): { inside: string; before: string; after: string } {
  const { min_days: min, max_days: max } = need(found.checkoutConfig, 'getCheckoutConfig').pickup;
  const timezone = need(found.storeConfig?.timezone, 'the store time zone (getStoreConfig)');
  const today = todayInTimeZone(timezone);
  const { first, last } = pickupWindow(today, min, max);
  return {
    inside: toPickupValue(addDays(today, Math.floor((min + max) / 2))),
    before: toPickupValue(addDays(first, -1)),
    after: toPickupValue(addDays(last, 1)),
  };
}

/** A time in the contract's HH:MM pattern that is not one of the configured pickup times. */
export function unofferedPickupTime(options: readonly string[]): string {
  return ['10:30', '03:00', '23:59'].find((time) => !options.includes(time)) ?? '24:61';
}

/** Gift message texts from the configured rules: the longest allowed, one too long, one not allowed. */
export function giftMessageTexts(found: Discovered): { longest: string; tooLong: string; foreign: string } {
  const rules = need(found.checkoutConfig, 'getCheckoutConfig').gift_message;
  const allowed = Array.from(rules.authorized_characters).filter((c) => /[A-Za-z]/.test(c));
  const letter = need(allowed[0], 'a letter among the authorized gift message characters');
  const sample = 'Happy birthday';
  const base = Array.from(sample).every((c) => rules.authorized_characters.includes(c))
    ? sample
    : letter.repeat(sample.length);
  const longest = base.padEnd(rules.max_length, letter).slice(0, rules.max_length);
  const foreignChar = ['€', '¤', '<', '{'].find((c) => !rules.authorized_characters.includes(c)) ?? '\u0007';
  return {
    longest,
    tooLong: `${longest}${letter}`,
    foreign: `${base.slice(0, Math.max(1, rules.max_length - 2))} ${foreignChar}`,
  };
}

export function giftMessage(message: string): GiftMessage {
  return { recipient: 'Louise', sender: 'Verify Contract', message };
}

/** An Idempotency-Key in the contract's pattern, new for each checkout attempt. */
export const idempotencyKey = (): string => `verify-${randomText(24)}`;
