import type { LightMyRequestResponse } from 'fastify';
import { validatorFor } from '../../contract/validators';
import type { Probe } from './non-api-probes';

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/**
 * What is wrong with the answer to a path outside the contract, or null: a 5xx; an error whose body is not
 * the contract's `ApiError` as JSON (pages, for a browser, may answer an HTML page instead).
 */
export function probeProblem(probe: Probe, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}: ${clip(res.body)}`;
  // A HEAD answer has no body to check.
  if (status < 400 || probe.request.method === 'HEAD') return null;
  const media = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (probe.page && media === 'text/html') return null;
  if (media !== 'application/json')
    return `answered ${status} as ${media || 'no content type'}: ${clip(res.body)}`;
  const isApiError = validatorFor('ApiError');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${clip(res.body)}`;
  }
  return isApiError(body) ? null : `answered ${status} with ${clip(res.body)}, not an ApiError`;
}
