/** What search engines show of a description at most, in characters. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A description shortened for a page's meta description: whole if it fits, else cut at the last sentence end
 * or word break that keeps most of it, with an ellipsis, never mid-word. Japanese has no spaces between words:
 * there the cut falls after a full stop or comma (。、), or at the limit when a sentence is longer.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const sentence = Math.max(room.lastIndexOf('. '), room.lastIndexOf('。'));
  if (sentence >= max / 2) return room.slice(0, sentence + 1);
  const breakAt = Math.max(room.lastIndexOf(' '), room.lastIndexOf('、') + 1);
  const cut = breakAt >= max / 2 ? room.slice(0, breakAt) : room;
  return `${cut.replace(/[\s,;:、-]+$/, '')}…`;
}
