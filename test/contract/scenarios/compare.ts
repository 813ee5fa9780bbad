import type { components } from '../../../src/common/contract/schema.gen';
import {
  need,
  type CallInput,
  type OperationId,
  type Scenario,
  type ScenarioContext,
} from '../../../scripts/verify-contract/scenario-api';
import { bodyKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

type CompareList = components['schemas']['CompareList'];

/**
 * The guest session's comparison list, from empty to full and back to empty, so that a run leaves nothing
 * behind (a signed-in run's sign-in would otherwise carry the list into the account). The four scenarios
 * share the list as last answered and the products they chose from the listings.
 */
export function compareScenarios(found: Discovered): Scenario[] {
  const state: { list: CompareList | null; ids: number[] } = { list: null, ids: [] };
  const productIds = () => {
    if (!state.ids.length) {
      state.ids = [...new Set(found.products.map((p) => p.id))].slice(0, 5);
    }
    return state.ids;
  };
  const remember = (list: CompareList | null) => {
    if (list) state.list = list;
    return list;
  };

  return [
    {
      operationId: 'getCompareList',
      async run(t) {
        remember(await t.ok('getCompareList', "the session's list", {}, consistent));
        await refusesWithoutHeader(t, 'getCompareList', {});
        await rejectsStoreCodes(t, 'getCompareList', {}, found);
      },
    },
    {
      operationId: 'addCompareItem',
      async run(t) {
        const ids = productIds();
        const first = need(ids[0], 'a product id from the items of a category listing');
        const add = (label: string, productId: number, check: (list: CompareList) => string | null) =>
          t.ok(
            'addCompareItem',
            label,
            { body: { product_id: productId } },
            (body) => consistent(body) ?? check(body),
          );
        const count = state.list?.count ?? 0;
        remember(
          await add(`product ${first}`, first, (list) =>
            has(list, first) ? null : `${first} is not in the list`,
          ),
        );
        remember(
          await add(`product ${first} again: still once`, first, (list) =>
            list.items.filter((i) => i.id === first).length === 1 && list.count === Math.max(count, 1)
              ? null
              : `count ${list.count}: adding a product twice must not add it again`,
          ),
        );
        // Fill the list up to its maximum, then one more.
        for (const id of ids.slice(1)) {
          const current = state.list;
          if (!current || current.count >= current.max_items) {
            await t.rejects(
              'addCompareItem',
              `product ${id} to a full list of ${current?.count ?? '?'}`,
              { body: { product_id: id } },
              { status: 409, code: 'conflict' },
            );
            break;
          }
          remember(
            await add(`product ${id}`, id, (list) => (has(list, id) ? null : `${id} is not in the list`)),
          );
        }
        const maximum = bodyKeyword('addCompareItem', ['product_id'], 'maximum');
        await t.rejects(
          'addCompareItem',
          'product_id "abc"',
          { body: { product_id: 'abc' } },
          { status: 400, code: 'validation_failed', field: 'body.product_id' },
        );
        await t.rejects(
          'addCompareItem',
          `unknown product ${maximum}`,
          { body: { product_id: maximum } },
          { status: 404, code: 'not_found' },
        );
        await refusesWithoutHeader(t, 'addCompareItem', { body: { product_id: first } });
      },
    },
    {
      operationId: 'removeCompareItem',
      async run(t) {
        const id = need(state.list?.items[0]?.id, 'a product in the list (addCompareItem)');
        remember(
          await t.ok(
            'removeCompareItem',
            `product ${id}`,
            { path: { product_id: id } },
            (list) => consistent(list) ?? (has(list, id) ? `${id} is still in the list` : null),
          ),
        );
        await t.rejects(
          'removeCompareItem',
          `product ${id} again, once removed`,
          { path: { product_id: id } },
          { status: 404, code: 'not_found' },
        );
        await t.rejects(
          'removeCompareItem',
          'product id abc',
          { path: { product_id: 'abc' } },
          { status: 400, code: 'validation_failed', field: 'path.product_id' },
        );
      },
    },
    {
      operationId: 'clearCompareList',
      async run(t) {
        await refusesWithoutHeader(t, 'clearCompareList', {});
        remember(
          await t.ok('clearCompareList', 'every product', {}, (list) =>
            list.count === 0 && list.items.length === 0 && list.attribute_labels.length === 0
              ? null
              : `count ${list.count}: the list must be empty`,
          ),
        );
      },
    },
  ];
}

const has = (list: CompareList, id: number) => list.items.some((i) => i.id === id);

/** The count is the items', and every item has one attribute per row, in the rows' order. */
function consistent(list: CompareList): string | null {
  if (list.count !== list.items.length) return `count ${list.count} but ${list.items.length} items`;
  const rows = list.attribute_labels.map((l) => l.code).join(',');
  const odd = list.items.find((i) => i.attributes.map((a) => a.code).join(',') !== rows);
  return odd ? `the attributes of ${odd.sku} are not the rows of attribute_labels` : null;
}

/**
 * Session calls on /rest/ must carry X-Requested-With. Worded apart from the customer's-cart refusals
 * (refusesWithoutRequestedWith), which the verifier's own test counts.
 */
async function refusesWithoutHeader(t: ScenarioContext, operationId: OperationId, input: CallInput) {
  await t.rejects(
    operationId,
    'missing the X-Requested-With header',
    { ...input, headers: { ...input.headers, 'X-Requested-With': null } },
    { status: 403, code: 'header_required' },
  );
}
