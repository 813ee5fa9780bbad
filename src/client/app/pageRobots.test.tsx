import { waitFor } from '@testing-library/react';
import { headMeta, renderApp } from '../test-utils';

/** What a crawler reading a page signed out is told about indexing it (lib/head/robots.ts). */
describe('robots rules of the pages that are not landing pages', () => {
  // The head outlives a test: without this, the previous page's rule could answer for the next one.
  beforeEach(() => document.head.querySelector('meta[name="robots"]')?.remove());

  test.each([
    ['/en-int/checkout/cart', 'noindex, nofollow'],
    ['/en-int/customer/account/createPassword?token=abc', 'noindex, nofollow'],
    ['/en-int/customer/account/login', 'noindex, follow'],
    ['/en-int/customer/account/create', 'noindex, follow'],
    ['/en-int/customer/account/forgotpassword', 'noindex, follow'],
    ['/en-int/catalogsearch/result/?q=steel', 'noindex, follow'],
  ])('%s: %s', async (route, robots) => {
    renderApp(route);
    await waitFor(() => expect(headMeta('robots')).toBe(robots));
  });
});
