/**
 * The text rules of the catalogue's parameters (catalogue.ts re-exports them): no control characters, business
 * numbers 1-64 plain characters. A module of their own so that a page validating with them loads zod, and the start,
 * which uses the catalogue's constants, does not.
 */
import { z } from 'zod';

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

/** A text parameter free of control characters. */
export const plainText = (msg: string) => z.string({ error: msg }).refine((s) => !hasControlChars(s), msg);

/** A business number (spuNo, skuNo, suitNo, merchantNo): trimmed, 1-64 plain characters. */
export const businessNoSchema = (msg: string) => plainText(msg).trim().min(1, msg).max(64, msg);
