/**
 * A map that forgets its least recently used entries once their total weight exceeds `maxWeight` (an entry
 * weighs 1 unless told otherwise, e.g. the number of ids it holds), so a cache of it has a known bound.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(readonly maxWeight: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 1): void {
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      // The newest entry stays even when it alone is over the bound: the caller asked for it right now.
      if (this.weight <= this.maxWeight || oldest === key) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  /** Changes the weight of `key` if it still holds `value` (a promise whose size is known once resolved). */
  reweigh(key: K, value: V, weight: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.delete(key);
    this.set(key, value, weight);
  }

  delete(key: K, onlyIf?: V): void {
    const entry = this.entries.get(key);
    if (!entry || (onlyIf !== undefined && entry.value !== onlyIf)) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
