/**
 * The return label's rules (spec 4), shared by the page (what may be chosen, when Create is enabled) and the
 * server (what it accepts), so the two never disagree.
 */
export interface ReturnCandidate {
  /** What may still be returned: bought minus what earlier labels return. */
  qty: number;
  is_gift: boolean;
  has_engraving: boolean;
}

/** Returnable: qty > 0 and not engraved; and, when gifts are not returnable, not a gift. */
export function isReturnable(item: ReturnCandidate, canReturnGift: boolean): boolean {
  return item.qty > 0 && !item.has_engraving && (canReturnGift || !item.is_gift);
}

/** The most of an item one label may return: all of what remains when returnable, otherwise nothing. */
export const maxReturnQty = (item: ReturnCandidate, canReturnGift: boolean): number =>
  isReturnable(item, canReturnGift) ? item.qty : 0;

/**
 * Create is allowed only when the summed chosen qty of returnable items is above 0. `chosen` maps an item to
 * the quantity picked for it; a pick on an item that is not returnable counts for nothing.
 */
export function canCreateReturn<T extends ReturnCandidate>(
  items: readonly T[],
  chosen: (item: T) => number,
  canReturnGift: boolean,
): boolean {
  const total = items.reduce(
    (sum, item) => sum + (isReturnable(item, canReturnGift) ? Math.max(0, chosen(item)) : 0),
    0,
  );
  return total > 0;
}
