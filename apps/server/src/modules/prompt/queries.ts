import { ProtocolAction } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export type NoticeKind = 'repeatName' | 'priceChange';

/**
 * The latest version of each protocol of `kind` (of these codes) the account has not answered for good: no agree or
 * disagree on that version, and no "later" since `since`.
 */
export function pendingProtocolRows(
  db: Db,
  accountId: number,
  kind: 'sign' | 'safety',
  since: Date,
  codes: readonly number[],
) {
  return db
    .selectFrom('protocol as p')
    .select(['p.id', 'p.code', 'p.version', 'p.protocol_name', 'p.protocol_url'])
    .where('p.kind', '=', kind)
    .where('p.code', 'in', [...codes])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('protocol as newer')
            .select('newer.id')
            .whereRef('newer.code', '=', 'p.code')
            .whereRef('newer.version', '>', 'p.version'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('protocol_sign as s')
            .select('s.id')
            .whereRef('s.protocol_id', '=', 'p.id')
            .where('s.account_id', '=', accountId)
            .where((eb2) =>
              eb2.or([
                eb2('s.action', 'in', [ProtocolAction.agree, ProtocolAction.disagree]),
                eb2.and([eb2('s.action', '=', ProtocolAction.later), eb2('s.created_at', '>', since)]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('p.code')
    .execute();
}

export async function knownProtocolCount(db: Db, ids: readonly number[]): Promise<number> {
  return (
    await db
      .selectFrom('protocol')
      .select('id')
      .where('id', 'in', [...ids])
      .execute()
  ).length;
}

export async function insertSigns(
  db: Db,
  accountId: number,
  protocolIds: readonly number[],
  action: number,
): Promise<void> {
  await db
    .insertInto('protocol_sign')
    .values(protocolIds.map((id) => ({ account_id: accountId, protocol_id: id, action })))
    .execute();
}

export function openNotice(db: Db, accountId: number, kind: NoticeKind) {
  return db
    .selectFrom('account_notice')
    .select(['payload'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .executeTakeFirst();
}

export async function closeNotice(db: Db, accountId: number, kind: NoticeKind): Promise<void> {
  await db
    .updateTable('account_notice')
    .set({ done_at: new Date(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .execute();
}

/**
 * Set one notice per account (idempotent: one row per account and kind): it shows again, with this payload, until
 * the user has seen it. Several accounts in one statement, each once.
 */
export async function upsertNotices(
  db: Db,
  kind: NoticeKind,
  notices: readonly { accountId: number; payload: string }[],
): Promise<void> {
  const once = [...new Map(notices.map((n) => [n.accountId, n])).values()];
  for (let i = 0; i < once.length; i += 1000) {
    await db
      .insertInto('account_notice')
      .values(once.slice(i, i + 1000).map((n) => ({ account_id: n.accountId, kind, payload: n.payload })))
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'kind'])
          .doUpdateSet((eb) => ({ payload: eb.ref('excluded.payload'), done_at: null, updated_at: sql`now()` })),
      )
      .execute();
  }
}

/** A notice for the account unless it has one of this kind (open or seen): the first time a rule finds it. */
export async function insertNoticeOnce(db: Db, accountId: number, kind: NoticeKind, payload: string): Promise<void> {
  await db
    .insertInto('account_notice')
    .values({ account_id: accountId, kind, payload })
    .onConflict((oc) => oc.columns(['account_id', 'kind']).doNothing())
    .execute();
}

/** Takes the open notice: answers its payload and marks it seen in the same statement (two reads: one answer). */
export async function takeNotice(db: Db, accountId: number, kind: NoticeKind): Promise<string | null> {
  const row = await db
    .updateTable('account_notice')
    .set({ done_at: new Date(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .returning('payload')
    .executeTakeFirst();
  return row?.payload ?? null;
}

const versionColumns = ['id', 'code', 'version', 'protocol_name', 'protocol_url', 'kind', 'created_at'] as const;

/** Every version of every protocol, newest first. */
export function protocolVersionRows(db: Db) {
  return db
    .selectFrom('protocol')
    .select(versionColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/**
 * The next version of a protocol's code, numbered in the same statement (max + 1); two publishers racing for one
 * number meet the (code, version) constraint and the later one gets nothing back.
 */
export async function insertNextVersion(
  db: Db,
  v: { code: number; protocolName: string; protocolUrl: string; kind: 'sign' | 'safety' },
) {
  return db
    .insertInto('protocol')
    .columns(['code', 'version', 'protocol_name', 'protocol_url', 'kind'])
    .expression((eb) =>
      eb
        .selectFrom('protocol')
        .select([
          eb.cast<number>(eb.val(v.code), 'integer').as('code'),
          eb(eb.fn.coalesce(eb.fn.max('version'), eb.lit(0)), '+', 1).as('version'),
          eb.cast<string>(eb.val(v.protocolName), 'text').as('protocol_name'),
          eb.cast<string>(eb.val(v.protocolUrl), 'text').as('protocol_url'),
          eb.cast<string>(eb.val(v.kind), 'text').as('kind'),
        ])
        .where('code', '=', v.code),
    )
    .onConflict((oc) => oc.columns(['code', 'version']).doNothing())
    .returning(versionColumns)
    .executeTakeFirst();
}
