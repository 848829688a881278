/**
 * The portal's own sales fill the registry: when the shop ships an order (the order module's hook, inside the
 * shipping transaction), each unit of a camera, recorder or lock line gets a serial of its product line's format,
 * derived from the order number, line and unit (SHA-256, so shipping twice cannot give other serials), registered
 * to the buyer; its warranty is the product line's months (packages/domain) from today.
 */
import { createHash } from 'node:crypto';
import { productLineOfModel } from '@portal/domain';
import type { ShippedOrder } from '../order/index.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { registerDevices, type NewDevice } from './devices.ts';

function serialFor(prefix: string, digits: number, orderNo: string, lineNo: number, unit: number): string {
  const h = BigInt(`0x${createHash('sha256').update(`${orderNo}:${lineNo}:${unit}`).digest('hex').slice(0, 24)}`);
  return `${prefix}${(h % 10n ** BigInt(digits)).toString().padStart(digits, '0')}`;
}

export async function registerShipped(tx: Transaction<DB>, o: ShippedOrder): Promise<void> {
  const devices: NewDevice[] = [];
  for (const l of o.lines) {
    const line = productLineOfModel([l.spuName, l.skuName, l.model]);
    if (!line) continue;
    for (let u = 1; u <= Math.min(l.quantity, 500); u++)
      devices.push({
        serial: serialFor(line.prefix, line.digits, o.orderNo, l.lineNo, u),
        model: `${l.model} ${l.spuName}`.trim(),
        warrantyMonths: null,
        shippedAt: o.shippedAt,
        accountId: o.accountId,
        source: 'order',
        sourceNo: o.orderNo,
      });
  }
  await registerDevices(tx, devices);
}
