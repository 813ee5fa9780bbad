import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { readCookie } from '../lib/cookies';
import { onServer } from '../lib/onServer';
import { SERVER_RENDERED_ENDPOINTS, serverRenderHydrated } from './serverRendered';
import { apiFetch } from './transport';

// A server render has no effects: its hooks start their queries while rendering, and the renderer renders again
// once they have answered (src/client/ssr/renderPage.tsx). In the browser they start in effects, as usual.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

const baseQuery = fetchBaseQuery({
  baseUrl: onServer ? 'http://localhost' : window.location.origin,
  credentials: 'same-origin',
  fetchFn: apiFetch,
  prepareHeaders: (headers, { arg }) => {
    // REST calls that carry the session cookie must prove they come from our scripts.
    headers.set('X-Requested-With', 'XMLHttpRequest');
    // Only a change needs the form key (the contract's x-form-key operations are all POSTs): a read does not
    // pay for reading the cookie store, a few milliseconds of blocked main thread each during a page load.
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') return headers;
    const formKey = readCookie('form_key');
    if (formKey) headers.set('X-Form-Key', formKey);
    return headers;
  },
});

/** On the server, a query outside the public list never answers: its component renders its loading state. */
const serverBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  SERVER_RENDERED_ENDPOINTS.has(api.endpoint) ? baseQuery(args, api, extra) : new Promise(() => undefined);

/**
 * The one RTK Query root every generated domain injects into. The base URL is the page's origin so that the
 * same code runs in the browser and under jsdom (where MSW needs absolute URLs).
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: onServer ? serverBaseQuery : baseQuery,
  // The server render's answers become this cache before the first render in the browser: no fetch again.
  // The root knows none of the endpoints injected later, so it cannot name the cache's type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo: (action, { reducerPath }): any =>
    serverRenderHydrated.match(action) ? action.payload[reducerPath] : undefined,
  endpoints: () => ({}),
});
