import { screen, waitFor } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { JSDOM } from 'jsdom';
import { http, HttpResponse } from 'msw';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { serverRenderHydrated } from '../api/serverRendered';
import { App } from '../app/App';
import { makeStore } from '../app/store';
import { loadMessages } from '../lib/i18n/loadMessages';
import { answerSignedInCustomer, contractUrl, server, storeIn } from '../test-utils';
import { shopLanguage } from '../../common/i18n/languages';
import type { RenderedPage } from '../../common/server-render';
import type * as RenderPageModule from './renderPage';

/**
 * The server's render hydrated in the browser: same markup (React reports a mismatch through
 * onRecoverableError, or console.error, which fails any test here) and no public API call again.
 *
 * The server render runs the real renderPage as the server does, in a module registry of its own in which
 * lib/onServer.ts says "server": the API's hooks start their queries while rendering and private endpoints
 * never answer (api/emptyApi.ts). The hydration then runs in this jsdom window with the app's own modules, as
 * src/client/index.tsx does.
 */
// React's node renderer schedules its work with setImmediate, which node has and jsdom's window lacks.
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

async function renderOnServer(
  request: Parameters<typeof RenderPageModule.renderPage>[0],
): Promise<RenderedPage> {
  let page: RenderedPage | undefined;
  // The registry stays isolated for the whole render: the lazy pages the render loads come from it too.
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../lib/onServer', () => ({ onServer: true }));
    const module = jest.requireActual<typeof RenderPageModule>('./renderPage');
    // MSW replaces fetch once listening: the server's calls go through whichever fetch is current.
    module.connect({
      fetch: (input, init) => globalThis.fetch(input, init),
      domWindow: new JSDOM('').window,
    });
    page = await module.renderPage(request);
  });
  jest.dontMock('../lib/onServer');
  if (!page) throw new Error('renderPage did not render');
  return page;
}

const PUBLIC_CALLS =
  /\/V1\/(store\/config|store\/websites|caseback-menu|categories|caseback-content|products|search)/;
let requests: string[] = [];
let root: Root | undefined;
beforeAll(() =>
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname)),
);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `url` on the server, then hydrates its markup here; the recoverable errors React reported. */
async function serverRenderThenHydrate(url: string, language = 'en'): Promise<unknown[]> {
  const page = await renderOnServer({
    url,
    origin: window.location.origin,
    languageCode: language,
    nonce: 'n',
    onError: (e) => {
      throw e;
    },
  });
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  // A browser's parser mutes a <video muted> (the attribute sets the state, spec'd); jsdom does not, and React
  // compares the state when hydrating.
  for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
  requests = [];
  const store = makeStore();
  store.dispatch(serverRenderHydrated(page.apiState as Record<string, unknown>));
  // The browser's router reads the window's URL, as on a real page.
  window.history.replaceState(null, '', url);
  await loadMessages(shopLanguage(language));
  const recoverable: unknown[] = [];
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App store={store} serverState={store.getState()} />
      </StrictMode>,
      { onRecoverableError: (error) => void recoverable.push(error) },
    );
  });
  return recoverable;
}

test.each([
  ['a product page', '/en-int/heritage-chronograph.html', 'Heritage Chronograph'],
  ['a category page', '/en-int/watches/heritage', 'Heritage'],
  ['the home page', '/en-int/', 'Swiss watchmakers since 1887'],
])('%s hydrates without a mismatch and without asking for public data again', async (_, url, heading) => {
  expect(await serverRenderThenHydrate(url)).toEqual([]);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The private parts load once hydrated: the customer's sections are asked for, the public data is not.
  await waitFor(() => expect(requests).toContain('/en-int/customer/section/load'));
  expect(requests.filter((path) => PUBLIC_CALLS.test(path))).toEqual([]);
});

test('the Swiss French home hydrates in French from its first render', async () => {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(storeIn('fr-ch', 'fr', 'fr-CH'))),
  );
  expect(await serverRenderThenHydrate('/fr-ch/', 'fr')).toEqual([]);
  expect(await screen.findByRole('button', { name: 'Diapositive précédente' })).toBeInTheDocument();
  await waitFor(() => expect(requests).toContain('/fr-ch/customer/section/load'));
  expect(requests.filter((path) => PUBLIC_CALLS.test(path))).toEqual([]);
});

test("a missing product's not-found page hydrates as the not-found page, not as a loading one", async () => {
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () =>
      HttpResponse.json({ message: 'No such product' }, { status: 404 }),
    ),
  );
  expect(await serverRenderThenHydrate('/en-int/no-such-watch.html')).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a private page hydrates its loading state, then shows what the browser loads', async () => {
  answerSignedInCustomer();
  expect(await serverRenderThenHydrate('/en-int/checkout/cart')).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  // The signed-in customer's cart count, loaded after hydration (the server rendered none).
  expect(await screen.findByText('My Cart (1 item)')).toBeInTheDocument();
  expect(requests.filter((path) => PUBLIC_CALLS.test(path))).toEqual([]);
});
