import { canCreateReturn, isReturnable, maxReturnQty } from './returnable';

const item = (qty: number, is_gift = false, has_engraving = false) => ({ qty, is_gift, has_engraving });

describe('isReturnable (spec 4)', () => {
  it('is returnable with qty above 0, not engraved and not a gift', () => {
    expect(isReturnable(item(1), false)).toBe(true);
  });

  it('is not returnable with qty 0 (everything already returned)', () => {
    expect(isReturnable(item(0), true)).toBe(false);
  });

  it('is never returnable when engraved, even when gifts are', () => {
    expect(isReturnable(item(2, false, true), true)).toBe(false);
    expect(isReturnable(item(2, true, true), true)).toBe(false);
  });

  it('turns on can_return_gift for gifts', () => {
    expect(isReturnable(item(1, true), false)).toBe(false);
    expect(isReturnable(item(1, true), true)).toBe(true);
  });

  it('caps the quantity at what remains, or 0 when not returnable', () => {
    expect(maxReturnQty(item(3), false)).toBe(3);
    expect(maxReturnQty(item(3, true), false)).toBe(0);
  });
});

describe('canCreateReturn (spec 4)', () => {
  const items = [item(1), item(1, true), item(1, false, true)];

  it('is allowed once a returnable item has a quantity above 0', () => {
    expect(canCreateReturn(items, (i) => (i === items[0] ? 1 : 0), false)).toBe(true);
  });

  it('is not allowed when nothing is chosen', () => {
    expect(canCreateReturn(items, () => 0, false)).toBe(false);
  });

  it('does not count quantities of a gift (gifts off) or an engraved item', () => {
    expect(canCreateReturn(items, (i) => (i === items[0] ? 0 : 1), false)).toBe(false);
  });

  it('counts a gift when gifts may be returned', () => {
    expect(canCreateReturn(items, (i) => (i === items[1] ? 1 : 0), true)).toBe(true);
  });
});
