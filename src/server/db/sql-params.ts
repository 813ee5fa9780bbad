/**
 * Numbers the bound parameters of a statement built from parts (each part asks for its placeholders in turn),
 * so parts written in different modules compose into one statement without counting `$n` by hand. The same
 * parts in the same order give the same text, which keeps the statement's prepared name stable.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of `value`, bound as the next parameter. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
