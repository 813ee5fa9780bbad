import { findUnstorableText } from './storable-text';

describe('text the database cannot store', () => {
  it('finds NUL and unpaired surrogates, naming the field as the contract does', () => {
    expect(findUnstorableText('a\u0000b', 'query.q')).toEqual({
      field: 'query.q',
      message: 'query.q contains a character that cannot be stored (NUL or an unpaired surrogate).',
    });
    const body = { address: { street: ['Rue du Rhône 48', 'x\ud800'] } };
    expect(findUnstorableText(body, 'body')?.field).toBe('body.address.street.1');
    expect(findUnstorableText({ a: '\udc00' }, 'body')?.field).toBe('body.a');
    expect(findUnstorableText({ a: 'end\ud83d' }, 'body')?.field).toBe('body.a');
  });

  it('names the object whose field name cannot be stored', () => {
    expect(findUnstorableText({ gift: { 'x\u0000': 1 } }, 'body')).toEqual({
      field: 'body.gift',
      message: 'body.gift has a field name that cannot be stored (NUL or an unpaired surrogate).',
    });
  });

  it('reports the first such field in the order it was sent', () => {
    expect(findUnstorableText({ a: ['ok', '\u0000'], b: '\u0000' }, 'body')?.field).toBe('body.a.1');
  });

  it('lets every other text through: emoji (paired surrogates), control characters, right-to-left', () => {
    const fine = { a: '⌚️👨‍👩‍👧', b: '\u0001\u001b\u007f', c: '\u202eשלום', d: '\uffff', e: 12, f: null };
    expect(findUnstorableText(fine, 'body')).toBeNull();
  });

  it('walks a body nested thousands deep without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')?.field).toMatch(/^body(\.0){20000}$/);
  });
});
