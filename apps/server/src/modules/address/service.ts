/**
 * Delivery addresses (part 1 §3 address, §7 address list, add, update, delete, set-default, check): at most 20 per
 * account, exactly one default while there is any (the first becomes it; deleting it promotes the newest), region
 * codes checked against the region index and their names taken from it. Writes of one account run one at a time.
 * For the order module: check(db, accountId, id) answers a usable address or refuses.
 */
import {
  ADDRESS_MAX_PER_ACCOUNT,
  ADDRESS_MESSAGES,
  type addressInputSchema,
  type Address,
  type UserLocation,
  refusal,
  listedBy,
  ADDRESS_ROUTES,
  ORDER_ROUTES,
  SECKILL_ROUTES,
  SERVICE_ORDER_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { batchedRead } from '../../cache/batched.ts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { canonicalLocation, locationColumns } from '../region/index.ts';
import { toAddress } from './presenter.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const rowOfNo = listedBy(ADDRESS_ROUTES.add, ADDRESS_ROUTES.update);
const addNo = listedBy(ADDRESS_ROUTES.add);
const updateNo = listedBy(ADDRESS_ROUTES.update);
const removeNo = listedBy(ADDRESS_ROUTES.remove);
const setDefaultNo = listedBy(ADDRESS_ROUTES.setDefault);
const checkNo = listedBy(
  ADDRESS_ROUTES.check,
  ORDER_ROUTES.placeOrder,
  ORDER_ROUTES.preSettlement,
  SECKILL_ROUTES.buy,
  SECKILL_ROUTES.settle,
  SERVICE_ORDER_ROUTES.add,
  SERVICE_ORDER_ROUTES.quote,
);

export type AddressFields = z.output<typeof addressInputSchema>;

function locationOf(a: {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  streetCode?: string | null;
  streetName?: string | null;
}): UserLocation | null {
  return canonicalLocation({ ...a, streetCode: a.streetCode || null, streetName: a.streetName ?? null });
}

/** The row to write: the region names come from the index, never from the request. */
function rowOf(input: AddressFields) {
  const loc = locationOf(input);
  if (!loc) throw badRequest(rowOfNo(refusal(ADDRESS_MESSAGES, 'regionInvalid')));
  return {
    ...locationColumns(loc),
    detail_address: input.detailAddress,
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
  };
}

export async function list(db: Kysely<DB>, accountId: number): Promise<Address[]> {
  return (await q.list(db, accountId)).map(toAddress);
}

/** Adds an address (at most 20); the first one, or one asked to be, becomes the default. */
export async function add(db: Kysely<DB>, accountId: number, input: AddressFields): Promise<Address> {
  const row = rowOf(input);
  return db.transaction().execute(async (tx) => {
    await q.lockAddresses(tx, accountId);
    const n = await q.count(tx, accountId);
    if (n >= ADDRESS_MAX_PER_ACCOUNT) throw businessError(addNo(refusal(ADDRESS_MESSAGES, 'limit')));
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await q.clearDefault(tx, accountId, null);
    return toAddress(await q.insert(tx, { ...row, account_id: accountId, is_default: isDefault }));
  });
}

/** Changes an address; isDefault true makes it the default (false leaves the default where it is). */
export async function update(db: Kysely<DB>, accountId: number, id: number, input: AddressFields): Promise<Address> {
  const row = rowOf(input);
  return db.transaction().execute(async (tx) => {
    await q.lockAddresses(tx, accountId);
    let r = await q.update(tx, accountId, id, row);
    if (!r) throw notFound(updateNo(refusal(ADDRESS_MESSAGES, 'notFound')));
    if (input.isDefault === true && !r.is_default) {
      await q.clearDefault(tx, accountId, id);
      await q.markDefault(tx, accountId, id);
      r = { ...r, is_default: true };
    }
    return toAddress(r);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function remove(db: Kysely<DB>, accountId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await q.lockAddresses(tx, accountId);
    const r = await q.remove(tx, accountId, id);
    if (!r) throw notFound(removeNo(refusal(ADDRESS_MESSAGES, 'notFound')));
    if (r.is_default) {
      const next = await q.newest(tx, accountId);
      if (next) await q.markDefault(tx, accountId, Number(next.id));
    }
  });
}

/** Makes one of the account's addresses the default, in one transaction (the old default is cleared first). */
export async function setDefault(db: Kysely<DB>, accountId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await q.lockAddresses(tx, accountId);
    await q.clearDefault(tx, accountId, id);
    if (!(await q.markDefault(tx, accountId, id))) throw notFound(setDefaultNo(refusal(ADDRESS_MESSAGES, 'notFound')));
  });
}

/** Addresses asked for in this turn of the event loop (a crowd of buyers confirming), in one query. */
const addressReads = batchedRead((db, keys: readonly { accountId: number; id: number }[]) => q.findMany(db, keys));

/**
 * An address an order can ship to: it exists, is the account's and its region codes are real (the region index
 * may change under a stored address). Refuses with ADDRESS_MESSAGES.notFound or .regionInvalid.
 */
export async function check(db: Kysely<DB>, accountId: number, id: number): Promise<Address> {
  const r = await addressReads(db).load({ accountId, id });
  if (!r) throw businessError(checkNo(refusal(ADDRESS_MESSAGES, 'notFound')));
  const a = toAddress(r);
  if (!locationOf(a)) throw businessError(checkNo(refusal(ADDRESS_MESSAGES, 'regionInvalid')));
  return a;
}

/** The account's default address, null when it has none. */
export async function defaultAddress(db: Kysely<DB>, accountId: number): Promise<Address | null> {
  const rows = await q.list(db, accountId);
  const d = rows.find((r) => r.is_default);
  return d ? toAddress(d) : null;
}
