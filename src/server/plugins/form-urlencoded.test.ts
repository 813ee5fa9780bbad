import { shopper } from '../test-utils/cart-test-client';
import { cookieHeader, createTestApp, type TestApp } from '../test-utils/test-app';
import { parseFormFields } from './form-urlencoded';

const POLLUTING_FIELDS = [
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][y]=1',
  'constructor=1',
  'prototype=1',
].join('&');

const unpolluted = () => {
  const probe: Record<string, unknown> = {};
  return [probe.x, probe.y, Object.prototype.hasOwnProperty.call(Object.prototype, 'x')];
};

describe('the urlencoded parser', () => {
  test('field names that would reach a prototype are only field names', () => {
    const fields = parseFormFields(POLLUTING_FIELDS);
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(Object.keys(fields)).toEqual([
      '__proto__[x]',
      '__proto__',
      'constructor[prototype][y]',
      'constructor',
      'prototype',
    ]);
    expect(Object.values(fields)).toEqual(['1', '1', '1', '1', '1']);
    expect(unpolluted()).toEqual([undefined, undefined, false]);
  });

  test('a repeated field becomes an array in the order sent; brackets do not nest', () => {
    expect({ ...parseFormFields('sku=A&sku=B&sku=C&form_key=k') }).toEqual({
      sku: ['A', 'B', 'C'],
      form_key: 'k',
    });
    expect({ ...parseFormFields('items[]=1&items[]=2&a[b]=c') }).toEqual({
      'items[]': ['1', '2'],
      'a[b]': 'c',
    });
    expect({ ...parseFormFields('note=To+Anna%2C%201887&empty=') }).toEqual({
      note: 'To Anna, 1887',
      empty: '',
    });
    expect({ ...parseFormFields('') }).toEqual({});
  });
});

describe("a form post to the contract ('Buy straps')", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function post(payload: string) {
    const s = shopper(t);
    await s.section();
    return t.app.inject({
      method: 'POST',
      url: '/en-int/straps/compatible',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        cookie: cookieHeader(s.jar),
      },
      payload: `${payload}&form_key=${s.jar.form_key!}`,
    });
  }

  test('with its fields is handled (303 to the straps page)', async () => {
    const res = await post('sku=MA-HER-CHR-01');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/straps/compatible?sku=MA-HER-CHR-01');
  });

  test.each([
    ['__proto__[x]=1', 'body.__proto__[x]'],
    ['__proto__=1', 'body.__proto__'],
    ['constructor[prototype][y]=1', 'body.constructor[prototype][y]'],
    ['constructor=1', 'body.constructor'],
    ['prototype=1', 'body.prototype'],
  ])('with %s besides is refused as the contract says, and pollutes nothing', async (extra, field) => {
    const res = await post(`sku=MA-HER-CHR-01&${extra}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_failed', message: `${field} is not allowed`, field });
    expect(unpolluted()).toEqual([undefined, undefined, false]);
  });

  test('with a field sent twice is refused rather than one value picked', async () => {
    const res = await post('sku=MA-HER-CHR-01&sku=MA-NAV-DIV-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body.sku' });
  });
});
