import { newMaskedId } from './masked-id';

describe('newMaskedId', () => {
  it('is 32 letters and digits, and never the same twice', () => {
    const ids = Array.from({ length: 500 }, newMaskedId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
