/**
 * A derived table `(text, vector)`: the weighted tsvector of each distinct `y.description` of `source` (a row
 * source aliased `y`), to be joined on the text. Parsing text is most of the cost of a search document on PGlite
 * (a few hundred microseconds per description), and bulk loads repeat descriptions, so each is parsed once per
 * statement; the vector is the one parsing it per row would give. `offset 0` keeps the planner from pulling the
 * vector up above the join, where it would be computed per joined row again.
 */
export function distinctVectorsSql(config: string, source: string, weight: 'A' | 'B' | 'C' | 'D'): string {
  return `(select u.text, setweight(to_tsvector(${config}, u.text), '${weight}') as vector
     from (select distinct y.description as text from ${source}) u offset 0)`;
}
