import { http, HttpResponse } from 'msw';
import { storeApi } from '../api/store';
import { makeStore } from '../app/store';
import { consent } from '../lib/consent/consentState';
import { contractExample, contractUrl, server } from '../test-utils';
import type { StoreConfig } from '../api/store';

const loaderScript = () => document.querySelector('script#gtm-loader');

function configureContainer(scriptUrl?: string) {
  const config = contractExample<StoreConfig>('getStoreConfig');
  config.analytics.gtm_container_id = 'GTM-AB12CD3';
  if (scriptUrl) config.integrations.tag_manager_script_url = scriptUrl;
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

const loadConfig = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }, { forceRefetch: true }));

describe('tag manager loader', () => {
  afterEach(() => {
    loaderScript()?.remove();
    consent.record([]);
  });

  test('nothing external is loaded while gtm_container_id is null (the default), even with consent', async () => {
    consent.record(['analytics']);
    await makeStore().dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    expect(loaderScript()).toBeNull();
  });

  test('a configured container waits for analytics consent, then loads the tag once', async () => {
    configureContainer();
    const store = makeStore();
    await loadConfig(store);
    expect(loaderScript()).toBeNull();
    consent.record(['necessary', 'marketing', 'functional']);
    expect(loaderScript()).toBeNull();
    consent.record(['necessary', 'analytics']);
    await loadConfig(store);
    expect(document.querySelectorAll('script#gtm-loader')).toHaveLength(1);
    expect(loaderScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });

  test('an analytics consent remembered from an earlier page loads it as soon as the configuration arrives', async () => {
    configureContainer('/dev/tag-manager.js');
    consent.record(['analytics']);
    await loadConfig(makeStore());
    expect(loaderScript()).toHaveAttribute('src', '/dev/tag-manager.js?id=GTM-AB12CD3');
  });
});
