/** Storefront paths the API hands out, so that links are built in one place. */
export const productPath = (storeCode: string, urlKey: string) => `/${storeCode}/${urlKey}.html`;
export const categoryPath = (storeCode: string, urlPath: string) => `/${storeCode}/${urlPath}`;
export const searchBasePath = (storeCode: string) => `/${storeCode}/catalogsearch/result/`;
export const productImagePath = (sku: string, view = 'front') => `/media/catalog/product/${sku}/${view}.svg`;
