import type { CurrencyCode } from './stores';

/**
 * Cart and checkout configuration of the brand: what the spec leaves to "configuration". The server reads it
 * (getCheckoutConfig, totals, validation); the client only ever sees it through that call.
 */
type PerCurrency = Record<CurrencyCode, number>;

/** The gift box: a product of its own (seeded), switched on and off by the cart's gift box toggle. */
export const GIFT_BOX = {
  sku: 'MA-GIFT-BOX',
  name: 'Maison Aurèle presentation box',
  image: '/media/gift-box.svg',
  alt: 'A lacquered presentation box tied with a silk ribbon',
  price: { EUR: 3500, GBP: 3000, USD: 3900, CHF: 3500, JPY: 6000 } satisfies PerCurrency,
};

/** The fee module's segment: code `{vendor_prefix}extrafee` with the vendor prefix `caseback_`. */
export const EXTRA_FEE = {
  code: 'caseback_extrafee',
  title: 'Insured delivery',
  amount: { EUR: 2500, GBP: 2200, USD: 2800, CHF: 2500, JPY: 4000 } satisfies PerCurrency,
};

export const GIFT_MESSAGE_AUTHORIZED_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,;:!?'-()&éèêëàâäçôöûùüïîÉÈÀÇ";
export const GIFT_MESSAGE_ERROR_DISPLAY_MS = 3000;

export const PICKUP = {
  minDays: 7,
  maxDays: 29,
  /** 60-minute steps, boutique opening hours. */
  timeOptions: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
};

/** 0 posts the newsletter agreement at once; otherwise after this many milliseconds, once per timer. */
export const NEWSLETTER_DELAY_MS = 0;
export const POSTCODE_STRICT = false;

export const JP_POSTCODE = {
  enabledCountries: ['JP'],
  dataUrl: '/static-data/jp-postal/',
  overrideFilled: { region: true, city: true, street: false },
};

export const PAYMENT_METHODS = [
  { code: 'caseback_paylater', title: 'Pay later in 3 instalments' },
  { code: 'caseback_wallet', title: 'Wallet express checkout' },
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];

export const SHIPPING_METHODS = [
  {
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: 'Insured courier',
    methodTitle: 'Delivered in 2-4 working days',
    amount: { EUR: 0, GBP: 0, USD: 0, CHF: 0, JPY: 0 } satisfies PerCurrency,
  },
  {
    carrierCode: 'pickupdate',
    methodCode: 'pickupdate',
    carrierTitle: 'Boutique pickup',
    methodTitle: 'Collect on a date and time of your choice',
    amount: { EUR: 0, GBP: 0, USD: 0, CHF: 0, JPY: 0 } satisfies PerCurrency,
  },
];

export interface RegionDefinition {
  id: number;
  region_code: string;
  value: string;
}
export interface CountryDefinition {
  id: string;
  name: string;
  regions: RegionDefinition[];
  postcodeRequired: boolean;
}

/** Japan's prefectures by JIS code: the postal data's prefecture codes select them. */
const JP_PREFECTURES: [string, string][] = [
  ['01', '北海道'],
  ['02', '青森県'],
  ['03', '岩手県'],
  ['04', '宮城県'],
  ['05', '秋田県'],
  ['06', '山形県'],
  ['07', '福島県'],
  ['08', '茨城県'],
  ['09', '栃木県'],
  ['10', '群馬県'],
  ['11', '埼玉県'],
  ['12', '千葉県'],
  ['13', '東京都'],
  ['14', '神奈川県'],
  ['15', '新潟県'],
  ['16', '富山県'],
  ['17', '石川県'],
  ['18', '福井県'],
  ['19', '山梨県'],
  ['20', '長野県'],
  ['21', '岐阜県'],
  ['22', '静岡県'],
  ['23', '愛知県'],
  ['24', '三重県'],
  ['25', '滋賀県'],
  ['26', '京都府'],
  ['27', '大阪府'],
  ['28', '兵庫県'],
  ['29', '奈良県'],
  ['30', '和歌山県'],
  ['31', '鳥取県'],
  ['32', '島根県'],
  ['33', '岡山県'],
  ['34', '広島県'],
  ['35', '山口県'],
  ['36', '徳島県'],
  ['37', '香川県'],
  ['38', '愛媛県'],
  ['39', '高知県'],
  ['40', '福岡県'],
  ['41', '佐賀県'],
  ['42', '長崎県'],
  ['43', '熊本県'],
  ['44', '大分県'],
  ['45', '宮崎県'],
  ['46', '鹿児島県'],
  ['47', '沖縄県'],
];
const US_STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const regions = (base: number, list: [string, string][]): RegionDefinition[] =>
  list.map(([code, value], i) => ({ id: base + i + 1, region_code: code, value }));

export const COUNTRIES: CountryDefinition[] = [
  { id: 'AT', name: 'Austria', regions: [], postcodeRequired: true },
  { id: 'BE', name: 'Belgium', regions: [], postcodeRequired: true },
  { id: 'FR', name: 'France', regions: [], postcodeRequired: true },
  { id: 'DE', name: 'Germany', regions: [], postcodeRequired: true },
  { id: 'IT', name: 'Italy', regions: [], postcodeRequired: true },
  { id: 'JP', name: 'Japan', regions: regions(1000, JP_PREFECTURES), postcodeRequired: true },
  { id: 'NL', name: 'Netherlands', regions: [], postcodeRequired: true },
  { id: 'ES', name: 'Spain', regions: [], postcodeRequired: true },
  { id: 'CH', name: 'Switzerland', regions: [], postcodeRequired: true },
  { id: 'GB', name: 'United Kingdom', regions: [], postcodeRequired: true },
  { id: 'US', name: 'United States', regions: regions(2000, US_STATES), postcodeRequired: true },
];
