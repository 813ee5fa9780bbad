/**
 * Where the shop serves my watches' documents (not pages of a store: the same document for every store). The
 * server generates them (src/server/routes/care-documents.ts); my watches links them, opening a new tab.
 */
export const CARE_DOCUMENTS = {
  /** Each model's user manual: `{prefix}{model sku in lower case}.html`, as migration 023's rows store it. */
  manualsPrefix: '/media/manuals/',
  /** The warranty terms ('For more information, please refer to our Warranty page'). */
  warrantyTerms: '/media/care/warranty.html',
} as const;
