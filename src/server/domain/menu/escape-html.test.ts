import { escapeHtml } from './escape-html';

test('escapes markup and quotes', () => {
  expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe(
    '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co',
  );
});
