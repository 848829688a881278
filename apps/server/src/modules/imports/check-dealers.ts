/**
 * The check of the first-level dealer sheet: the unified social credit code (shape and check character) is the
 * natural key, the region code goes down to the street (or stops at the area), coordinates in range, the owner's
 * mobile. A new dealer's owner must be a phone with no account yet: apply makes the account, makes it the owner and
 * sends the invitation SMS (the invitation module's `sendInvitation`, kind 'dealerOwner') in the same transaction.
 */
import {
  DEALER_STATUS_WORDS,
  IMPORT_PROBLEMS,
  IMPORT_SHEETS,
  checkCreditCode,
  isMobile,
  type ImportSummary,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createAccountFor, dealerBulk } from '../account/index.ts';
import { sendInvitation, type InvitationDelivery } from '../invitation/index.ts';
import { canonicalLocation } from '../region/index.ts';
import type { Problems } from './problems.ts';
import type { DataRow, SheetsOf } from './workbook.ts';

export interface DealerPlan {
  dealers: dealerBulk.DealerWrite[];
  /** Owners of the dealers that are new: credit code → phone and name. */
  owners: Map<string, { phone: string; name: string }>;
}

const SHEET = IMPORT_SHEETS.dealers;
const header = (key: string) => SHEET.columns.find((c) => c.key === key)!.header;

/** A region code of 9 digits (a street) or 6 (an area) as its location, null when the index has no such place. */
function locationOf(code: string) {
  if (!/^\d{6}(\d{3})?$/.test(code)) return null;
  const area = code.slice(0, 6);
  return canonicalLocation({
    provinceCode: `${code.slice(0, 2)}0000`,
    provinceName: '',
    cityCode: `${code.slice(0, 4)}00`,
    cityName: '',
    areaCode: area,
    areaName: '',
    streetCode: code.length === 9 ? code : null,
    streetName: null,
  });
}

function coordinate(raw: string, min: number, max: number): number | null | undefined {
  if (!raw) return null;
  const n = Number(raw);
  return /^-?\d+(\.\d+)?$/.test(raw) && n >= min && n <= max ? n : undefined;
}

function checkRow(
  r: DataRow,
  problems: Problems,
  seen: { codes: Map<string, number>; phones: Map<string, number> },
): dealerBulk.DealerWrite | null {
  const say = (key: string, reason: string) => problems.add(SHEET.name, r.row, header(key), reason);
  const text = (key: string, max: number, required: boolean) => {
    const v = r.cells[key] ?? '';
    if (!v && required) say(key, IMPORT_PROBLEMS.required);
    else if (v.length > max) say(key, IMPORT_PROBLEMS.tooLong(max));
    else return v;
    return null;
  };
  let ok = true;
  const cc = checkCreditCode(r.cells.creditCode ?? '');
  if (!cc.code) say('creditCode', IMPORT_PROBLEMS.required);
  else if (!cc.shapeOk) say('creditCode', IMPORT_PROBLEMS.creditCodeShape);
  else if (!cc.ok) say('creditCode', IMPORT_PROBLEMS.creditCodeCheck);
  else if (seen.codes.has(cc.code)) say('creditCode', IMPORT_PROBLEMS.duplicateKey(seen.codes.get(cc.code)!));
  else seen.codes.set(cc.code, r.row);
  if (!cc.ok || seen.codes.get(cc.code) !== r.row) ok = false;
  const name = text('name', 100, true);
  const regionCode = r.cells.regionCode ?? '';
  const loc = regionCode ? locationOf(regionCode) : null;
  if (!regionCode) say('regionCode', IMPORT_PROBLEMS.required);
  else if (!loc) say('regionCode', IMPORT_PROBLEMS.regionCode(regionCode));
  const address = text('address', 200, true);
  const lng = coordinate(r.cells.longitude ?? '', -180, 180);
  if (lng === undefined) say('longitude', IMPORT_PROBLEMS.coordinate(-180, 180));
  const lat = coordinate(r.cells.latitude ?? '', -90, 90);
  if (lat === undefined) say('latitude', IMPORT_PROBLEMS.coordinate(-90, 90));
  const contact = text('contactName', 50, true);
  const phone = r.cells.contactPhone ?? '';
  if (!phone) say('contactPhone', IMPORT_PROBLEMS.required);
  else if (!isMobile(phone)) say('contactPhone', IMPORT_PROBLEMS.mobile);
  const statusWord = r.cells.status ?? '';
  const status =
    !statusWord || statusWord === DEALER_STATUS_WORDS.normal
      ? 1
      : statusWord === DEALER_STATUS_WORDS.stopped
        ? 0
        : null;
  if (status === null) say('status', IMPORT_PROBLEMS.dealerStatus);
  if (
    !ok ||
    !name ||
    !loc ||
    !address ||
    lng === undefined ||
    lat === undefined ||
    !contact ||
    !isMobile(phone) ||
    status === null
  )
    return null;
  return {
    creditCode: cc.code,
    name,
    provinceCode: loc.provinceCode,
    provinceName: loc.provinceName,
    cityCode: loc.cityCode,
    cityName: loc.cityName,
    areaCode: loc.areaCode,
    areaName: loc.areaName,
    streetCode: loc.streetCode ?? null,
    streetName: loc.streetName ?? null,
    address,
    longitude: lng,
    latitude: lat,
    contactName: contact,
    contactPhone: phone,
    status,
  };
}

