/**
 * The check of the first-level dealer sheet: the unified social credit code (shape and check character) is the
 * natural key, the region code goes down to the street (or stops at the area), coordinates in range, the owner's
 * mobile. A new dealer's owner must be a phone with no account yet: apply makes the account, makes it the owner and
 * writes the invitation unsent (the invitation module's `queueInvitation`, kind 'dealerOwner') in the same
 * transaction; its SMS goes out after the import commits (issue 61 §4).
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
import { queueInvitation } from '../invitation/index.ts';
import { canonicalLocation } from '../region/index.ts';
import type { Problems } from './problems.ts';
import type { DataRow, SheetsOf } from './workbook.ts';

export interface DealerPlan {
  dealers: dealerBulk.DealerWrite[];
  /** Owners of the dealers that are new: credit code → phone and name. */
  owners: Map<string, { phone: string; name: string }>;
  /** Dealers that exist already: credit code → number. */
  known: Map<string, string>;
}

/** The sheets of dealers (first- and second-level): the same columns, the second with its level. */
type DealerSheet = 'dealers' | 'secondDealers';
const header = (sheet: DealerSheet, key: string) => IMPORT_SHEETS[sheet].columns.find((c) => c.key === key)!.header;

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

/** One dealer row's cells (all but the second-level's level), each problem to its cell; null when any. */
function checkDealerRow(
  sheet: DealerSheet,
  r: DataRow,
  problems: Problems,
  seen: { codes: Map<string, number>; phones: Map<string, number> },
): Omit<dealerBulk.DealerWrite, 'enterpriseType'> | null {
  const say = (key: string, reason: string) =>
    problems.add(IMPORT_SHEETS[sheet].name, r.row, header(sheet, key), reason);
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

/** How one level's sheet tells its rows' enterprise type, and which existing merchants it may update. */
export interface DealerLevel {
  sheet: DealerSheet;
  /** The row's enterprise type (a problem said and null when its cells name none). */
  typeOf(r: DataRow, say: (key: string, reason: string) => void): number | null;
  /** An existing merchant of this type may be updated by the sheet. */
  updates(enterpriseType: number): boolean;
  otherType(merchantNo: string): string;
}

const FIRST: DealerLevel = {
  sheet: 'dealers',
  typeOf: () => 1,
  updates: (t) => t === 1,
  otherType: IMPORT_PROBLEMS.creditCodeOtherType,
};

/** Checks a sheet of dealers of one level against `db`: the plan (and which dealers are new, with their owners). */
export async function checkDealerSheet(
  db: Kysely<DB>,
  level: DealerLevel,
  rows: readonly DataRow[],
  problems: Problems,
): Promise<DealerPlan> {
  const sheet = IMPORT_SHEETS[level.sheet];
  const seen = { codes: new Map<string, number>(), phones: new Map<string, number>() };
  const checked = rows.map((r) => {
    const say = (key: string, reason: string) => problems.add(sheet.name, r.row, header(level.sheet, key), reason);
    const w = checkDealerRow(level.sheet, r, problems, seen);
    const enterpriseType = level.typeOf(r, say);
    return { r, w: w && enterpriseType !== null ? { ...w, enterpriseType } : null };
  });
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
  const plan: DealerPlan = { dealers: [], owners: new Map(), known: new Map() };
  for (const { r, w } of good) {
    const say = (key: string, reason: string) => problems.add(sheet.name, r.row, header(level.sheet, key), reason);
    const had = existing.get(w.creditCode);
    if (had && !level.updates(had.enterpriseType)) {
      say('creditCode', level.otherType(had.merchantNo));
      continue;
    }
    if (had) plan.known.set(w.creditCode, had.merchantNo);
    else {
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
  return plan;
}

const counted = (plan: DealerPlan) => ({ inserted: plan.owners.size, updated: plan.dealers.length - plan.owners.size });

/** Checks the first-level dealer sheet against `db`. */
export async function checkDealers(
  db: Kysely<DB>,
  sheets: SheetsOf,
  problems: Problems,
): Promise<{ plan: DealerPlan; summary: ImportSummary }> {
  const plan = await checkDealerSheet(db, FIRST, sheets.dealers ?? [], problems);
  return { plan, summary: { 一级经销商: counted(plan) } };
}

/**
 * Writes the dealers of one series in `trx`; each new one's owner gets an account waiting for its password
 * (ACCOUNT_STATUS.invited), is made its owner and gets an invitation, sent once the import has committed (a refused
 * SMS no longer undoes the import). Answers each dealer's number by credit code, and the new owners' accounts.
 */
export async function writeDealerSheet(
  trx: Kysely<DB>,
  plan: DealerPlan,
  series: 1 | 2,
  actorId: number | null,
): Promise<{ numbers: Map<string, string>; newOwners: Map<string, number> }> {
  const written = await dealerBulk.upsertDealers(trx, plan.dealers, series);
  const newOwners = new Map<string, number>();
  for (const d of written) {
    const owner = d.inserted ? plan.owners.get(d.creditCode) : undefined;
    if (!owner) continue;
    const account = await createAccountFor(trx, {
      phone: owner.phone,
      nickname: owner.name,
      passwordHash: null,
      isSales: false,
    });
    if (!account) throw new Error(`owner phone taken meanwhile: ${owner.phone}`);
    await dealerBulk.makeOwner(trx, account.id, d.merchantNo);
    await queueInvitation(trx, {
      accountId: account.id,
      phone: owner.phone,
      kind: 'dealerOwner',
      invitedBy: actorId,
    });
    newOwners.set(d.merchantNo, account.id);
  }
  const numbers = new Map(plan.known);
  for (const d of written) numbers.set(d.creditCode, d.merchantNo);
  return { numbers, newOwners };
}

export async function writeDealers(trx: Kysely<DB>, plan: DealerPlan, actorId: number | null): Promise<ImportSummary> {
  await writeDealerSheet(trx, plan, 1, actorId);
  return { 一级经销商: counted(plan) };
}
