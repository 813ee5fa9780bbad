import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerApi, HEADER_SECTIONS } from '../../api/customer';
import { storeApi, type StoreConfig } from '../../api/store';
import { wishlistApi } from '../../api/wishlist';
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

  test("a wishlist remove's page load: the `wishlist` the server named reloads the cached list, once", async () => {
    const { store, requested, sections } = await storeWithLoadedSections();
    let wishlistLoads = 0;
    server.use(
      http.get(contractUrl('getWishlist'), () => {
        wishlistLoads += 1;
        return HttpResponse.json(contractExample('getWishlist', 'twoWatches'));
      }),
    );
    const list = store.dispatch(wishlistApi.endpoints.getWishlist.initiate({ storeCode: 'en-int' }));
    await list;
    // The remove's 303 answer set the cookie; the wishlist page's load reads it with the configuration.
    document.cookie = 'section_data_clean=wishlist; path=/';
    await store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    await waitFor(() => expect(wishlistLoads).toBe(2));
    expect(cookiePresent()).toBe(false);
    // Only the named section: the header's customer and cart sections were not asked again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual(['customer,cart']);
    expect(wishlistLoads).toBe(2);
    list.unsubscribe();
    sections.unsubscribe();
  });

  test('every section name the server allows is one the client reloads (customer, cart, wishlist)', async () => {
    const allowed = contractExample<StoreConfig>('getStoreConfig').customer.section_names;
    expect(allowed).toEqual(['customer', 'cart', 'wishlist']);
    const { store, requested, sections } = await storeWithLoadedSections();
    let wishlistLoads = 0;
    server.use(
      http.get(contractUrl('getWishlist'), () => {
        wishlistLoads += 1;
        return HttpResponse.json(contractExample('getWishlist', 'twoWatches'));
      }),
    );
    const list = store.dispatch(wishlistApi.endpoints.getWishlist.initiate({ storeCode: 'en-int' }));
    await list;
    document.cookie = `section_data_clean=${encodeURIComponent(allowed.join(','))}; path=/`;
    await store.dispatch(storeApi.endpoints.getStoreConfig.initiate({ storeCode: 'en-int' }));
    await waitFor(() => expect(requested).toEqual(['customer,cart', 'customer,cart']));
    await waitFor(() => expect(wishlistLoads).toBe(2));
    expect(cookiePresent()).toBe(false);
    list.unsubscribe();
    sections.unsubscribe();
  });
});
