import type { FastifyRequest } from 'fastify';

/**
 * Whether a request that changes state without a body (a GET the spec fixes, such as my watches' remove link)
 * was made by this site's own pages: a cross-site request forgery is a link, image or form on another site that
 * the victim's browser follows with their cookies. Browsers say where a request comes from in
 * `Sec-Fetch-Site`, which no page can forge; only `same-origin` is ours (`same-site` is a sibling subdomain,
 * `none` an address typed or bookmarked, `cross-site` another site). A browser too old to send it is judged by
 * its `Origin`, else its `Referer`, which must name this very host; without either the request is refused.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const from = request.headers.origin ?? request.headers.referer;
  if (typeof from !== 'string') return false;
  try {
    return new URL(from).host === request.host;
  } catch {
    return false;
  }
}
