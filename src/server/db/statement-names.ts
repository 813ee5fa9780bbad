import { createHash } from 'node:crypto';

/**
 * Names for node-postgres's prepared statements, one per SQL text. A named query is parsed and planned once per
 * connection and then only bound and executed: each call of a cart or order write saves the server that work
 * (and node-postgres sends no Parse message). Only parameterised texts are named (a text without parameters
 * may hold several statements, which cannot be prepared), and only the first MAX_NAMED texts: a text built
 * with values in it would otherwise prepare a statement per call on every connection for ever.
 */
const MAX_NAMED = 2_000;
const names = new Map<string, string>();

export function statementName(sql: string, paramCount: number): string | undefined {
  if (paramCount === 0) return undefined;
  const known = names.get(sql);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
  names.set(sql, name);
  return name;
}
