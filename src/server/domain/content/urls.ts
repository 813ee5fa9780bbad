/** Storefront URLs of content: every page lives under its store code. */
export const storePath = (storeCode: string, path: string): string =>
  `/${storeCode}/${path.replace(/^\/+/, '')}`;

export const storyPath = (storeCode: string, identifier: string): string =>
  storePath(storeCode, `stories/${identifier}`);
