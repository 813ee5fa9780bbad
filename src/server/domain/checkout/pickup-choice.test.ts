import { InvalidInput } from '../errors';
import { checkPickupChoice, isPickupStillAllowed } from './pickup-choice';

const FIELD = 'body.addressInformation.extension_attributes.shipping_information';

function refusal(run: () => unknown): { field?: string; message: string } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof InvalidInput) return { field: err.field, message: err.message };
    throw err;
  }
}

const check = (date: string, timeZone: string, now: string, time = '11:00') =>
  refusal(() => checkPickupChoice({ pickup_date: date, pickup_time: time }, timeZone, new Date(now)));

describe('the pickup window, counted in the store time zone', () => {
  // 15:30 UTC on New Year's Eve: still 2026 in Zurich (16:30), already 2027 in Tokyo (00:30).
  const newYearsEve = '2026-12-31T15:30:00Z';

  it('crosses the year: Zurich counts from 31/12/26, Tokyo from 1/1/27', () => {
    expect(check('27-01-07', 'Europe/Zurich', newYearsEve)).toBeNull();
    expect(check('27-01-29', 'Europe/Zurich', newYearsEve)).toBeNull();
    expect(check('27-01-30', 'Europe/Zurich', newYearsEve)).toMatchObject({
      field: `${FIELD}.pickup_date`,
      message: 'Please choose a pickup date between 7/1/27 and 29/1/27.',
    });
    expect(check('27-01-07', 'Asia/Tokyo', newYearsEve)).toMatchObject({
      message: 'Please choose a pickup date between 8/1/27 and 30/1/27.',
    });
    expect(check('27-01-30', 'Asia/Tokyo', newYearsEve)).toBeNull();
  });

  it('crosses the end of February, in a common and in a leap year', () => {
    // 31 January + 29 days: 1 March 2027, but 29 February 2028.
    expect(check('27-03-01', 'Europe/Zurich', '2027-01-31T12:00:00Z')).toBeNull();
    expect(check('27-03-02', 'Europe/Zurich', '2027-01-31T12:00:00Z')).not.toBeNull();
    expect(check('28-02-29', 'Europe/Zurich', '2028-01-31T12:00:00Z')).toBeNull();
    expect(check('28-03-01', 'Europe/Zurich', '2028-01-31T12:00:00Z')).toMatchObject({
      message: 'Please choose a pickup date between 7/2/28 and 29/2/28.',
    });
  });

  it('crosses the end of a month in New York while it is already the next day in UTC', () => {
    // 03:00 UTC on 1 March is 22:00 on 28 February in New York.
    const now = '2027-03-01T03:00:00Z';
    expect(check('27-03-07', 'America/New_York', now)).toBeNull();
    expect(check('27-03-29', 'America/New_York', now)).toBeNull();
    expect(check('27-03-30', 'America/New_York', now)).not.toBeNull();
  });

  it('refuses dates that do not exist, like 29 February of a common year', () => {
    expect(check('27-02-29', 'Europe/Zurich', '2027-02-10T12:00:00Z')).toEqual({
      field: `${FIELD}.pickup_date`,
      message: 'The pickup date is not a valid date (yy-mm-dd).',
    });
  });

  it('takes only the configured 60-minute times', () => {
    const now = '2027-05-01T10:00:00Z';
    expect(check('27-05-10', 'Europe/Zurich', now, '13:00')).toBeNull();
    expect(check('27-05-10', 'Europe/Zurich', now, '13:30')).toMatchObject({ field: `${FIELD}.pickup_time` });
  });

  it('asks for a date when none is sent', () => {
    expect(refusal(() => checkPickupChoice(undefined, 'Europe/Zurich', new Date()))).toMatchObject({
      field: `${FIELD}.pickup_date`,
    });
  });

  it('lets a saved pickup slip out of the window as the days pass', () => {
    const saved = { date: '2027-05-08', time: '10:00' };
    expect(isPickupStillAllowed(saved, 'Europe/Zurich', new Date('2027-05-01T10:00:00Z'))).toBe(true);
    expect(isPickupStillAllowed(saved, 'Europe/Zurich', new Date('2027-05-02T10:00:00Z'))).toBe(false);
  });
});
