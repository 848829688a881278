import { MESSAGE_CATEGORY_KEYS, type MessageCategory, type MessageItem, type UnreadCount } from '@portal/domain';
import type { MessageRow } from './queries.ts';

export function toItem(r: MessageRow): MessageItem {
  return {
    id: Number(r.id),
    kind: r.kind,
    category: r.category as MessageCategory,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.read_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export function toUnread(rows: readonly { category: string; n: string | number }[]): UnreadCount {
  const categories: Record<string, number> = Object.fromEntries(MESSAGE_CATEGORY_KEYS.map((c) => [c, 0]));
  for (const r of rows) categories[r.category] = Number(r.n);
  const total = Object.values(categories).reduce((a, b) => a + b, 0);
  return { total, notice: categories.notice ?? 0, categories };
}
