/** SQL of design-order customers: a dealer's pricing groups and their customer members. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export async function merchantHasGroups(db: Db, merchantNo: string): Promise<boolean> {
  const r = await db
    .selectFrom('pricing_group')
    .select('id')
    .where('merchant_no', '=', merchantNo)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

export function groupsOf(db: Db, merchantNo: string) {
  return db
    .selectFrom('pricing_group as g')
    .select([
      'g.id',
      'g.group_name',
      sql<number>`(select count(*) from pricing_group_member m where m.group_id = g.id)::int`.as('member_count'),
    ])
    .where('g.merchant_no', '=', merchantNo)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

export function findGroup(db: Db, merchantNo: string, groupId: number) {
  return db
    .selectFrom('pricing_group')
    .select(['id', 'group_name'])
    .where('merchant_no', '=', merchantNo)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function membersOf(
  db: Db,
  merchantNo: string,
  groupId: number,
  f: { keyword?: string | undefined; page: number; size: number },
) {
  let q = db
    .selectFrom('pricing_group_member as m')
    .where('m.merchant_no', '=', merchantNo)
    .where('m.group_id', '=', groupId);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([eb('m.name', 'ilike', like), eb('m.phone', 'like', like), eb('m.remark', 'ilike', like)]),
    );
  }
  const rows = await q
    .select(['m.account_id', 'm.name', 'm.phone', 'm.remark', sql<string>`count(*) over ()`.as('total')])
    .orderBy('m.name')
    .orderBy('m.id')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The member of the dealer's group that is that account (undefined when it is not there). */
export function findMember(db: Db, merchantNo: string, groupId: number, accountId: number) {
  return db
    .selectFrom('pricing_group_member as m')
    .innerJoin('pricing_group as g', (j) =>
      j.onRef('g.id', '=', 'm.group_id').onRef('g.merchant_no', '=', 'm.merchant_no'),
    )
    .select(['g.id as group_id', 'g.group_name', 'm.name', 'm.phone', 'm.remark'])
    .where('m.merchant_no', '=', merchantNo)
    .where('m.group_id', '=', groupId)
    .where('m.account_id', '=', accountId)
    .executeTakeFirst();
}
