/**
 * One JSON-LD object as the text of its `<script type="application/ld+json">`. JSON.stringify leaves `<`, `>`
 * and `&` as they are, so a product named `</script><script>…` would close the script and run; escaping them
 * as `\u003c`, `\u003e`, `\u0026` keeps the same JSON value and makes that impossible. U+2028/U+2029 are
 * escaped too: older JavaScript parsers read them as line ends. The server's renderer writes the same text.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute that marks the page's JSON-LD scripts (the server writes it too, so the browser adopts them). */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-page-structured-data';
