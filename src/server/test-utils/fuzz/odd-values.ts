/**
 * The hostile values the contract fuzz sends in place of valid ones: text a database cannot store or a
 * careless handler mishandles, numbers at and past the limits of the database's integers, and wrong types.
 * Each is named, so a failure says which one broke what.
 */
export type Named<T> = [name: string, value: T];

export const ODD_STRINGS: Named<string>[] = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u0008\u001b[31m\u007f'],
  ['line breaks', 'a\r\nSet-Cookie: x=1\n'],
  ['right-to-left override', '\u202egnp.exe\u202c'],
  ['right-to-left text', 'שלום عليكم'],
  ['emoji', '⌚️👨‍👩‍👧‍👦🇨🇭'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['non-character', '\uffff\ufffe'],
  ['10k characters', 'x'.repeat(10_000)],
  ['SQL', "'; drop table product; --"],
  ['markup', '<script>alert(1)</script>'],
  ['path traversal', '../../etc/passwd'],
  ['percent escapes', '%00%ff%'],
];

/** Numbers at the edges of what PostgreSQL's int4, int8 and JavaScript hold. */
export const ODD_NUMBERS: Named<number>[] = [
  ['0', 0],
  ['-1', -1],
  ['2^31 - 1', 2_147_483_647],
  ['2^31', 2_147_483_648],
  ['-2^31 - 1', -2_147_483_649],
  ['2^53', 2 ** 53],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['0.5', 0.5],
  ['5e-324', 5e-324],
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: Named<unknown>[] = [
  ['null', null],
  ['true', true],
  ['empty array', []],
  ['array of NUL', ['\u0000']],
  ['empty object', {}],
  ['object', { $gt: '' }],
  ['numeric text', '1'],
  ['number', 1],
];

/** Text forms of numbers for path, query and header parameters (and urlencoded fields). */
export const ODD_NUMERALS: Named<string>[] = [
  ...ODD_NUMBERS.map(([name, value]): Named<string> => [name, String(value)]),
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['hex', '0x10'],
  ['leading space', ' 1'],
  ['exponent', '1e3'],
  ['2^64', '18446744073709551616'],
  ['ten nines', '9999999999'],
];

/** Numbers as text past int4 (and the largest 10-digit one), for text fields that hold ids. */
const NUMERALS_FOR_TEXT: Named<string>[] = [
  ['2^31 as text', '2147483648'],
  ['ten nines as text', '9999999999'],
  ['2^64 as text', '18446744073709551616'],
  ['1e308 as text', '1e308'],
];

/** A few strings for fields of other types: the ones a careless coercion would pass on. */
const STRINGS_FOR_OTHERS = ODD_STRINGS.filter(([name]) =>
  ['NUL', 'lone high surrogate', '10k characters'].includes(name),
);
/** A few numbers for text fields. */
const NUMBERS_FOR_TEXT = ODD_NUMBERS.filter(([name]) => ['2^31', '1e308'].includes(name));

/**
 * The odd values a JSON body field gets, by the types its schema allows: the odd values of its own type, every
 * wrong type, and a few of the other kind; everything when the schema does not say.
 */
export function oddJsonValues(types: string[]): Named<unknown>[] {
  const text = types.includes('string');
  const numeric = types.includes('integer') || types.includes('number');
  if (text && !numeric) return [...ODD_STRINGS, ...NUMERALS_FOR_TEXT, ...NUMBERS_FOR_TEXT, ...WRONG_TYPES];
  if (numeric && !text) return [...ODD_NUMBERS, ...STRINGS_FOR_OTHERS, ...WRONG_TYPES];
  if (types.length && !text && !numeric) return [...STRINGS_FOR_OTHERS, ...NUMBERS_FOR_TEXT, ...WRONG_TYPES];
  return [...ODD_STRINGS, ...NUMERALS_FOR_TEXT, ...ODD_NUMBERS, ...WRONG_TYPES];
}

/** Every odd text a parameter gets. */
export const ODD_TEXTS: Named<string>[] = [...ODD_STRINGS, ...ODD_NUMERALS];
