import type { ContractOperation } from '../../src/common/contract/operations';
import type { Scenario } from './scenario-api';
import type { ScenarioStep } from './types';

/**
 * The scenarios that feed every later one (store codes, categories, products, the session's form key, the
 * checkout's countries): an --only run always runs them. All are GETs.
 */
export const DISCOVERY: readonly string[] = [
  'listWebsites',
  'getStoreConfig',
  'getCategoryTree',
  'listCategoryProducts',
  'getProductByUrlKey',
  'loadCustomerSections',
  'getCheckoutConfig',
];

/** The --only entries that are neither an operation id nor a tag of the contract. */
export function unknownSelections(only: string[], operations: ContractOperation[]): string[] {
  const names = new Set(operations.flatMap((op) => [op.operationId, ...op.tags]));
  return only.filter((name) => !names.has(name));
}

/** The operations an --only list names, directly or by tag. */
export function selectedOperations(only: readonly string[], operations: ContractOperation[]): Set<string> {
  const wanted = new Set(only);
  return new Set(
    operations
      .filter((op) => wanted.has(op.operationId) || op.tags.some((tag) => wanted.has(tag)))
      .map((op) => op.operationId),
  );
}

/**
 * The scenarios an --only run needs: the selected operations' own, the discovery ones, the earlier scenarios
 * of a selected operation's tag (a cart's checkout needs the cart created and filled before it), and the
 * sign-in when a selected operation is the signed-in customer's. Steps keep their shape and order.
 */
export function selectSteps(
  steps: ScenarioStep[],
  selected: Set<string>,
  operations: ContractOperation[],
): ScenarioStep[] {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const flat = steps.flatMap((step) => ('lanes' in step ? step.lanes.flat() : [step]));
  const lastIndexOfTag = new Map<string, number>();
  let needsSignIn = false;
  flat.forEach((scenario, index) => {
    if (!selected.has(scenario.operationId)) return;
    const op = byId.get(scenario.operationId);
    for (const tag of op?.tags ?? []) lastIndexOfTag.set(tag, index);
    if (op?.usesSession && '401' in op.responses) needsSignIn = true;
  });
  const keep = (scenario: Scenario): boolean => {
    const id = scenario.operationId;
    if (selected.has(id) || DISCOVERY.includes(id) || (needsSignIn && id === 'loginCustomer')) return true;
    const index = flat.indexOf(scenario);
    return (byId.get(id)?.tags ?? []).some((tag) => index < (lastIndexOfTag.get(tag) ?? -1));
  };
  return steps.flatMap((step): ScenarioStep[] => {
    if (!('lanes' in step)) return keep(step) ? [step] : [];
    const lanes = step.lanes.map((lane) => lane.filter(keep)).filter((lane) => lane.length > 0);
    return lanes.length ? [{ lanes }] : [];
  });
}
