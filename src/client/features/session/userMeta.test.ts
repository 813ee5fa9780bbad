import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerApi, HEADER_SECTIONS } from '../../api/customer';
import { makeStore } from '../../app/store';
import { contractExample, contractUrl, dataLayerEvents, server } from '../../test-utils';
import { USER_META_STORAGE_KEY } from './userMeta';

const userMetaEvents = () => dataLayerEvents().filter((event) => event.event === 'User Meta');

async function loadSections() {
  const store = makeStore();
  await store.dispatch(
    customerApi.endpoints.loadCustomerSections.initiate(
      { storeCode: 'en-int', sections: HEADER_SECTIONS },
      { subscribe: false },
    ),
  );
}

describe("'User Meta' (spec 3, 4)", () => {
  test('the customer section is pushed and cached', async () => {
    document.cookie = '_ga=GA1.1.123456789.1790000000; path=/';
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn')),
      ),
    );
    await loadSections();
    const expected = { client_id: '123456789.1790000000', login_status: true, website_id: 1 };
    await waitFor(() => expect(userMetaEvents()).toEqual([{ event: 'User Meta', ...expected }]));
    expect(JSON.parse(sessionStorage.getItem(USER_META_STORAGE_KEY) ?? 'null')).toEqual(expected);
  });

  test('without server data the cached copy is pushed', async () => {
    sessionStorage.setItem(
      USER_META_STORAGE_KEY,
      JSON.stringify({ client_id: null, login_status: true, website_id: 1 }),
    );
    server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.error()));
    await loadSections();
    await waitFor(() =>
      expect(userMetaEvents()).toEqual([
        { event: 'User Meta', client_id: null, login_status: true, website_id: 1 },
      ]),
    );
  });

  test('without server data or a cached copy, a not-logged-in record is pushed and cached', async () => {
    server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.error()));
    await loadSections();
    const guest = { client_id: null, login_status: false, website_id: null };
    await waitFor(() => expect(userMetaEvents()).toEqual([{ event: 'User Meta', ...guest }]));
    expect(JSON.parse(sessionStorage.getItem(USER_META_STORAGE_KEY) ?? 'null')).toEqual(guest);
  });
});
