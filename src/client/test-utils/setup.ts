import { installFormDataFromForm } from './formDataFromForm';
import { server } from './server';

/**
 * Test lifecycle for every client test that imports test-utils: MSW on, and each test starting from an empty
 * browser (no cookies, no storage, no data layer).
 */
function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  installFormDataFromForm();
  // jsdom does not implement scrolling and reports it as an error.
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
});

afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  window.sessionStorage.clear();
  window.localStorage.clear();
  delete window.dataLayer;
});

afterAll(() => server.close());
