import { apiErrorMessage, bodyMessage, errorStatus, isNotFound, readApiError } from './errors';

describe('reading a failed call', () => {
  test('reads messages.error[0].message first, then message, else nothing (spec 8)', () => {
    const both = {
      status: 422,
      data: { message: 'second', messages: { error: [{ message: 'first' }, { message: 'other' }] } },
    };
    expect(apiErrorMessage(both)).toBe('first');
    expect(apiErrorMessage({ status: 409, data: { code: 'conflict', message: 'second' } })).toBe('second');
    expect(apiErrorMessage({ status: 500, data: { code: 'internal_error' } })).toBeNull();
  });

  test('skips empty or malformed candidates', () => {
    const emptyFirst = { status: 422, data: { message: 'second', messages: { error: [{ message: ' ' }] } } };
    expect(apiErrorMessage(emptyFirst)).toBe('second');
    expect(apiErrorMessage({ status: 422, data: { messages: { error: [] }, message: 42 } })).toBeNull();
    expect(apiErrorMessage({ status: 422, data: { messages: 'nope' } })).toBeNull();
    expect(apiErrorMessage({ status: 409, data: { code: 'conflict', message: '  ' } })).toBeNull();
  });

  test('a network failure, an unreadable body or a thrown error has no message', () => {
    const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(apiErrorMessage(network)).toBeNull();
    expect(errorStatus(network)).toBeNull();
    expect(
      apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBeNull();
    // A SerializedError's message is the app's own exception, not something to show the shopper.
    expect(apiErrorMessage({ name: 'Error', message: 'Aborted' })).toBeNull();
    expect(apiErrorMessage(undefined)).toBeNull();
    expect(apiErrorMessage(null)).toBeNull();
  });

  test('a success body that is not the expected answer is read the same way', () => {
    expect(bodyMessage('true')).toBeNull();
    expect(bodyMessage({ success: true })).toBeNull();
    expect(bodyMessage({ success: false, message: 'Boutique closed.' })).toBe('Boutique closed.');
  });

  test("reads the contract's ApiError: status, code, message and failing field", () => {
    const error = {
      status: 400,
      data: { code: 'validation_failed', message: 'query.p must be >= 1', field: 'query.p' },
    };
    expect(readApiError(error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'query.p must be >= 1',
      field: 'query.p',
    });
    expect(readApiError({ status: 'FETCH_ERROR', error: 'x' })).toEqual({
      status: null,
      code: null,
      message: null,
      field: null,
    });
    expect(isNotFound({ status: 404, data: { code: 'not_found', message: 'gone' } })).toBe(true);
    expect(isNotFound({ status: 410, data: null })).toBe(false);
  });
});
