import { useEffect } from 'react';
import { recordStructuredData, useHeadRecord } from './headRecord';
import { serializeJsonLd, STRUCTURED_DATA_ATTRIBUTE } from './jsonLd';

/** The scripts a mounted hook owns; a script nobody owns yet (the server's) can be adopted on hydration. */
const owned = new WeakSet<Element>();

function adoptOrCreate(json: string): HTMLScriptElement {
  const written = document.head.querySelectorAll<HTMLScriptElement>(`script[${STRUCTURED_DATA_ATTRIBUTE}]`);
  const adopted = Array.from(written).find((script) => !owned.has(script) && script.textContent === json);
  if (adopted) return adopted;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
  // textContent, never innerHTML: the JSON is data, and serializeJsonLd already keeps `<` out of it.
  script.textContent = json;
  document.head.appendChild(script);
  return script;
}

/**
 * Puts one schema.org JSON-LD object in the document's head for as long as the page shows it (null: none).
 * In the browser: one `<script type="application/ld+json" data-page-structured-data>` per call, replaced when the
 * data changes and removed when the page unmounts. In a server render (no effects): recorded for the renderer.
 */
export function useStructuredData(data: object | null): void {
  const json = data ? serializeJsonLd(data) : null;
  const record = useHeadRecord();
  if (record && data) recordStructuredData(record, data, (a, b) => serializeJsonLd(a) === serializeJsonLd(b));
  useEffect(() => {
    if (json === null) return;
    const script = adoptOrCreate(json);
    owned.add(script);
    return () => {
      owned.delete(script);
      script.remove();
    };
  }, [json]);
}
