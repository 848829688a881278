/**
 * Search hot words kept by staff (issue 45 §4; part 1 §"Hot word": word, status = the hot mark, linkType, linkUrl):
 * the save's schema, its refusals and the staff list's row.
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';
import { CATALOGUE_MESSAGES } from './catalogue-rules.ts';
import { plainText } from './text-schema.ts';

export const HOT_WORD_MAX = 20;

export const HOT_WORD_MESSAGES = messages('HOT_WORD', {
  wordRequired: '请输入热词',
  wordTooLong: `热词不能超过${HOT_WORD_MAX}个字符`,
  linkRule: '链接须为站内地址，以 / 开头',
  linkRequired: '跳转链接的热词请填写链接',
  sortRule: '排序为 0 到 9999 的整数',
  wordTaken: '该热词已存在',
  notFound: '热词不存在',
  badId: '编号不正确',
});
const M = HOT_WORD_MESSAGES;

/** linkType: 0 searches the word, 1 opens linkUrl (a page of this site). */
export const HotWordLink = { search: 0, url: 1 } as const;

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
