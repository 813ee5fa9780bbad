/** Where the compare page lives under a store (Magento's path): shared by the button and the header link. */
export const COMPARE_PAGE_PATH = 'catalog/product_compare';

/** When the server's answer cannot be read (network failure). */
export const COMPARE_FAILED = 'Something went wrong with your request. Please try again later.';
