import {
  Conflict,
  FormRefused,
  InvalidInput,
  NotFound,
  OutOfStock,
  RateLimited,
  Unauthenticated,
} from '../domain/errors';
import { httpErrorOf } from './domain-errors';

describe('the statuses of domain errors', () => {
  it('gives each kind its status and contract code, keeping the message and the field', () => {
    const answers = [
      new InvalidInput('Too long.', 'body.name'),
      new Unauthenticated('Please sign in.'),
      new NotFound(undefined, 'path.itemId'),
      new Conflict('Already used.'),
      new OutOfStock('Sold out.'),
    ].map((error) => {
      const http = httpErrorOf(error);
      return [http.statusCode, http.toBody()];
    });
    expect(answers).toEqual([
      [400, { code: 'validation_failed', message: 'Too long.', field: 'body.name' }],
      [401, { code: 'unauthorized', message: 'Please sign in.' }],
      [404, { code: 'not_found', message: 'The requested resource was not found.', field: 'path.itemId' }],
      [409, { code: 'conflict', message: 'Already used.' }],
      [409, { code: 'insufficient_stock', message: 'Sold out.' }],
    ]);
  });

  it('tells a rate-limited client when to come back', () => {
    const http = httpErrorOf(new RateLimited('Try again in 30 seconds.', 30));
    expect(http.statusCode).toBe(429);
    expect(http.retryAfterS).toBe(30);
    expect(http.toBody()).toEqual({
      code: 'rate_limited',
      message: 'Try again in 30 seconds.',
      retry_after_s: 30,
    });
  });

  it("answers a refused form in Magento's shape as well as the contract's", () => {
    const http = httpErrorOf(new FormRefused('This is a required field.', 'body.terms'));
    expect(http.statusCode).toBe(422);
    expect(http.toBody()).toEqual({
      code: 'validation_failed',
      message: 'This is a required field.',
      field: 'body.terms',
      messages: { error: [{ message: 'This is a required field.' }] },
    });
  });
});
