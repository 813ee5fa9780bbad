import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readCookie } from '../lib/cookies';

/**
 * The one RTK Query root every generated domain injects into. The base URL is the page's origin so that the
 * same code runs in the browser and under jsdom (where MSW needs absolute URLs).
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      // REST calls that carry the session cookie must prove they come from our scripts.
      headers.set('X-Requested-With', 'XMLHttpRequest');
      const formKey = readCookie('form_key');
      if (formKey) headers.set('X-Form-Key', formKey);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
