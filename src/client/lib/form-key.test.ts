import { http, HttpResponse } from 'msw';
import { customerApi } from '../api/customer';
import { makeStore } from '../app/store';
import { contractExample, contractUrl, server } from '../test-utils';
import { ensureFormKey } from './form-key';

/**
 * Signing in gives the session a new form key (the server's answer sets the `form_key` cookie): every post must
 * carry the current one, so the key is read from the cookie each time and never kept.
 */
describe('the form key', () => {
  test('is read from the cookie at each use, so a key changed by sign-in is the one sent', async () => {
    const store = makeStore();
    document.cookie = 'form_key=BeforeSignIn0001; path=/';
    expect(await store.dispatch(ensureFormKey('en-int'))).toBe('BeforeSignIn0001');
    document.cookie = 'form_key=AfterSignIn00002; path=/';
    expect(await store.dispatch(ensureFormKey('en-int'))).toBe('AfterSignIn00002');
  });

  test('travels in X-Form-Key with the cookie as it is at the time of the call', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), ({ request }) => {
        sent.push(request.headers.get('x-form-key'));
        return HttpResponse.json(contractExample('loadCustomerSections', 'guest'));
      }),
    );
    const store = makeStore();
    const load = () =>
      store.dispatch(
        customerApi.endpoints.loadCustomerSections.initiate(
          { storeCode: 'en-int', sections: 'customer' },
          { forceRefetch: true, subscribe: false },
        ),
      );
    document.cookie = 'form_key=BeforeSignIn0001; path=/';
    await load();
    document.cookie = 'form_key=AfterSignIn00002; path=/';
    await load();
    expect(sent).toEqual(['BeforeSignIn0001', 'AfterSignIn00002']);
  });

  test('is fetched with the sections when the browser has none yet', async () => {
    server.use(
      http.get(contractUrl('loadCustomerSections'), () => {
        document.cookie = 'form_key=FreshSession0003; path=/';
        return HttpResponse.json(contractExample('loadCustomerSections', 'guest'));
      }),
    );
    expect(await makeStore().dispatch(ensureFormKey('en-int'))).toBe('FreshSession0003');
  });
});
