import { http, HttpResponse } from 'msw';
import type { CompareList } from '../../api/compare';
import { contractExample, contractUrl, server } from '../../test-utils';

/** The contract's examples: nothing yet, and the Heritage Chronograph (id 1) beside the Navigator Diver (id 8). */
export const emptyList = () => contractExample<CompareList>('getCompareList', 'empty');
export const twoWatches = () => contractExample<CompareList>('getCompareList', 'twoWatches');

/**
 * A comparison list kept by MSW for one test, answering every compare call as the server does (each change
 * answers the whole list), so components see their own changes. Products come from the two-watch example.
 */
export function serveCompareList(initial: CompareList) {
  let list = structuredClone(initial);
  const known = twoWatches().items;
  const answer = (items: CompareList['items']) => {
    list = {
      ...list,
      count: items.length,
      items,
      attribute_labels: items.length ? twoWatches().attribute_labels : [],
    };
    return HttpResponse.json(list);
  };
  const calls: string[] = [];
  server.use(
    http.get(contractUrl('getCompareList'), () => HttpResponse.json(list)),
    http.post(contractUrl('addCompareItem'), async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number };
      calls.push(`add ${product_id}`);
      const product = known.find((item) => item.id === product_id);
      if (!product) return HttpResponse.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
      if (list.items.some((item) => item.id === product_id)) return HttpResponse.json(list);
      return answer([...list.items, product]);
    }),
    http.delete(contractUrl('removeCompareItem'), ({ params }) => {
      const id = Number(params.product_id);
      calls.push(`remove ${id}`);
      return answer(list.items.filter((item) => item.id !== id));
    }),
    http.delete(contractUrl('clearCompareList'), () => {
      calls.push('clear');
      return answer([]);
    }),
  );
  return { calls, current: () => list };
}
