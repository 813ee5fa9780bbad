/**
 * A value as JSON text to put inside an HTML `<script>` element (JSON-LD, the server render's state).
 * JSON.stringify leaves `<`, `>` and `&` as they are, so a product named `</script><script>…` would close the
 * script and run; escaping them as `\u003c`, `\u003e`, `\u0026` keeps the same JSON value and makes that
 * impossible. U+2028/U+2029 are escaped too: older JavaScript parsers read them as line ends.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
