/**
 * Spreadsheet cell safety: a text cell starting with = + - @ (or a tab / carriage return) would be read as a
 * formula by spreadsheet programs; it is written with a leading apostrophe instead.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(text: string): string {
  // A lone sign ('-' for "none") is no formula: it stays as it is.
  if (text === '-' || text === '+') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Reverses escapeCell for imported text. */
export function unescapeCell(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
