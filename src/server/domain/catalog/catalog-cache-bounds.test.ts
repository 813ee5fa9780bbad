import { CACHE_BOUNDS, CatalogCache } from './catalog-cache';

describe('the bounded maps the catalogue cache is made of', () => {
  const at = { catalogue: 0, stock: 0 };

  it('never hold more than their bound, forgetting the least recently used first', () => {
    const cache = new CatalogCache({ ...CACHE_BOUNDS, facetCounts: 3 });
    const counts = (total: number) => ({ total, options: {} as never, price: null });
    cache.keep(cache.facetCounts, at, 'a', counts(1));
    cache.keep(cache.facetCounts, at, 'b', counts(2));
    cache.keep(cache.facetCounts, at, 'c', counts(3));
    expect(cache.facetCounts.get('a')?.total).toBe(1); // now b is the least recently used
    cache.keep(cache.facetCounts, at, 'd', counts(4));
    expect(cache.facetCounts.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.facetCounts.get(key)?.total)).toEqual([1, 3, 4]);
    for (let i = 0; i < 1000; i += 1) cache.keep(cache.facetCounts, at, `k${i}`, counts(i));
    expect(cache.facetCounts.size).toBe(3);
    expect(cache.facetCounts.calculatedSize).toBe(3);
  });

  it('weigh entries (a sorted order weighs its documents), an empty one as 1', () => {
    const cache = new CatalogCache({ ...CACHE_BOUNDS, listingIds: 20 });
    const docs = (n: number) => Array.from({ length: n }, () => ({}) as never);
    cache.keep(cache.orders, at, 'small', docs(4), 4);
    cache.keep(cache.orders, at, 'medium', docs(5), 5);
    cache.keep(cache.orders, at, 'large', docs(6), 6);
    // 4 + 5 + 6 > 10 drops small; 5 + 6 > 10 still drops medium.
    expect(cache.orders.get('small')).toBeUndefined();
    expect(cache.orders.get('medium')).toBeUndefined();
    expect(cache.orders.calculatedSize).toBe(6);
    expect(cache.orders.get('large')).toHaveLength(6);
    cache.keep(cache.orders, at, 'empty', docs(0), 0);
    expect(cache.orders.get('empty')).toEqual([]);
    expect(cache.orders.calculatedSize).toBe(7);
  });
});

describe('the catalogue cache', () => {
  it('bounds rankings by their matches: the least recently searched terms are dropped and load again', async () => {
    const cache = new CatalogCache({ ...CACHE_BOUNDS, rankings: 30 });
    const loads: string[] = [];
    const search = (term: string) =>
      cache.memo(
        cache.rankings,
        cache.generation,
        term,
        async () => {
          loads.push(term);
          return new Map(Array.from({ length: 9 }, (_, i) => [i, i]));
        },
        (ranking) => ranking.size + 1,
      );
    for (const term of ['a', 'b', 'c', 'a', 'd']) await search(term);
    await Promise.resolve(); // the weights are set once the loads resolve
    expect(cache.rankings.calculatedSize).toBeLessThanOrEqual(30);
    await search('a');
    await search('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('loads once for concurrent requests, forgets a failed load, and keeps nothing read before an invalidation', async () => {
    const cache = new CatalogCache();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return new Map([[1, 1]]);
    };
    const [x, y] = await Promise.all([
      cache.memo(cache.rankings, cache.generation, 'k', load),
      cache.memo(cache.rankings, cache.generation, 'k', load),
    ]);
    expect(x).toBe(y);
    expect(calls).toBe(1);

    const failing = cache.memo(cache.rankings, cache.generation, 'boom', () =>
      Promise.reject(new Error('db')),
    );
    await expect(failing).rejects.toThrow('db');
    expect(cache.rankings.get('boom')).toBeUndefined();

    const before = cache.generation;
    cache.invalidate();
    void cache.memo(cache.rankings, before, 'late', async () => new Map());
    expect(cache.rankings.get('late')).toBeUndefined();
    cache.keep(cache.facetCounts, before, 'late', { total: 0, options: {} as never, price: null });
    expect(cache.facetCounts.get('late')).toBeUndefined();
  });
});
