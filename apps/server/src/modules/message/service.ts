/**
 * The message centre (part 1 §2 /member/messageCenter, §7 unread mail count): an account's messages by category and
 * read state, the unread count, open (marks read), mark all read, delete. Another account's message id is answered
 * 404 and nothing changes (every statement filters on the account).
 *
 * Messages are written by the module whose event causes them, inside its own transaction, through `send` (index.ts):
 * the message exists if and only if the event committed, and its live push ('message.created') is sent on commit.
 */
import {
  ErrorCode,
  MESSAGE_MESSAGES,
  MESSAGE_ROUTES as E,
  listedBy,
  refusal,
  renderMessage,
  type MessageCategory,
  type MessageItem,
  type MessageKind,
  type MessageParams,
  type UnreadCount,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bus, emitOnCommit } from '../../events/index.ts';
import { businessError } from '../../http/errors.ts';
import { toItem, toUnread } from './presenter.ts';
import * as q from './queries.ts';

/** Not this account's message (or no such message): 404 with the reason MESSAGE.notFound. */
const notFound = () =>
  businessError(listedBy(E.read, E.del)(refusal(MESSAGE_MESSAGES, 'notFound')), ErrorCode.notFound, 404);

export async function page(
  db: Kysely<DB>,
  accountId: number,
  query: { category?: MessageCategory; read?: '0' | '1'; page: number; size: number },
): Promise<{ list: MessageItem[]; total: number }> {
  const f: q.PageFilter = {
    ...(query.category ? { category: query.category } : {}),
    ...(query.read ? { read: query.read === '1' } : {}),
  };
  const [rows, total] = await Promise.all([
    q.page(db, accountId, f, query.page, query.size),
    q.count(db, accountId, f),
  ]);
  return { list: rows.map(toItem), total };
}

export async function unreadCount(db: Kysely<DB>, accountId: number): Promise<UnreadCount> {
  return toUnread(await q.unreadByCategory(db, accountId));
}

/** Opens a message: marks it read, answers it; the account's other tabs hear the new count. */
export async function read(db: Kysely<DB>, accountId: number, id: number): Promise<MessageItem> {
  const r = await q.markRead(db, accountId, id);
  if (!r) throw notFound();
  bus.emit(db, { type: 'message.read', accountId });
  return toItem(r);
}

export async function readAll(db: Kysely<DB>, accountId: number, category?: MessageCategory): Promise<number> {
  const n = await q.markAllRead(db, accountId, category);
  if (n > 0) bus.emit(db, { type: 'message.read', accountId });
  return n;
}

export async function remove(db: Kysely<DB>, accountId: number, id: number): Promise<void> {
  if (!(await q.remove(db, accountId, id))) throw notFound();
  bus.emit(db, { type: 'message.read', accountId });
}

/** The newest message of an account (for the live push), undefined when it was deleted meanwhile. */
export async function one(db: Kysely<DB>, accountId: number, id: number): Promise<MessageItem | undefined> {
  const r = await q.find(db, accountId, id);
  return r ? toItem(r) : undefined;
}

export interface Outgoing {
  accountId: number;
  kind: MessageKind;
  params: MessageParams;
  /** What makes this message the same as another: the same key for the same account is written once. */
  key: string;
}

/**
 * Writes messages in the caller's transaction `tx` (the one of the event that causes them); each is pushed live
 * once `tx` commits. A message whose (account, key) exists already is skipped. Answers how many were written.
 */
export async function send(tx: Kysely<DB>, messages: readonly Outgoing[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = messages.map((m) => {
    const r = renderMessage(m.kind, m.params);
    return {
      account_id: m.accountId,
      kind: m.kind,
      category: r.category,
      title: r.title,
      body: r.body,
      link: r.link,
      dedupe_key: `${m.kind}:${m.key}`.slice(0, 200),
    };
  });
  const written = await q.insertMany(tx, rows);
  for (const w of written) {
    await emitOnCommit(tx, { type: 'message.created', accountId: Number(w.account_id), messageId: Number(w.id) });
  }
  return written.length;
}
