/**
 * Field schemas the staff's forms share (customer groups, service outlets and engineers…), each refusing with the
 * caller's own message: a row id, and a line of plain text (trimmed, 1..max characters, no control characters).
 */
import { z } from 'zod';

export const rowIdField = (msg: string) =>
  z.number({ error: msg }).int(msg).min(1, msg).max(Number.MAX_SAFE_INTEGER, msg);

export const plainTextField = (msg: string, max: number) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, msg)
    .max(max, msg)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), msg);
