import { isExactlyTrue, submitErrorMessage, SUBMIT_FALLBACK_MESSAGE } from './reservation';

describe('a protected form answer (spec 7, 8)', () => {
  test('only the answer true itself is a success', () => {
    expect(isExactlyTrue(true)).toBe(true);
    for (const other of ['true', 1, { success: true }, [true], null, undefined, false]) {
      expect(isExactlyTrue(other)).toBe(false);
    }
  });

  test('reads messages.error[0].message first, then message, then the fallback', () => {
    const both = {
      status: 422,
      data: { message: 'second', messages: { error: [{ message: 'first' }, { message: 'other' }] } },
    };
    expect(submitErrorMessage(both)).toBe('first');
    expect(submitErrorMessage({ status: 409, data: { code: 'conflict', message: 'second' } })).toBe('second');
    expect(submitErrorMessage({ status: 500, data: { code: 'internal_error' } })).toBe(
      SUBMIT_FALLBACK_MESSAGE,
    );
    expect(SUBMIT_FALLBACK_MESSAGE).toBe(
      'There was a problem while making reservation. Please try again later.',
    );
  });

  test('skips empty or malformed candidates', () => {
    const emptyFirst = { status: 422, data: { message: 'second', messages: { error: [{ message: ' ' }] } } };
    expect(submitErrorMessage(emptyFirst)).toBe('second');
    expect(submitErrorMessage({ status: 422, data: { messages: { error: [] }, message: 42 } })).toBe(
      SUBMIT_FALLBACK_MESSAGE,
    );
    expect(submitErrorMessage({ status: 422, data: { messages: 'nope' } })).toBe(SUBMIT_FALLBACK_MESSAGE);
  });

  test('a network failure or an unreadable body falls back', () => {
    expect(submitErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      SUBMIT_FALLBACK_MESSAGE,
    );
    expect(
      submitErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBe(SUBMIT_FALLBACK_MESSAGE);
  });

  test('a success body that is not exactly true is read the same way', () => {
    expect(submitErrorMessage('true')).toBe(SUBMIT_FALLBACK_MESSAGE);
    expect(submitErrorMessage({ success: true })).toBe(SUBMIT_FALLBACK_MESSAGE);
    expect(submitErrorMessage({ success: false, message: 'Boutique closed.' })).toBe('Boutique closed.');
  });
});
