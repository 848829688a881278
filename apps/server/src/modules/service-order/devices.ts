/**
 * Devices entering the registry: from the portal's own shipping (the order module's hook, inside the shipping
 * transaction), from the desk's import, and from the demo seed. A serial already registered stays as it was.
 */
import { normalizeSerial, productLineOfSerial } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

export interface NewDevice {
  serial: string;
  model: string;
  /** null: the product line's months (the portal's own shipping); a number: the device's own (an import). */
  warrantyMonths: number | null;
  shippedAt: Date;
  accountId: number | null;
  source: 'order' | 'import' | 'seed';
  sourceNo?: string | null;
}

/** Registers the devices whose serial has a product line's format; answers how many were new. */
export async function registerDevices(tx: Kysely<DB>, devices: readonly NewDevice[]): Promise<number> {
  const rows = devices.flatMap((d) => {
    const serial = normalizeSerial(d.serial);
    const line = productLineOfSerial(serial);
    return line
      ? [
          {
            serial,
            product_line: line,
            model: d.model,
            warranty_months: d.warrantyMonths,
            shipped_at: d.shippedAt,
            account_id: d.accountId,
            source: d.source,
            source_no: d.sourceNo ?? null,
          },
        ]
      : [];
  });
  return q.insertDevices(tx, rows);
}
