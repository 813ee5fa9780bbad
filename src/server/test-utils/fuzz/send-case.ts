import type { LightMyRequestResponse } from 'fastify';
import type { ContractOperation } from '../../../common/contract/operations';
import type { TestApp } from '../test-app';
import type { FuzzCase } from './base-request';
import { identityHeaders, type FuzzIdentity } from './fuzz-identity';
import { withLiveFields } from './live-fields';
import { toInject } from './request-parts';

/** Sends one case as its identity, its body's untouched live fields (captcha, pickup date) made valid first. */
export async function sendCase(
  t: TestApp,
  op: ContractOperation,
  identity: FuzzIdentity,
  c: FuzzCase,
  exampleBody: unknown,
): Promise<LightMyRequestResponse> {
  const body =
    c.parts.body?.kind === 'value'
      ? { ...c.parts.body, value: await withLiveFields(c.parts.body.value, exampleBody, identity.liveFields) }
      : c.parts.body;
  return t.app.inject(
    toInject(
      op.method,
      op.path,
      { ...c.parts, body },
      {
        headers: identityHeaders(identity),
        remoteAddress: identity.remoteAddress,
      },
    ),
  );
}
