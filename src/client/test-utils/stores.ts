import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../api/store';
import { contractExample } from './contract';
import { contractUrl, server } from './server';

/** The contract's example store configuration as another store view: its code, language and locale. */
export const storeIn = (store_code: string, language_code: string, locale: string): StoreConfig => ({
  ...contractExample<StoreConfig>('getStoreConfig'),
  store_code,
  language_code,
  locale,
});

/** Every store configuration request answers `config` (a test in another store's language). */
export const answerStoreConfig = (config: StoreConfig): void =>
  void server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
