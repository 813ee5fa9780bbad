import { listOperations } from './operations';

describe('the contract', () => {
  // The browser reads the form key from the cookie store only for a call that changes something
  // (src/client/api/emptyApi.ts): a read that needed it would be refused.
  it('asks a form key of changes only, never of a GET', () => {
    const withKey = listOperations().filter((op) => op.requiresFormKey);
    expect(withKey.length).toBeGreaterThan(20);
    expect(withKey.filter((op) => op.method === 'get').map((op) => op.operationId)).toEqual([]);
  });
});
