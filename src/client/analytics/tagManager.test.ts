import { http, HttpResponse } from 'msw';
import { storeApi } from '../api/store';
import { makeStore } from '../app/store';
import { contractExample, contractUrl, server } from '../test-utils';
import type { StoreConfig } from '../api/store';

const loaderScript = () => document.querySelector('script[src*="googletagmanager"]');

describe('tag manager loader', () => {
  afterEach(() => loaderScript()?.remove());

  test('nothing external is loaded while gtm_container_id is null (the default)', async () => {
    await makeStore().dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    expect(loaderScript()).toBeNull();
  });

  test('a configured container loads the tag once', async () => {
    const config = contractExample<StoreConfig>('getStoreConfig');
    config.analytics.gtm_container_id = 'GTM-AB12CD3';
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
    const store = makeStore();
    await store.dispatch(
      storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }, { forceRefetch: true }),
    );
    await store.dispatch(
      storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }, { forceRefetch: true }),
    );
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
    expect(loaderScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });
});
