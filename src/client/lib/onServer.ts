/**
 * Whether this code runs in the server renderer (node, no window) rather than in a browser, decided once at
 * import. One module so that the hydration test can load the server renderer beside the browser's modules in
 * one jsdom test (src/client/ssr/hydration.test.tsx), where `window` cannot be hidden.
 */
export const onServer = typeof window === 'undefined';
