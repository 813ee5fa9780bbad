import { CACHE_BOUNDS, CatalogCache } from './catalog-cache';
import { Lru } from './lru';

describe('the LRU the catalogue cache is made of', () => {
  it('never holds more than its bound, forgetting the least recently used first', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1); // now b is the least recently used
    lru.set('d', 4);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
    expect(lru.size).toBe(3);
    for (let i = 0; i < 1000; i += 1) lru.set(`k${i}`, i);
    expect(lru.size).toBe(3);
    expect(lru.totalWeight).toBe(3);
  });

  it('weighs entries (a ranking weighs its matches) and keeps the newest even when it alone is too heavy', () => {
    const lru = new Lru<string, string>(10);
    lru.set('small', 's', 4);
    lru.set('medium', 'm', 5);
    lru.set('large', 'l', 6);
    // 4 + 5 + 6 > 10 drops small; 5 + 6 > 10 still drops medium.
    expect(lru.get('small')).toBeUndefined();
    expect(lru.get('medium')).toBeUndefined();
    expect(lru.totalWeight).toBe(6);
    expect(lru.get('large')).toBe('l');
    lru.set('huge', 'h', 50);
    expect(lru.get('huge')).toBe('h');
    expect(lru.size).toBe(1);
    lru.reweigh('huge', 'h', 2);
    expect(lru.totalWeight).toBe(2);
  });

  it('deletes an entry only if it still holds the value a failed load put there', () => {
    const lru = new Lru<string, string>(5);
    lru.set('k', 'old');
    lru.set('k', 'new');
    lru.delete('k', 'old');
    expect(lru.get('k')).toBe('new');
    lru.delete('k', 'new');
    expect(lru.get('k')).toBeUndefined();
    expect(lru.totalWeight).toBe(0);
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
    expect(cache.rankings.totalWeight).toBeLessThanOrEqual(30);
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
