import type { JsonSchema } from '../../src/common/contract/bundle';
import type { ContractOperation } from '../../src/common/contract/operations';
import type { HttpExchange } from './http';
import type { ErrorExpectation } from './scenario-api';
import { schemaName, schemaProblem } from './schema';

/** The outcome of comparing one answer with what the contract documents. */
export interface Verdict {
  expected: string;
  actual: string;
  /** First problem found; null when the answer honours the contract. */
  problem: string | null;
}

const JSON_MEDIA = 'application/json';

/** The documented 2xx status of an operation (the lowest, if a contract ever documents several). */
export function successStatus(op: ContractOperation): number {
  const codes = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
  return Math.min(...codes.map(Number));
}

/** Status, content type, schema and documented headers of a success answer; the body when there is one. */
export function checkSuccess(op: ContractOperation, exchange: HttpExchange): Verdict & { body: unknown } {
  const status = successStatus(op);
  const schema = op.responses[String(status)]?.schema ?? null;
  const parsed = parseJson(exchange.text);
  const problem =
    statusProblem(exchange, status) ??
    (schema ? bodyProblem(exchange, parsed, schema) : null) ??
    headerProblem(op, status, exchange);
  return {
    expected: `${status}${schema ? ` ${JSON_MEDIA}` : ''} ${schemaName(schema)}`,
    actual: describeActual(exchange, parsed),
    problem,
    body: exchange.status === status && parsed.ok ? parsed.value : undefined,
  };
}

/** Status, an error body in the documented schema with the expected `code` and `field`, documented headers. */
export function checkError(
  op: ContractOperation,
  expectation: ErrorExpectation,
  exchange: HttpExchange,
): Verdict {
  const schema = op.responses[String(expectation.status)]?.schema ?? null;
  const wants = [expectation.code, expectation.field && `field ${expectation.field}`]
    .filter(Boolean)
    .join(', ');
  const parsed = parseJson(exchange.text);
  const problem =
    statusProblem(exchange, expectation.status) ??
    (schema ? bodyProblem(exchange, parsed, schema) : 'the contract documents no body for it') ??
    errorFieldsProblem(expectation, parsed.value) ??
    headerProblem(op, expectation.status, exchange);
  return {
    expected: `${expectation.status} ${JSON_MEDIA} ${schemaName(schema)}${wants ? ` (${wants})` : ''}`,
    actual: describeActual(exchange, parsed),
    problem,
  };
}

export function mediaTypeOf(exchange: HttpExchange): string | null {
  const header = exchange.headers.get('content-type');
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
}

function bodyProblem(exchange: HttpExchange, parsed: Parsed, schema: JsonSchema): string | null {
  const media = mediaTypeOf(exchange);
  if (media !== JSON_MEDIA) return `content type ${media ?? 'missing'} instead of ${JSON_MEDIA}`;
  if (!parsed.ok) return parsed.problem;
  return schemaProblem(schema, parsed.value);
}

function statusProblem(exchange: HttpExchange, status: number): string | null {
  return exchange.status === status ? null : `status ${exchange.status} instead of ${status}`;
}

function describeActual(exchange: HttpExchange, parsed: Parsed): string {
  const error = parsed.ok ? apiErrorSummary(parsed.value) : null;
  return `${exchange.status} ${mediaTypeOf(exchange) ?? 'without content type'}${error ? ` (${error})` : ''}`;
}

/** `code, field ..., "message"` of an error body, so that a wrong status explains itself. */
function apiErrorSummary(value: unknown): string | null {
  if (!isRecord(value) || typeof value.code !== 'string') return null;
  const parts = [value.code];
  if (typeof value.field === 'string') parts.push(`field ${value.field}`);
  if (typeof value.message === 'string') parts.push(JSON.stringify(clip(value.message, 80)));
  return parts.join(', ');
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function errorFieldsProblem(expectation: ErrorExpectation, value: unknown): string | null {
  const body = isRecord(value) ? value : {};
  if (expectation.code && body.code !== expectation.code) {
    return `code ${JSON.stringify(body.code)} instead of ${JSON.stringify(expectation.code)}`;
  }
  if (expectation.status === 400 && typeof body.field !== 'string')
    return 'a 400 must name the failing input in field';
  if (expectation.field && body.field !== expectation.field) {
    return `field ${JSON.stringify(body.field)} instead of ${JSON.stringify(expectation.field)}`;
  }
  return null;
}

function headerProblem(op: ContractOperation, status: number, exchange: HttpExchange): string | null {
  for (const header of op.responses[String(status)]?.headers ?? []) {
    const raw = exchange.headers.get(header.name);
    if (raw === null) {
      if (header.required) return `header ${header.name} is missing`;
      continue;
    }
    const problem = schemaProblem(header.schema, coerceHeader(raw, header.schema), `header ${header.name}`);
    if (problem) return problem;
  }
  return null;
}

/** Header values are text; the contract types them, so compare them as the type they document. */
function coerceHeader(raw: string, schema: JsonSchema): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(raw))
    return Number(raw);
  if (schema.type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

type Parsed = { ok: true; value: unknown } | { ok: false; value: undefined; problem: string };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const start = text.slice(0, 40).replace(/\s+/g, ' ');
    const problem = text ? `body is not JSON (starts ${JSON.stringify(start)})` : 'empty body';
    return { ok: false, value: undefined, problem };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
