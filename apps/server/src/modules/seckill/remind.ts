/**
 * 'Remind me' (issue 19): a member follows an activity before it starts; the reminder job (every
 * SECKILL_REMIND_SECONDS on every server) finds running activities with followers not yet reminded and, per batch,
 * marks them reminded and writes their 'seckillStarting' messages in one transaction. Each follower is reminded once
 * however many servers run the job: the mark is a conditional write (takePending), and the message's key is the
 * activity. A reminder arrives up to SECKILL_REMIND_SECONDS after the start. The buy path is not touched.
 */
import {
  SECKILL_FOLLOW_MESSAGES,
  SECKILL_FOLLOW_ROUTES as F,
  SECKILL_MESSAGES,
  SECKILL_STATUS,
  listedBy,
  refusal,
  seckillStatus,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { sendMessages } from '../message/index.ts';
import { windowOf } from './presenter.ts';
import * as q from './queries.ts';
import * as r from './remind-queries.ts';

const BATCH = 500;

/** What following may refuse: only what the entries that reach it list (the compiler checks). */
const followNo = listedBy(F.status, F.set);
const setNo = listedBy(F.set);

async function activity(db: Kysely<DB>, activityNo: string) {
  const row = await q.activityByNo(db, activityNo);
  if (!row) throw notFound(followNo(refusal(SECKILL_MESSAGES, 'notFound')));
  return row;
}

export async function isFollowing(db: Kysely<DB>, accountId: number, activityNo: string): Promise<boolean> {
  return r.isFollowing(db, Number((await activity(db, activityNo)).id), accountId);
}

/** Follows (before the start only) or unfollows an activity. Answers whether the member follows it now. */
export async function setFollow(
  db: Kysely<DB>,
  accountId: number,
  activityNo: string,
  follow: boolean,
  now = new Date(),
): Promise<boolean> {
  const row = await activity(db, activityNo);
  if (!follow) {
    await r.unfollow(db, Number(row.id), accountId);
    return false;
  }
  const status = seckillStatus(windowOf(row), now);
  if (status === SECKILL_STATUS.STARTED || status === SECKILL_STATUS.SOLD_OUT)
    throw businessError(setNo(refusal(SECKILL_FOLLOW_MESSAGES, 'started')));
  if (status !== SECKILL_STATUS.NOT_START) throw businessError(setNo(refusal(SECKILL_FOLLOW_MESSAGES, 'over')));
  await r.follow(db, Number(row.id), accountId);
  return true;
}

/** Reminds the followers of the activities running at `now`. Answers how many messages were written. */
export async function remindStarting(db: Kysely<DB>, now = new Date()): Promise<number> {
  let written = 0;
  for (const a of await r.startedWithPending(db, now)) {
    for (;;) {
      const n = await db.transaction().execute(async (tx) => {
        const followers = await r.takePending(tx, Number(a.id), now, BATCH);
        const params = { title: a.title, activityNo: a.activity_no };
        const key = a.activity_no;
        written += await sendMessages(
          tx,
          followers.map((accountId) => ({ accountId, kind: 'seckillStarting' as const, params, key })),
        );
        return followers.length;
      });
      if (n < BATCH) break;
    }
  }
  return written;
}
