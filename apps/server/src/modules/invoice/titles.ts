/**
 * Invoice titles (发票抬头, issue 59 §1): at most 20 per account, exactly one default while there is any (the first
 * becomes it; deleting it promotes the newest). The taxpayer number was checked by the endpoint's schema (domain
 * invoice/taxpayer.ts) and is checked again here before it is written. A certified enterprise's title is made from
 * its certification (name, credit code, registered address). Writes of one account run one at a time.
 */
import {
  API_MESSAGES,
  INVOICE_MESSAGES,
  INVOICE_ROUTES as E,
  listedBy,
  INVOICE_TITLE_MAX_PER_ACCOUNT,
  taxNoRefusal,
  refusal,
  type InvoiceTitle,
  type InvoiceTitleFields,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { certifiedCompanyOf } from '../enterprise/index.ts';
import { toTitle } from './presenter.ts';
import * as q from './title-queries.ts';

/** What each title endpoint may refuse: only what its entries list (the compiler checks). */
const fieldsNo = listedBy(E.titleAdd, E.titleUpdate);
const limitNo = listedBy(E.titleAdd, E.titleFromCertification);
const updateNo = listedBy(E.titleUpdate);
const deleteNo = listedBy(E.titleDelete);
const setDefaultNo = listedBy(E.titleSetDefault);
const certNo = listedBy(E.titleFromCertification);

type Fields = Omit<InvoiceTitleFields, 'isDefault'> & { isDefault?: boolean };

function rowOf(input: Fields) {
  if (input.kind === 'company') {
    // The endpoint's schema refused the same check already (400, API.badRequest in its words): answered alike here.
    const r = taxNoRefusal(input.taxNo);
    if (r) throw badRequest(fieldsNo(refusal(API_MESSAGES, 'badRequest', r.msg)));
  }
  return {
    kind: input.kind,
    name: input.name,
    tax_no: input.kind === 'company' ? input.taxNo : '',
    registered_address: input.registeredAddress,
    registered_phone: input.registeredPhone,
    bank_name: input.bankName,
    bank_account: input.bankAccount,
  };
}

export async function list(db: Kysely<DB>, accountId: number): Promise<InvoiceTitle[]> {
  return (await q.list(db, accountId)).map(toTitle);
}

/** Adds a title (at most 20); the first one, or one asked to be, becomes the default. */
export async function add(db: Kysely<DB>, accountId: number, input: Fields): Promise<InvoiceTitle> {
  return insert(db, accountId, rowOf(input), input.isDefault === true);
}

/** Inserts a checked row (at most 20); the first one, or one asked to be, becomes the default. */
async function insert(db: Kysely<DB>, accountId: number, row: ReturnType<typeof rowOf>, asDefault: boolean) {
  return db.transaction().execute(async (tx) => {
    await q.lockTitles(tx, accountId);
    const n = await q.count(tx, accountId);
    if (n >= INVOICE_TITLE_MAX_PER_ACCOUNT) throw businessError(limitNo(refusal(INVOICE_MESSAGES, 'titleLimit')));
    const isDefault = n === 0 || asDefault;
    if (isDefault) await q.clearDefault(tx, accountId, null);
    return toTitle(await q.insert(tx, { ...row, account_id: accountId, is_default: isDefault }));
  });
}

/** Changes a title; isDefault true makes it the default (false leaves the default where it is). */
export async function update(db: Kysely<DB>, accountId: number, id: number, input: Fields): Promise<InvoiceTitle> {
  const row = rowOf(input);
  return db.transaction().execute(async (tx) => {
    await q.lockTitles(tx, accountId);
    let r = await q.update(tx, accountId, id, row);
    if (!r) throw notFound(updateNo(refusal(INVOICE_MESSAGES, 'titleNotFound')));
    if (input.isDefault === true && !r.is_default) {
      await q.clearDefault(tx, accountId, id);
      await q.markDefault(tx, accountId, id);
      r = { ...r, is_default: true };
    }
    return toTitle(r);
  });
}

/** Deletes a title; when it was the default, the newest remaining one becomes the default. */
export async function remove(db: Kysely<DB>, accountId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await q.lockTitles(tx, accountId);
    const r = await q.remove(tx, accountId, id);
    if (!r) throw notFound(deleteNo(refusal(INVOICE_MESSAGES, 'titleNotFound')));
    if (r.is_default) {
      const next = await q.newest(tx, accountId);
      if (next) await q.markDefault(tx, accountId, Number(next.id));
    }
  });
}

/** Makes one of the account's titles the default, in one transaction (the old default is cleared first). */
export async function setDefault(db: Kysely<DB>, accountId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await q.lockTitles(tx, accountId);
    await q.clearDefault(tx, accountId, id);
    if (!(await q.markDefault(tx, accountId, id)))
      throw notFound(setDefaultNo(refusal(INVOICE_MESSAGES, 'titleNotFound')));
  });
}

/**
 * The company title of the account's certified enterprise: the one already kept with its credit code, or a new one
 * filled from the certification (name, credit code, registered address; the bank details are the buyer's to add).
 */
export async function fromCertification(db: Kysely<DB>, accountId: number): Promise<InvoiceTitle> {
  const cert = await certifiedCompanyOf(db, accountId);
  if (!cert || taxNoRefusal(cert.creditCode)) throw businessError(certNo(refusal(INVOICE_MESSAGES, 'notCertified')));
  const kept = await q.findByTaxNo(db, accountId, cert.creditCode);
  if (kept) return toTitle(kept);
  // The credit code was checked above as a taxpayer number: the row is written without rowOf's check.
  const row = {
    kind: 'company' as const,
    name: cert.companyName,
    tax_no: cert.creditCode,
    registered_address: cert.address.slice(0, 120),
    registered_phone: '',
    bank_name: '',
    bank_account: '',
  };
  return insert(db, accountId, row, false);
}
