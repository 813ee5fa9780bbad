/**
 * Every API call's `fetch`. The browser (and jsdom under MSW) uses the global one; the server's renderer
 * replaces it once with an in-process transport to its own routes, so a server render makes no network call.
 */
type Fetch = typeof fetch;

let transport: Fetch = (input, init) => fetch(input, init);

export const apiFetch: Fetch = (input, init) => transport(input, init);

export function setApiTransport(next: Fetch): void {
  transport = next;
}
