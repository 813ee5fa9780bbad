const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or a number) safe inside HTML content and quoted attributes: the server's pages and the renderer's head. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
