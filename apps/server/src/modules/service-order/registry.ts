/**
 * The serial-number registry: format per product line, then the device registry (filled by the portal's shipping and
 * by the desk's import), warranty from the ship date and the device's months, else its product line's. The older backend's SAP check is an
 * outside service; here it is answered by `localSapRegistry`, the built-in local counterpart behind `SapRegistry`
 * (like the payment sandbox): the same registry, named as what it stands in for.
 */
import {
  PRODUCT_LINES,
  SERVICE_ORDER_MESSAGES as M,
  SERVICE_ORDER_ROUTES as E,
  listedBy,
  deviceWarrantyMonths,
  isUnderWarranty,
  normalizeSerial,
  productLineOfSerial,
  refusal,
  warrantyUntil,
  type Device,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import * as q from './queries.ts';

interface SapDevice {
  serial: string;
  model: string;
  shippedAt: Date;
  source: string;
}

/** The SAP serial check the older backend asks. */
export interface SapRegistry {
  readonly name: string;
  lookup(db: Kysely<DB>, serial: string): Promise<SapDevice | null>;
}

const localSapRegistry: SapRegistry = {
  name: 'local',
  async lookup(db, serial) {
    const d = await q.deviceBySerial(db, normalizeSerial(serial));
    return d ? { serial: d.serial, model: d.model, shippedAt: new Date(d.shipped_at), source: d.source } : null;
  },
};

/** A device's warranty: its own months (an import that names them), else its product line's months. */
function toDevice(d: q.DeviceRow, now: Date): Device {
  const shipped = new Date(d.shipped_at);
  const months = deviceWarrantyMonths(d.product_line, d.warranty_months);
  return {
    serial: d.serial,
    productLine: d.product_line,
    productLineLabel: PRODUCT_LINES.find((l) => l.key === d.product_line)?.label ?? d.product_line,
    model: d.model,
    shippedAt: shipped.toISOString(),
    warrantyMonths: months,
    warrantyByLine: d.warranty_months === null,
    warrantyUntil: warrantyUntil(shipped, months),
    underWarranty: isUnderWarranty(shipped, months, now),
  };
}

/** What checking a serial may refuse: only what the entries that reach it list (the compiler checks). */
const serialNo = listedBy(E.serialCheck, E.sapCheck, E.quote, E.add);
const sapNo = listedBy(E.sapCheck);

/** Checks a serial for an account: its format, that it is known, and that it is not another account's device. */
export async function checkSerial(db: Kysely<DB>, accountId: number, raw: string, now = new Date()) {
  const serial = normalizeSerial(raw);
  if (!productLineOfSerial(serial)) throw businessError(serialNo(refusal(M, 'serialFormat')));
  const d = await q.deviceBySerial(db, serial);
  if (!d) throw businessError(serialNo(refusal(M, 'serialUnknown')));
  if (d.account_id !== null && Number(d.account_id) !== accountId)
    throw businessError(serialNo(refusal(M, 'serialForeign')));
  return { row: d, device: toDevice(d, now) };
}

/** The SAP check: format first, then the registry counterpart; a device of another account is not told. */
export async function sapCheck(db: Kysely<DB>, accountId: number, raw: string, sap: SapRegistry = localSapRegistry) {
  await checkSerial(db, accountId, raw);
  const d = await sap.lookup(db, raw);
  if (!d) throw businessError(sapNo(refusal(M, 'serialUnknown')));
  return { serial: d.serial, model: d.model, shippedAt: d.shippedAt.toISOString(), source: sap.name };
}
