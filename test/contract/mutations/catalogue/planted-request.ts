import type { Planted } from '../plant';

// What the mutations read and rewrite of the request they are planted in.

/** The body, copied: the catalogue cache hands out frozen objects shared between requests. */
export const copy = <T>(body: unknown): T => structuredClone(body) as T;
export const query = (at: Planted) => at.request.query as Record<string, unknown>;
export const params = (at: Planted) => at.request.params as Record<string, unknown>;
export const requestBody = (at: Planted) => at.request.body as Record<string, unknown>;
