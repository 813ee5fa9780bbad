/**
 * A small in-memory cache with a time to live, holding promises so that concurrent first requests share one
 * load (no stampede on the database when the entry expires under traffic). A failed load is forgotten at
 * once, so the next request tries again.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    // Oldest first out: Maps iterate in insertion order.
    while (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry; a load under way still answers the requests that wait for it, but is not kept. */
  clear(): void {
    this.entries.clear();
  }
}
