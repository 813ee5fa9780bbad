import type { HeadRecord } from '../lib/head/headRecord';
import { STRUCTURED_DATA_ATTRIBUTE, serializeJsonLd } from '../lib/head/jsonLd';
import { metaTags } from '../lib/head/metaTags';
import { escapeHtml } from '../../common/escape-html';

/**
 * The page's own head tags, as the server writes them: title, meta (the browser's list, lib/head/metaTags.ts),
 * canonical link and the JSON-LD scripts; the browser takes each of them over after hydration. Empty when the
 * page recorded nothing (its data did not arrive): the shell's generic title and description stay.
 */
export function headHtml({ meta, structuredData }: HeadRecord, origin: string): string {
  const absolute = (path: string | null) => (path ? new URL(path, origin).href : null);
  const tags: string[] = [];
  if (meta) {
    tags.push(`<title>${escapeHtml(meta.title)}</title>`);
    for (const { key, value, content } of metaTags(meta, absolute)) {
      if (content) tags.push(`<meta ${key}="${value}" content="${escapeHtml(content)}">`);
    }
    const canonical = absolute(meta.canonicalPath);
    if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  }
  for (const data of structuredData) {
    tags.push(
      `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${serializeJsonLd(data)}</script>`,
    );
  }
  return tags.join('');
}
