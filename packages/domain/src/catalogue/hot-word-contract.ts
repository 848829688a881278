/**
 * Search hot words kept by staff (issue 45 §4; part 1 §"Hot word": word, status = the hot mark, linkType, linkUrl):
 * the save's schema, its refusals and the staff list's row.
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-rules.ts';
import { plainText } from './text-schema.ts';
import { HOT_WORD_MAX, HOT_WORD_MESSAGES, HotWordLink } from './hot-words.ts';

const M = HOT_WORD_MESSAGES;

export const hotWordSaveSchema = z
  .object({
    /** Absent: a new hot word. */
    id: z.number({ error: M.badId }).int(M.badId).min(1, M.badId).max(2_147_483_647, M.badId).optional(),
    word: plainText(CATALOGUE_MESSAGES.badText).trim().min(1, M.wordRequired).max(HOT_WORD_MAX, M.wordTooLong),
    /** The hot mark (status 1). */
    hot: z.boolean().default(false),
    linkType: z.union([z.literal(HotWordLink.search), z.literal(HotWordLink.url)]).default(HotWordLink.search),
    linkUrl: z
      .string()
      .trim()
      .regex(/^\/[^\s]{0,200}$/, M.linkRule)
      .nullable()
      .default(null),
    sort: z.number({ error: M.sortRule }).int(M.sortRule).min(0, M.sortRule).max(9999, M.sortRule).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((h) => h.linkType === HotWordLink.search || !!h.linkUrl, { message: M.linkRequired, path: ['linkUrl'] });
export type HotWordSave = z.input<typeof hotWordSaveSchema>;

export const hotWordRowSchema = z.object({
  id: z.number(),
  word: z.string(),
  hot: z.boolean(),
  linkType: z.number(),
  linkUrl: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type HotWordRow = z.infer<typeof hotWordRowSchema>;
