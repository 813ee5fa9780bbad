import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerApi, HEADER_SECTIONS } from '../../api/customer';
import { storeApi } from '../../api/store';
import { makeStore } from '../../app/store';
import { contractExample, contractUrl, server } from '../../test-utils';
import { sectionsToInvalidate } from './sectionCookie';

const cookiePresent = () => document.cookie.includes('section_data_clean=');

/** A store with the header's sections loaded once, counting every section request after that. */
async function storeWithLoadedSections() {
  const requested: string[] = [];
  server.use(
    http.get(contractUrl('loadCustomerSections'), ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('sections') ?? '');
      return HttpResponse.json(contractExample('loadCustomerSections', 'guest'));
    }),
  );
  const store = makeStore();
  const sections = store.dispatch(
    customerApi.endpoints.loadCustomerSections.initiate({ storeCode: 'en-int', sections: HEADER_SECTIONS }),
  );
  await sections;
  return { store, requested, sections };
}

describe('section invalidation cookie (spec 4, Customer-data sections)', () => {
  test('only names allowed by configuration are kept, once each', () => {
    expect(sectionsToInvalidate('cart, wishlist,customer,cart', ['customer', 'cart'])).toEqual([
      'cart',
      'customer',
    ]);
    expect(sectionsToInvalidate('messages,,', ['customer', 'cart'])).toEqual([]);
  });

  test('allowed names are invalidated and reloaded when the store configuration arrives; the cookie is cleared', async () => {
    const { store, requested, sections } = await storeWithLoadedSections();
    document.cookie = `section_data_clean=${encodeURIComponent('cart,wishlist')}; path=/`;
    await store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    await waitFor(() => expect(requested).toEqual(['customer,cart', 'customer,cart']));
    expect(cookiePresent()).toBe(false);
    sections.unsubscribe();
  });

  test('names the configuration does not allow reload nothing, and the cookie is still cleared', async () => {
    const { store, requested, sections } = await storeWithLoadedSections();
    document.cookie = 'section_data_clean=wishlist; path=/';
    await store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    expect(cookiePresent()).toBe(false);
    // Give a wrongly triggered refetch the chance to happen before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual(['customer,cart']);
    sections.unsubscribe();
  });

  test('a sign-out answer applies the cookies it set: customer forgotten, sections reloaded once', async () => {
    const { store, requested, sections } = await storeWithLoadedSections();
    await store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    sessionStorage.setItem('customer', '{"email":"anna.keller@example.com"}');
    server.use(
      http.post(contractUrl('logoutCustomer'), () => {
        document.cookie = 'caseback_customer=logout; path=/';
        document.cookie = `section_data_clean=${encodeURIComponent('customer,cart')}; path=/`;
        return HttpResponse.json(contractExample('logoutCustomer'));
      }),
    );
    await store.dispatch(
      customerApi.endpoints.logoutCustomer.initiate({
        storeCode: 'en-int',
        logoutRequest: { form_key: '3fZq9LmP2xYw7TbK' },
      }),
    );
    await waitFor(() => expect(requested).toEqual(['customer,cart', 'customer,cart']));
    expect(sessionStorage.getItem('customer')).toBeNull();
    expect(cookiePresent()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toHaveLength(2);
    sections.unsubscribe();
  });
});