/** Checks the dealer sheet against `db`; answers the plan (and which dealers are new, with their owners). */
export async function checkDealers(
  db: Kysely<DB>,
  sheets: SheetsOf,
  problems: Problems,
): Promise<{ plan: DealerPlan; summary: ImportSummary }> {
  const rows = sheets.dealers ?? [];
  const seen = { codes: new Map<string, number>(), phones: new Map<string, number>() };
  const checked = rows.map((r) => ({ r, w: checkRow(r, problems, seen) }));
  const good = checked.filter((x): x is { r: DataRow; w: dealerBulk.DealerWrite } => x.w !== null);
  const existing = await dealerBulk.merchantsByCreditCode(
    db,
    good.map((x) => x.w.creditCode),
  );
  const fresh = good.filter((x) => !existing.has(x.w.creditCode));
  const accounts = await dealerBulk.accountIdsByPhone(
    db,
    fresh.map((x) => x.w.contactPhone),
  );
  const plan: DealerPlan = { dealers: [], owners: new Map() };
  for (const { r, w } of good) {
    const say = (key: string, reason: string) => problems.add(SHEET.name, r.row, header(key), reason);
    const had = existing.get(w.creditCode);
    if (had && had.enterpriseType !== 1) {
      say('creditCode', IMPORT_PROBLEMS.creditCodeOtherType(had.merchantNo));
      continue;
    }
    if (!had) {
      if (accounts.has(w.contactPhone)) {
        say('contactPhone', IMPORT_PROBLEMS.phoneTaken);
        continue;
      }
      const first = seen.phones.get(w.contactPhone);
      if (first !== undefined) {
        say('contactPhone', IMPORT_PROBLEMS.duplicateKey(first));
        continue;
      }
      seen.phones.set(w.contactPhone, r.row);
      plan.owners.set(w.creditCode, { phone: w.contactPhone, name: w.contactName });
    }
    plan.dealers.push(w);
  }
  const inserted = plan.owners.size;
  return { plan, summary: { 一级经销商: { inserted, updated: plan.dealers.length - inserted } } };
}

/**
 * Writes the dealers in `trx`; each new one's owner gets an account waiting for its password (ACCOUNT_STATUS.invited),
 * is made its owner and is sent the invitation. A provider that cannot deliver throws: the whole import rolls back.
 */
export async function writeDealers(
  trx: Kysely<DB>,
  plan: DealerPlan,
  delivery: InvitationDelivery,
  actorId: number | null,
): Promise<ImportSummary> {
  const written = await dealerBulk.upsertFirstDealers(trx, plan.dealers);
  let inserted = 0;
  for (const d of written) {
    if (!d.inserted) continue;
    inserted++;
    const owner = plan.owners.get(d.creditCode);
    if (!owner) continue;
    const account = await createAccountFor(trx, {
      phone: owner.phone,
      nickname: owner.name,
      passwordHash: null,
      isSales: false,
    });
    if (!account) throw new Error(`owner phone taken meanwhile: ${owner.phone}`);
    await dealerBulk.makeOwner(trx, account.id, d.merchantNo);
    await sendInvitation(trx, delivery, {
      accountId: account.id,
      phone: owner.phone,
      kind: 'dealerOwner',
      invitedBy: actorId,
    });
  }
  return { 一级经销商: { inserted, updated: plan.dealers.length - inserted } };
}
