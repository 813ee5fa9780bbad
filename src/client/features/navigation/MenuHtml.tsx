import { sanitizeMenuHtml } from './sanitizeMenuHtml';

/** An html entry's text, sanitised (DOMPurify: in a chunk of its own, see LazyMenuHtml). */
export function MenuHtml({ html }: { html: string }) {
  return <div className="submenu__html" dangerouslySetInnerHTML={{ __html: sanitizeMenuHtml(html) }} />;
}
