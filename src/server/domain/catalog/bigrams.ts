/**
 * Japanese search without a Japanese text search configuration (PostgreSQL has none, and PGlite loads no
 * extension such as pg_bigm or a morphological analyser): the text is cut into overlapping character pairs
 * (クロノグラフ: クロ ロノ ノグ グラ ラフ) kept at consecutive positions, and a query is the phrase of its own
 * pairs (`'クロ' <-> 'ロノ' <-> ...`), so it finds exactly the documents that contain it as a substring, at any
 * length from one character, with ts_rank_cd's weights (name over description). Latin words and numbers in
 * the same text (watch names, "MA 3120", "18K") stay words, matched by prefix as in the other languages.
 *
 * The vector and the query are written in PostgreSQL's tsvector and tsquery syntax and cast, not parsed by
 * to_tsvector: the parser would keep a run of kana and kanji as one word and split it by the server's locale.
 */

type Token = { cjk: boolean; text: string };

// Kanji, hiragana, katakana and the prolonged sound mark ー (of no script of its own).
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;
/** A tsvector position is at most 16383; a lexeme at most 2 KB (longer words are no words a shopper types). */
const MAX_POSITION = 16383;
const MAX_WORD = 200;

/** Runs of kana and kanji, and words of other letters and digits, of normalised text (search-text.ts). */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  let current: Token | null = null;
  for (const char of text) {
    const cjk = CJK.test(char);
    if (!cjk && !WORD.test(char)) {
      current = null;
      continue;
    }
    if (current && current.cjk === cjk) current.text += char;
    else {
      current = { cjk, text: char };
      out.push(current);
    }
  }
  return out.filter((t) => t.text.length <= MAX_WORD);
}

/** A run's pairs in order; a single character is its own (and only) gram. */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;

/**
 * The tsvector literal of weighted parts of normalised text (weight A to D). Within a run, pairs sit at
 * consecutive positions; tokens and parts are one position apart, so no phrase spans two words or fields.
 * After a run's last pair its last character stands alone too, so that a one-character query finds it
 * wherever it is (elsewhere it is the start of a pair, matched by prefix).
 */
export function bigramVector(parts: ReadonlyArray<{ text: string; weight: 'A' | 'B' | 'C' | 'D' }>): string {
  const entries: string[] = [];
  let position = 1;
  for (const { text, weight } of parts) {
    for (const token of tokens(text)) {
      const grams = token.cjk ? pairs(token.text) : [token.text];
      for (const gram of grams) entries.push(`${quote(gram)}:${Math.min(position++, MAX_POSITION)}${weight}`);
      const chars = [...token.text];
      if (token.cjk && chars.length > 1) {
        entries.push(`${quote(chars[chars.length - 1]!)}:${Math.min(position++, MAX_POSITION)}${weight}`);
      }
      position += 1;
    }
    position += 1;
  }
  return entries.join(' ');
}

/**
 * The tsquery literal of a shopper's normalised words: each run of kana and kanji the phrase of its pairs (one
 * character: any pair it begins, or itself), each other word a prefix, all of them required. Null when the term
 * has no word.
 */
export function bigramQuery(words: readonly string[]): string | null {
  const clauses: string[] = [];
  for (const token of words.flatMap((w) => tokens(w))) {
    const grams = token.cjk ? pairs(token.text) : [token.text];
    if (grams.length === 1) clauses.push(`${quote(grams[0]!)}:*`);
    else clauses.push(`(${grams.map(quote).join(' <-> ')})`);
  }
  return clauses.length ? clauses.slice(0, 8).join(' & ') : null;
}
