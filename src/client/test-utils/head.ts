/** The JSON-LD objects the page has put in document.head, parsed, in document order. */
export const structuredDataInHead = (): unknown[] =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );

/** A head meta tag's content by `name` or `property`, or undefined when the page has none. */
export const headMeta = (key: string): string | undefined =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
