/** SQL of the staff's writes to service outlets and engineers (the reads the desk and the map use: queries.ts). */
import type { Insertable } from 'kysely';
import type { ServiceEngineerTable, ServiceOutletTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

type OutletValues = Omit<Insertable<ServiceOutletTable>, 'id'>;
type EngineerValues = Omit<Insertable<ServiceEngineerTable>, 'id'>;

export const findOutlet = (db: Db, id: number) =>
  db
    .selectFrom('service_outlet')
    .select(['id', 'name', 'province_code', 'province_name', 'city_name', 'address', 'phone', 'longitude', 'latitude'])
    .where('id', '=', id)
    .executeTakeFirst();

export const findEngineer = (db: Db, id: number) =>
  db
    .selectFrom('service_engineer')
    .select(['id', 'outlet_id', 'name', 'phone'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertOutlet(db: Db, v: OutletValues): Promise<number> {
  return Number((await db.insertInto('service_outlet').values(v).returning('id').executeTakeFirstOrThrow()).id);
}

export async function updateOutlet(db: Db, id: number, v: OutletValues): Promise<void> {
  await db.updateTable('service_outlet').set(v).where('id', '=', id).execute();
}

export async function insertEngineer(db: Db, v: EngineerValues): Promise<number> {
  return Number((await db.insertInto('service_engineer').values(v).returning('id').executeTakeFirstOrThrow()).id);
}

export async function updateEngineer(db: Db, id: number, v: EngineerValues): Promise<void> {
  await db.updateTable('service_engineer').set(v).where('id', '=', id).execute();
}

/** Sets an outlet's or an engineer's active flag when it differs: whether it changed. */
export async function setActive(db: Db, kind: 'outlet' | 'engineer', id: number, active: boolean): Promise<boolean> {
  const table = kind === 'outlet' ? 'service_outlet' : 'service_engineer';
  const r = await db
    .updateTable(table)
    .set({ active })
    .where('id', '=', id)
    .where('active', '=', !active)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
