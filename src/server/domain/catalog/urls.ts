/** Where the generated product pictures are served (store paths live in src/common/store-paths.ts). */
export const productImagePath = (sku: string, view = 'front') => `/media/catalog/product/${sku}/${view}.svg`;
