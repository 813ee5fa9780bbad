import { isExactlyTrue } from './reservation';

describe('a protected form answer (spec 7, 8)', () => {
  test('only the answer true itself is a success', () => {
    expect(isExactlyTrue(true)).toBe(true);
    for (const other of ['true', 1, { success: true }, [true], null, undefined, false]) {
      expect(isExactlyTrue(other)).toBe(false);
    }
  });
});
