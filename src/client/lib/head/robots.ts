/**
 * The robots rules pages give `useDocumentMeta`. Pages anyone reaches the same way (search results, a filtered
 * listing, sign-in) are not indexed but their links are followed; pages with a shopper's own data or a
 * one-time link (bag, checkout, account, a reset token) are neither indexed nor followed.
 */
export const ROBOTS = {
  noindexFollow: 'noindex, follow',
  private: 'noindex, nofollow',
} as const;
