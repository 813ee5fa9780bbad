import { useCallback } from 'react';
import { useAppDispatch } from '../app/hooks';
import { ensureFormKey } from './ensureFormKey';

export { ensureFormKey };

/** The session's form key (`ensureFormKey`), as a callback for components and hooks. */
export function useFormKey(storeCode: string): () => Promise<string> {
  const dispatch = useAppDispatch();
  return useCallback(async () => (await dispatch(ensureFormKey(storeCode))) ?? '', [dispatch, storeCode]);
}
