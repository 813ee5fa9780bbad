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
      http.post(contractUrl('logoutCustomer'), ({ request }) => {
        sent.push(request.headers.get('x-form-key'));
        return HttpResponse.json(contractExample('logoutCustomer'));
      }),
    );
    const store = makeStore();
    const logOut = (formKey: string) => {
      document.cookie = `form_key=${formKey}; path=/`;
      return store.dispatch(
        customerApi.endpoints.logoutCustomer.initiate({
          storeCode: 'en-int',
          logoutRequest: { form_key: formKey },
        }),
      );
    };
    await logOut('BeforeSignIn0001');
    await logOut('AfterSignIn00002');
    expect(sent).toEqual(['BeforeSignIn0001', 'AfterSignIn00002']);
  });

  test('is not read for a read: a GET carries none (the contract asks it of changes only)', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), ({ request }) => {
        sent.push(request.headers.get('x-form-key'));
        return HttpResponse.json(contractExample('loadCustomerSections', 'guest'));
      }),
    );
    document.cookie = 'form_key=BeforeSignIn0001; path=/';
    await makeStore().dispatch(
      customerApi.endpoints.loadCustomerSections.initiate(
        { storeCode: 'en-int', sections: 'customer' },
        { subscribe: false },
      ),
    );
    expect(sent).toEqual([null]);
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
