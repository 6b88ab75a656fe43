/**
 * The catalogue search tokeniser. The database holds the same rules as SQL (functions shop_search_normalise
 * and shop_search_terms, last defined in migration 0068_search_terms_bulk_import.sql) to index display
 * products; this copy turns a shopper's query into the terms looked up in that index. An integration test
 * checks that both agree on the same texts, so change them together.
 *
 * Rules, chosen to behave the same in JavaScript and in any Postgres (no locale or Unicode-table
 * dependence):
 * - full-width ASCII (ＡＢＣ１２３, U+FF01–FF5E) becomes ASCII and the ideographic space a space; only A–Z is
 *   lower-cased;
 * - a word is a run of a–z and 0–9 ("10ml", "jhs", "1001" from JHS-1001); a query word matches any indexed
 *   word it begins (prefix);
 * - Chinese (and Japanese, Korean) text has no spaces, so a run of CJK characters is indexed as every single
 *   character and every pair of neighbours (unigrams and bigrams): 深層保濕 → 深 層 保 濕 深層 層保 保濕.
 *   A query matches when all its characters are present; its bigrams (neighbour pairs) rank the results.
 * - everything else (punctuation, symbols, other scripts) separates terms and is not searchable.
 */

const FULLWIDTH_START = 0xff01;
const FULLWIDTH_END = 0xff5e;
const FULLWIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = '\u3000';

/** Hiragana, katakana, CJK extension A, unified ideographs, hangul syllables, compatibility ideographs, planes 2. */
export const CJK_CHARACTER =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2ffff}]/u;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2ffff}]+/gu;
const WORD = /[0-9a-z]+/g;

/** Full-width ASCII to ASCII, ideographic space to space, A–Z to a–z; nothing else changes. */
export function normaliseSearchText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= FULLWIDTH_START && code <= FULLWIDTH_END) out += String.fromCharCode(code - FULLWIDTH_OFFSET);
    else if (char === IDEOGRAPHIC_SPACE) out += ' ';
    else out += char;
  }
  return out.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function cjkRuns(normalised: string): string[][] {
  return [...normalised.matchAll(CJK_RUN)].map((match) => Array.from(match[0]));
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function bigramsOf(run: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i += 1) pairs.push(`${run[i]}${run[i + 1]}`);
  return pairs;
}

/** The terms a text is indexed under: its words, CJK characters and CJK neighbour pairs (distinct). */
export function searchIndexTerms(text: string): string[] {
  const normalised = normaliseSearchText(text);
  const runs = cjkRuns(normalised);
  return unique([
    ...(normalised.match(WORD) ?? []),
    ...runs.flat(),
    ...runs.flatMap((run) => bigramsOf(run)),
  ]);
}

export interface SearchQuery {
  /** The query as compared with whole names for ranking: normalised, trimmed, single-spaced. */
  phrase: string;
  /** Each must begin some indexed word of the product. */
  words: string[];
  /** Each must be an indexed character of the product. */
  characters: string[];
  /** Neighbour pairs of the query's CJK runs: not required, the more a product has the higher it ranks. */
  bigrams: string[];
}

/** A shopper's query as index look-ups. A query with no searchable term has empty words and characters. */
export function parseSearchQuery(text: string): SearchQuery {
  const normalised = normaliseSearchText(text);
  const runs = cjkRuns(normalised);
  return {
    phrase: normalised.trim().replace(/\s+/g, ' '),
    words: unique(normalised.match(WORD) ?? []),
    characters: unique(runs.flat()),
    bigrams: unique(runs.flatMap((run) => bigramsOf(run))),
  };
}

/** True when the query has at least one term to look up. */
export function isSearchable(query: SearchQuery): boolean {
  return query.words.length > 0 || query.characters.length > 0;
}
