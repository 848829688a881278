/**
 * Sales for the board journey (issue 60): the demo has no paid orders, and a journey cannot pay one in the past, so
 * this file's server is stopped, paid orders of the last ~65 Beijing days are written into its database (the demo's
 * first-level dealers, each in its own province; M10001's customers are the demo second-level dealers, the others
 * sell to the demo person), last month's credits exchanges and a flash sale (board-activity.ts), the boards' rollups
 * are built, and the server starts again over the same data.
 */
import path from 'node:path';
import { chinaDayStart } from '@portal/domain';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { refreshBoards } from '../../apps/server/src/modules/board/index.ts';
import { freePort } from '../../apps/server/test/support/free-port.ts';
import { order } from '../../apps/server/test/support/board.ts';
import { boardActivity } from './board-activity.ts';
import { current, startServer, stopServer } from './server.ts';

const BOARD_DEALER = 'M10001';
const CUSTOMERS = [
  { merchantNo: 'M20001', phone: '13800000003' },
  { merchantNo: 'M50001', phone: '13800000004' },
];

export async function withBoardSales(): Promise<void> {
  const server = current.server!;
  await stopServer(server);
  const database = await openDatabase({
    databaseUrl: server.databaseUrl ?? null,
    dataDir: path.join(server.dataDir, 'pgdata'),
  });
  try {
    const db = database.db;
    const accounts = new Map(
      (await db.selectFrom('account').select(['id', 'phone']).where('phone', 'like', '138000000%').execute()).map(
        (a) => [a.phone, a.id],
      ),
    );
    const dealers = await db
      .selectFrom('merchant')
      .select(['merchant_no', 'province_name'])
      .where('enterprise_type', '=', 1)
      .where('province_name', 'is not', null)
      .orderBy('merchant_no')
      .limit(8)
      .execute();
    const skus = await db
      .selectFrom('sku')
      .innerJoin('spu', 'spu.id', 'sku.spu_id')
      .select(['sku.model', 'sku.price_fen'])
      .where('spu.private_tenant', 'is', null)
      .where('sku.price_fen', '>', 0)
      .orderBy('sku.id')
      .limit(12)
      .execute();
    const now = new Date();
    let k = 0;
    for (let day = -65; day <= 0; day++)
      for (const [i, d] of dealers.entries()) {
        if ((day + 65 + i) % 3 !== 0) continue;
        const sku = skus[(day + 65 + i) % skus.length]!;
        const quantity = 1 + ((day + 65 + i * 7) % 4);
        const amountFen = sku.price_fen! * quantity;
        const mine = d.merchant_no === BOARD_DEALER;
        k++;
        const customer = CUSTOMERS[(day + 65) % CUSTOMERS.length]!;
        await order(db, {
          accountId: accounts.get(mine ? customer.phone : '13800000001')!,
          buyer: mine ? customer.merchantNo : null,
          shop: d.merchant_no,
          province: d.province_name!,
          payFen: amountFen,
          paidAt: new Date(chinaDayStart(now, day).getTime() + (9 + (i % 8)) * 3600_000).toISOString(),
          status: day > -3 ? 2 : 4,
          flash: k % 11 === 0,
          lines: [{ model: sku.model, quantity, amountFen }],
        });
      }
    const board = dealers.find((d) => d.merchant_no === BOARD_DEALER) ?? dealers[0]!;
    const demo = ['13800000001', '13800000003', '13800000004', '13800000002'].map((p) => accounts.get(p)!);
    await boardActivity(db, now, demo, board.merchant_no, board.province_name!);
    await refreshBoards(db, now);
  } finally {
    await database.close();
  }
  current.server = await startServer({
    dataDir: server.dataDir,
    port: await freePort(),
    ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
  });
}
