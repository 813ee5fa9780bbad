/** Spec 9: the store an unknown store code falls back to. */
export const DEFAULT_STORE_CODE = 'en-int';

/** The contract's store code shape (language + country); anything else is unknown without asking. */
const STORE_CODE = /^[a-z]{2}-[a-z]{2,4}$/;

export const hasStoreCodeShape = (code: string): boolean => STORE_CODE.test(code);

/** The same page in another store: `/xx-yy/watches?p=2` -> `/en-int/watches?p=2`. */
export function withStoreCode(pathname: string, storeCode: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${storeCode}${rest || '/'}`;
}
