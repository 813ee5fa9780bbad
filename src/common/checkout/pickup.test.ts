import {
  formatPickupDisplay,
  fromPickupValue,
  isPickupDateAllowed,
  isPickupTimeAllowed,
  pickupWindow,
  todayInTimeZone,
  toPickupValue,
} from './pickup';

describe('pickup window (today + 7 to today + 29)', () => {
  it('crosses month and year ends', () => {
    expect(pickupWindow('2026-12-28')).toEqual({ first: '2027-01-04', last: '2027-01-26' });
    expect(pickupWindow('2027-01-31')).toEqual({ first: '2027-02-07', last: '2027-03-01' });
    expect(pickupWindow('2028-02-01')).toEqual({ first: '2028-02-08', last: '2028-03-01' });
  });

  it('accepts the first and last day and nothing outside', () => {
    expect(isPickupDateAllowed('2026-11-29', '2026-11-22')).toBe(true);
    expect(isPickupDateAllowed('2026-12-21', '2026-11-22')).toBe(true);
    expect(isPickupDateAllowed('2026-11-28', '2026-11-22')).toBe(false);
    expect(isPickupDateAllowed('2026-12-22', '2026-11-22')).toBe(false);
    expect(isPickupDateAllowed('2026-02-30', '2026-02-01')).toBe(false);
  });

  it("reads today in the store's time zone, not the machine's", () => {
    const lateUtc = new Date('2026-12-31T20:30:00Z');
    expect(todayInTimeZone('Europe/London', lateUtc)).toBe('2026-12-31');
    expect(todayInTimeZone('Asia/Tokyo', lateUtc)).toBe('2027-01-01');
  });

  it('sends yy-mm-dd and shows d/M/yy', () => {
    expect(toPickupValue('2027-01-04')).toBe('27-01-04');
    expect(fromPickupValue('27-01-04')).toBe('2027-01-04');
    expect(fromPickupValue('27-02-30')).toBeNull();
    expect(fromPickupValue('2027-01-04')).toBeNull();
    expect(formatPickupDisplay('2027-01-04')).toBe('4/1/27');
    expect(formatPickupDisplay('2026-12-21')).toBe('21/12/26');
  });

  it('takes only the configured times', () => {
    expect(isPickupTimeAllowed('11:00', ['10:00', '11:00'])).toBe(true);
    expect(isPickupTimeAllowed('11:30', ['10:00', '11:00'])).toBe(false);
  });
});
