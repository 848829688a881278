/**
 * The text schemas of the catalogue's parameters (text-rules.ts has the rule they check): business numbers 1-64 plain
 * characters. A module of their own so that a page validating with them loads zod, and the start, which uses the
 * catalogue's constants, does not (issue 22).
 */
import { z } from 'zod';
import { hasControlChars } from './text-rules.ts';

/** A text parameter free of control characters. */
export const plainText = (msg: string) => z.string({ error: msg }).refine((s) => !hasControlChars(s), msg);

/** A business number (spuNo, skuNo, suitNo, merchantNo): trimmed, 1-64 plain characters. */
export const businessNoSchema = (msg: string) => plainText(msg).trim().min(1, msg).max(64, msg);
