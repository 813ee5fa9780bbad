import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { emptyApi } from '../api/emptyApi';
import { SERVER_RENDERED_ENDPOINTS } from '../api/serverRendered';
import { setApiTransport } from '../api/transport';
import { appRoutes } from '../app/routes';
import { AppRoutes } from '../app/routing/AppRoutes';
import { makeStore, type AppStore } from '../app/store';
import { HeadRecordContext, newHeadRecord } from '../lib/head/headRecord';
import { PageOriginContext } from '../lib/head/pageOrigin';
import { loadMessages } from '../lib/i18n/loadMessages';
import { SOURCE_LANGUAGE, shopLanguage } from '../../common/i18n/languages';
import type { WindowLike } from 'dompurify';
import type { PageRenderRequest, RenderedPage, RendererConnection } from '../../common/server-render';
import { setSanitizingDom } from '../lib/sanitizeHtml';
import { chunksOfMatches } from '../app/routing/pageChunks';
import { headHtml } from './headHtml';
import { renderToHtml } from './renderToHtml';

/**
 * Each render starts the queries its components ask for (a server render runs the hooks' side effects while
 * rendering); the next render sees their answers and may ask for more (a category's products once the tree has
 * named its id). A page settles in 3 or 4 renders; the bound stops a page whose queries never settle.
 */
const MAX_RENDERS = 8;

/**
 * How long a render waits for its public queries, in all: a backend call that never answers must not hold the
 * page (and the server's worker) forever. What has not answered by then renders its loading state and is left
 * out of the state sent, so the browser fetches it.
 */
const SETTLE_WITHIN_MS = 5_000;

/** Connects the renderer to the server: its routes for the API calls, its DOM for sanitising (once, at start). */
export function connect({ fetch, domWindow }: RendererConnection): void {
  setApiTransport(fetch);
  setSanitizingDom(domWindow as WindowLike);
}

function pendingPublicQueries(store: AppStore): (Promise<unknown> & { queryCacheKey: string })[] {
  const { queries } = store.getState()[emptyApi.reducerPath];
  return store.dispatch(emptyApi.util.getRunningQueriesThunk()).filter((query) => {
    const endpoint = queries[query.queryCacheKey]?.endpointName;
    return endpoint !== undefined && SERVER_RENDERED_ENDPOINTS.has(endpoint);
  });
}

/** Whether `queries` all answered before `deadline` (a query's promise resolves on failure too). */
async function settled(queries: Promise<unknown>[], deadline: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([Promise.all(queries).then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Renders a store page with the components and store the browser uses, over the public API answers. */
export async function renderPage(
  { url, origin, languageCode, nonce, onError }: PageRenderRequest,
  { settleWithinMs = SETTLE_WITHIN_MS }: { settleWithinMs?: number } = {},
): Promise<RenderedPage> {
  const language = shopLanguage(languageCode ?? SOURCE_LANGUAGE);
  await loadMessages(language);
  const store = makeStore();
  const location = new URL(url, origin);
  const matches = matchRoutes(appRoutes, location) ?? [];

  const render = async () => {
    const head = newHeadRecord();
    const html = await renderToHtml(
      <StrictMode>
        <HeadRecordContext.Provider value={head}>
          <PageOriginContext.Provider value={origin}>
            <Provider store={store}>
              <StaticRouter location={location.pathname + location.search}>
                <AppRoutes />
              </StaticRouter>
            </Provider>
          </PageOriginContext.Provider>
        </HeadRecordContext.Provider>
      </StrictMode>,
      nonce,
      onError,
    );
    return { html, head };
  };

  // RTK Query starts a failed query again for each new subscriber, and every server render subscribes anew: a
  // query that has answered once (a product's 404) is not waited for again, else the page rendered MAX_RENDERS
  // times and asked the backend for the missing product at each of them.
  const answered = new Set<string>();
  const deadline = Date.now() + settleWithinMs;
  let page = await render();
  for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
    const pending = pendingPublicQueries(store).filter((query) => !answered.has(query.queryCacheKey));
    if (pending.length === 0) break;
    if (!(await settled(pending, deadline))) break;
    for (const query of pending) answered.add(query.queryCacheKey);
    page = await render();
  }
  // The failed queries the last render started again: their answer (the same failure) is what the page shows.
  await settled(pendingPublicQueries(store), deadline);
  return {
    html: page.html,
    headHtml: headHtml(page.head, origin),
    chunks: chunksOfMatches(matches),
    apiState: publicApiState(store),
  };
}

/**
 * The API slice with only the public answers a render used: nothing pending, nothing private. Failures are
 * kept: the page rendered them (a product's 404 is the not-found page), and the browser's first render must
 * render the same, not a loading state (RTK Query asks again once the browser subscribes).
 */
function publicApiState(store: AppStore): unknown {
  const api = store.getState()[emptyApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, query]) =>
        (query?.status === 'fulfilled' || query?.status === 'rejected') &&
        SERVER_RENDERED_ENDPOINTS.has(query.endpointName),
    ),
  );
  return { [emptyApi.reducerPath]: { ...api, queries, mutations: {}, subscriptions: {} } };
}
