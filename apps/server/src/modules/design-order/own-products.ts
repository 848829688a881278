/**
 * Whose private products an account sees and manages (its shop's, else its own) and the list of them: the design
 * tool's (the list's quick add reads them); the private-product module asks for the owner here.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { getSessionUser, tenantsOf } from '../account/index.ts';
import { listPrivateProducts, type PrivateOwner } from '../catalogue/index.ts';

export async function ownerOf(db: Kysely<DB>, accountId: number): Promise<PrivateOwner> {
  const [user, tenants] = await Promise.all([getSessionUser(db, accountId), tenantsOf(db, accountId)]);
  return { accountId, tenant: user.merchantNo, tenants };
}

export async function ownProducts(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ skuNo: string; spuNo: string; name: string; category: string | null }[]> {
  const rows = await listPrivateProducts(db, await ownerOf(db, accountId));
  return rows.map((r) => ({
    skuNo: r.sku_no,
    spuNo: r.spu_no,
    name: r.spu_name,
    category: [r.c1_name, r.c2_name].filter(Boolean).join(' > ') || null,
  }));
}
