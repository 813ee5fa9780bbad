import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { defineMessages } from '../../../common/i18n/define-messages';

type TotalSegment = components['schemas']['TotalSegment'];

/**
 * The totals' segment titles by code, in the store's language: the cart and checkout totals, the order view
 * and the order mail all read them here. The extra fee's English is `EXTRA_FEE.title` of `config/checkout.ts`
 * (segment-titles.test.ts holds them together).
 */
export const SEGMENT_TITLES = defineMessages({
  subtotal: { id: 'configured.total.subtotal', defaultMessage: 'Subtotal' },
  caseback_giftbox: { id: 'configured.total.giftBox', defaultMessage: 'Gift box' },
  caseback_extrafee: { id: 'configured.total.extraFee', defaultMessage: 'Insured delivery' },
  shipping: { id: 'configured.total.shipping', defaultMessage: 'Shipping' },
  grand_total: { id: 'configured.total.grandTotal', defaultMessage: 'Grand Total' },
});

/** Magento's own words for the segments of an order placed before the totals were stored (the seed's). */
export const STORED_ORDER_TITLES = defineMessages({
  shipping: { id: 'configured.total.shippingHandling', defaultMessage: 'Shipping & Handling' },
  caseback_extrafee: { id: 'configured.total.additionalFees', defaultMessage: 'Additional fees' },
});

export type SegmentCode = keyof typeof SEGMENT_TITLES;

export const segmentTitle = (intl: IntlShape, code: SegmentCode): string =>
  intl.formatMessage(SEGMENT_TITLES[code]);

/**
 * Segments stored with an order (titled in the language of the store it was placed in) titled again in the
 * reader's: a known code by its message, any other keeps its stored title.
 */
export const retitled = (intl: IntlShape, segments: readonly TotalSegment[]): TotalSegment[] =>
  segments.map((s) =>
    Object.hasOwn(SEGMENT_TITLES, s.code) ? { ...s, title: segmentTitle(intl, s.code as SegmentCode) } : s,
  );
