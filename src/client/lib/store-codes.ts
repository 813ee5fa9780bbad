import { StoreCodeParameter } from '../api/contract-facts';

/** Spec 9: the store an unknown store code falls back to. */
export const DEFAULT_STORE_CODE = 'en-int';

/** The contract's store code shape (language + country); anything else is unknown without asking. */
export const hasStoreCodeShape = (code: string): boolean => StoreCodeParameter.pattern.test(code);
