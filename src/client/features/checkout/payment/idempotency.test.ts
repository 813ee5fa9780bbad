import { createAttemptKeys, isUncertainFailure, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  test('a fresh key is a UUID without dashes, as the contract allows', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  test('the same request keeps its key until the attempt gets an answer; a changed request is a new attempt', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('paylater')).toBe('key-1');
    expect(keys.keyFor('paylater')).toBe('key-1');
    expect(keys.keyFor('wallet')).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('wallet')).toBe('key-3');
  });

  test.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, true],
    [{ status: 502, data: null }, true],
    [{ status: 409, data: { code: 'insufficient_stock', message: 'Sold out' } }, false],
    [{ status: 400, data: {} }, false],
  ])('%j may not have reached the server: %s', (error, uncertain) => {
    expect(isUncertainFailure(error)).toBe(uncertain);
  });
});
