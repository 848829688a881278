/**
 * The text rule of the catalogue's parameters (catalogue.ts re-exports it): no control characters. Free of zod, so
 * the start, which checks filter values with it, does not load zod; the schemas built on it are in text-schema.ts.
 */
/**
 * Control characters (NUL and the like) are never part of a keyword, a product number or a filter value, and
 * PostgreSQL refuses NUL in text: such input is malformed, not a fault.
 */
export function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Tab, line feed and carriage return are whitespace (trimmed or separating terms); the rest are not text.
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
