import type { CallInput, OperationId, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { unknownStoreCode } from './inputs';

/**
 * The two store-code cases every store-scoped operation shares, sent with otherwise valid input: a code
 * breaking the pattern is a 400, a well-formed code the server does not know is a 404.
 */
export async function rejectsStoreCodes(
  t: ScenarioContext,
  operationId: OperationId,
  input: CallInput,
  found: Discovered,
): Promise<void> {
  await t.rejects(
    operationId,
    'store code EN_INT (breaks the pattern)',
    { ...input, path: { ...input.path, store_code: 'EN_INT' } },
    { status: 400, code: 'validation_failed', field: 'path.store_code' },
  );
  const unknown = unknownStoreCode(found);
  await t.rejects(
    operationId,
    `unknown store code ${unknown}`,
    { ...input, path: { ...input.path, store_code: unknown } },
    { status: 404, code: 'store_not_found' },
  );
}
