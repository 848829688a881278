/**
 * Customer service (part 1 §7): feedback (complaint or suggestion, pictures, terminal 3) and its history, the
 * staff's answer; clues (leads) and the footer marquee; the customer-service query.
 */
import { FEEDBACK_MESSAGES, FEEDBACK_ROUTES as E, listedBy, refusal, type Feedback } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { accountContacts } from '../account/index.ts';
import * as q from './queries.ts';
import { sendMessages } from '../message/index.ts';

/** What answering may refuse: only what its entry lists (the compiler checks). */
const answerNo = listedBy(E.answer);

type Row = Awaited<ReturnType<typeof q.insertFeedback>>;
const iso = (d: Date | string) => new Date(d).toISOString();

function toFeedback(r: Row): Feedback {
  return {
    id: Number(r.id),
    type: r.type,
    body: r.body,
    pictures: r.pictures,
    contact: r.contact,
    status: r.status,
    answer: r.answer,
    answeredAt: r.answered_at ? iso(r.answered_at) : null,
    createdAt: iso(r.created_at),
  };
}

export async function createFeedback(
  db: Kysely<DB>,
  accountId: number,
  input: { type: 1 | 2; body: string; pictures: string[]; contact: string; terminal: number },
): Promise<Feedback> {
  return toFeedback(await q.insertFeedback(db, { account_id: accountId, ...input }));
}

export async function myFeedback(
  db: Kysely<DB>,
  accountId: number,
  query: { page: number; size: number; status?: number | undefined },
) {
  const { rows, total } = await q.pageFeedback(db, { accountId, status: query.status }, query.page, query.size);
  return { list: rows.map(toFeedback), total };
}

/** Every feedback with its author's phone (the staff's page: the entry's policy). */
export async function manageFeedback(
  db: Kysely<DB>,
  query: { page: number; size: number; status?: number | undefined },
) {
  const { rows, total } = await q.pageFeedback(db, { status: query.status }, query.page, query.size);
  const contacts = await accountContacts(
    db,
    rows.map((r) => Number(r.account_id)),
  );
  return {
    list: rows.map((r) => ({ ...toFeedback(r), phone: contacts.get(Number(r.account_id))?.phone ?? '' })),
    total,
  };
}

export async function answerFeedback(db: Kysely<DB>, accountId: number, id: number, text: string): Promise<void> {
  // The author hears the answer: the message is written with it, or neither is (message module).
  const answered = await db.transaction().execute(async (trx) => {
    const a = await q.answer(trx, id, accountId, text);
    if (a?.accountId != null) {
      await sendMessages(trx, [
        { accountId: a.accountId, kind: 'feedbackAnswered', params: { answer: text }, key: String(id) },
      ]);
    }
    return a;
  });
  if (answered) return;
  if (!(await q.feedbackExists(db, id))) throw notFound(answerNo(refusal(FEEDBACK_MESSAGES, 'notFound')));
  throw businessError(answerNo(refusal(FEEDBACK_MESSAGES, 'answered')));
}

export const addClue = (
  db: Kysely<DB>,
  accountId: number | null,
  c: { name: string; phone: string; company: string; demand: string },
) => q.insertClue(db, { account_id: accountId, ...c });

/** The footer marquee: the latest leads, the person's name shortened to a surname. */
export async function marquee(db: Kysely<DB>) {
  const rows = await q.recentClues(db, 20);
  return rows.map((r) => ({
    id: Number(r.id),
    text: `${[...r.name][0] ?? ''}**${r.company ? `（${r.company}）` : ''}提交了${r.demand || '方案咨询'}需求`,
    createdAt: iso(r.created_at),
  }));
}

/**
 * The customer-service query (terminalCode 3 → a URL opened in a new window): an outside service when one is
 * configured, else the built-in one, the portal's own contact page.
 */
export function customerServiceUrl(configured: string): string {
  return configured || '/aboutUs/contactUs';
}
