/** The message centre's contract: items, pages, unread counts, live frames, refusals (part 1 §2, §7, §8). */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import { MESSAGE_CATEGORY_KEYS, type MessageCategory } from './kinds.ts';
import { MESSAGE_MESSAGES } from './message-words.ts';

const category = z.enum(MESSAGE_CATEGORY_KEYS as [MessageCategory, ...MessageCategory[]], {
  error: MESSAGE_MESSAGES.categoryInvalid,
});

export const messageItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  category,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

export type MessageItem = z.infer<typeof messageItemSchema>;

/** Page query: a category or all, read state (0 unread, 1 read) or both. */
export const messagePageQuerySchema = z.object({
  category: category.optional(),
  read: z.enum(['0', '1']).optional(),
  page: pageNumber,
  size: pageSize(10),
});

/** The unread count as the spec names it: data.total (all unread), data.notice (unread 系统通知), per category. */
export const unreadCountSchema = z.object({
  total: z.number(),
  notice: z.number(),
  categories: z.record(z.string(), z.number()),
});

export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messageIdSchema = z.object({
  id: z.coerce.number({ error: MESSAGE_MESSAGES.idInvalid }).int().positive(MESSAGE_MESSAGES.idInvalid),
});

export const readAllSchema = z.object({ category: category.optional() });

/** What the live connection sends: the unread count, a new message with the count after it, or a heartbeat. */
export type MessageFrame =
  | { type: 'unread'; unread: UnreadCount }
  | { type: 'message'; message: MessageItem; unread: UnreadCount }
  | { type: 'ping' };
