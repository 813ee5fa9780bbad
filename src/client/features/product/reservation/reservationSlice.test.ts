import { productReserved } from './events';
import {
  initialReservationState,
  nextStepRequested,
  previousStepRequested,
  reservationClosed,
  reservationOpened,
  reservationSlice,
  shopChosen,
  type ReservationState,
} from './reservationSlice';

const reduce = reservationSlice.reducer;
const at = (step: ReservationState['step'], shopId: number | null = 1): ReservationState => ({
  open: true,
  step,
  shopId,
});
const reserved = productReserved({ sku: 'MA-HER-CHR-01-BLU-40', shopId: 1 });

describe('the Check & Reserve steps (spec 4)', () => {
  test('opening starts at step 1 without a boutique; closing keeps nothing open', () => {
    expect(reduce(at(3, 4), reservationOpened())).toEqual({ open: true, step: 1, shopId: null });
    expect(reduce(at(2), reservationClosed()).open).toBe(false);
  });

  test('step 1 -> 2 only when the shop form is valid (and a boutique is chosen)', () => {
    expect(reduce(at(1), nextStepRequested({ shopFormValid: false })).step).toBe(1);
    expect(reduce(at(1, null), nextStepRequested({ shopFormValid: true })).step).toBe(1);
    expect(reduce(at(1), nextStepRequested({ shopFormValid: true })).step).toBe(2);
  });

  test("step 2 -> 1 with 'Previous Step', keeping the boutique; never below 1", () => {
    expect(reduce(at(2, 7), previousStepRequested())).toEqual(at(1, 7));
    expect(reduce(at(1), previousStepRequested()).step).toBe(1);
  });

  test('step 2 -> 3 only on a reservation (dispatched when the server answered exactly true)', () => {
    expect(reduce(at(2), reserved).step).toBe(3);
    expect(reduce(at(1), reserved).step).toBe(1);
  });

  test('there is no step beyond 3', () => {
    expect(reduce(at(3), nextStepRequested({ shopFormValid: true })).step).toBe(3);
    expect(reduce(at(3), reserved).step).toBe(3);
    expect(reduce(at(3), previousStepRequested()).step).toBe(3);
  });

  test('choosing the empty option clears the boutique', () => {
    expect(reduce(at(1, null), shopChosen(5)).shopId).toBe(5);
    expect(reduce(at(1, 5), shopChosen(null)).shopId).toBeNull();
  });

  test('starts closed', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialReservationState);
  });
});
