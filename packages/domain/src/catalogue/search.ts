/**
 * Chinese text search without a word segmenter: a row's search text is indexed as its single
 * characters and character bigrams (the SQL function catalogue_grams in migration 0003 computes
 * the same set); a query term must contain all of its grams, then the exact substring is checked.
 * This serves 1- and 2-character queries, Chinese words inside longer names and any fragment of a
 * model number the same way on PGlite and PostgreSQL.
 */
import { SEARCH_MAX_LENGTH } from './catalogue-rules.ts';

/** Lower-cased, trimmed, at most 50 characters; whitespace separates terms. */
export function normalizeSearch(raw: string): string {
  return raw.trim().slice(0, SEARCH_MAX_LENGTH).toLowerCase();
}

/** The terms of a query: whitespace-separated, de-duplicated, at most 8. */
export function searchTerms(raw: string): string[] {
  return [...new Set(normalizeSearch(raw).split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** Grams of one term: itself when one character, else its bigrams (characters, not UTF-16 units). */
export function termGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 1) return chars;
  const out = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** Every gram a text is indexed under (mirror of the SQL function, for tests). */
export function textGrams(text: string): Set<string> {
  const chars = [...text.toLowerCase()];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    if (!/\s/.test(chars[i]!)) out.add(chars[i]!);
    const b = chars[i]! + (chars[i + 1] ?? '');
    if (chars[i + 1] !== undefined && !/\s/.test(b)) out.add(b);
  }
  return out;
}

/** Escape LIKE wildcards so a keyword like '100%' or 'a_b' matches literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
