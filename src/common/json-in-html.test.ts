import { jsonInHtml } from './json-in-html';

test('markup inside the data cannot close the script: <, > and & are escaped, the value is unchanged', () => {
  const value = { name: '</script><script>alert(1)</script>', note: 'Tom & Jerry <!-- -->' };
  const text = jsonInHtml(value);
  expect(text).toBe(
    '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"Tom \\u0026 Jerry \\u003c!-- --\\u003e"}',
  );
  expect(text).not.toMatch(/[<>&]/);
  expect(JSON.parse(text)).toEqual(value);
});

test('line and paragraph separators are escaped and read back as themselves', () => {
  const value = { text: 'a\u2028b\u2029c' };
  expect(jsonInHtml(value)).toBe('{"text":"a\\u2028b\\u2029c"}');
  expect(JSON.parse(jsonInHtml(value))).toEqual(value);
});

test('plain data is written as JSON.stringify writes it', () => {
  const value = { price: 4250, currency: 'CHF', tags: ['steel', 'blue'], nothing: null };
  expect(jsonInHtml(value)).toBe(JSON.stringify(value));
});
