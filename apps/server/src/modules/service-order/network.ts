/**
 * Service outlets and their engineers kept by staff (issue 45 §4, /networkManage): the map's outlets, the desk's
 * region allocation and dispatch read them on every request. Each save is audited in its transaction.
 */
import {
  SERVICE_NETWORK_MESSAGES as M,
  SERVICE_ORDER_ROUTES as E,
  listedBy,
  refusal,
  type engineerSaveSchema,
  type networkActiveSchema,
  type outletSaveSchema,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { record } from '../audit/index.ts';
import { provinceCity } from '../region/index.ts';
import * as q from './network-queries.ts';

/** What each save may refuse: only what its entry lists (the compiler checks); the seed's calls answer no one. */
const outletNo = listedBy(E.outletSave);
const engineerNo = listedBy(E.engineerSave);

export interface Actor {
  /** null: the demo seed (or the admin command), which writes through these use cases too */
  accountId: number | null;
  ip: string | null;
}

export async function saveOutlet(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof outletSaveSchema>,
): Promise<{ id: number }> {
  const province = provinceCity().find((p) => p.code === input.provinceCode);
  if (!province) throw badRequest(outletNo(refusal(M, 'provinceRequired')));
  const values = {
    name: input.name,
    province_code: province.code,
    province_name: province.name,
    city_name: input.cityName,
    address: input.address,
    phone: input.phone,
    longitude: input.longitude,
    latitude: input.latitude,
  };
  return inTransaction(db, async (trx) => {
    const before = input.id === undefined ? undefined : await q.findOutlet(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(outletNo(refusal(M, 'outletNotFound')));
    const id = input.id ?? (await q.insertOutlet(trx, values));
    if (input.id !== undefined) await q.updateOutlet(trx, id, values);
    await record(trx, {
      actorId: actor.accountId,
      action: 'serviceOutlet.save',
      entityType: 'service_outlet',
      entityId: id,
      before: before ? { ...before, id: undefined } : null,
      after: values,
      ip: actor.ip,
    });
    return { id };
  });
}

export async function saveEngineer(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof engineerSaveSchema>,
): Promise<{ id: number }> {
  const values = { outlet_id: input.outletId, name: input.name, phone: input.phone };
  return inTransaction(db, async (trx) => {
    if (!(await q.findOutlet(trx, input.outletId))) throw notFound(engineerNo(refusal(M, 'outletNotFound')));
    const before = input.id === undefined ? undefined : await q.findEngineer(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(engineerNo(refusal(M, 'engineerNotFound')));
    const id = input.id ?? (await q.insertEngineer(trx, values));
    if (input.id !== undefined) await q.updateEngineer(trx, id, values);
    await record(trx, {
      actorId: actor.accountId,
      action: 'serviceEngineer.save',
      entityType: 'service_engineer',
      entityId: id,
      before: before ? { outlet_id: Number(before.outlet_id), name: before.name, phone: before.phone } : null,
      after: values,
      ip: actor.ip,
    });
    return { id };
  });
}

/**
 * 停用 / 启用 an outlet or an engineer, audited with the state before and after. Setting what already holds changes
 * nothing and records nothing (a conditional update: two clicks write once).
 */
export async function setActive(
  db: Kysely<DB>,
  actor: Actor,
  kind: 'outlet' | 'engineer',
  input: z.output<typeof networkActiveSchema>,
): Promise<null> {
  return inTransaction(db, async (trx) => {
    const found = kind === 'outlet' ? await q.findOutlet(trx, input.id) : await q.findEngineer(trx, input.id);
    if (!found)
      throw notFound(
        kind === 'outlet'
          ? listedBy(E.outletActive)(refusal(M, 'outletNotFound'))
          : listedBy(E.engineerActive)(refusal(M, 'engineerNotFound')),
      );
    if (!(await q.setActive(trx, kind, input.id, input.active))) return null;
    await record(trx, {
      actorId: actor.accountId,
      action: kind === 'outlet' ? 'serviceOutlet.active' : 'serviceEngineer.active',
      entityType: kind === 'outlet' ? 'service_outlet' : 'service_engineer',
      entityId: input.id,
      before: { active: !input.active },
      after: { active: input.active },
      ip: actor.ip,
    });
    return null;
  });
}
