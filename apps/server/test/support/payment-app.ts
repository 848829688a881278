/**
 * Test scaffolding of the payment module: a server listening on a real port (the sandbox gateway and its
 * notifications travel over HTTP to this same server), and a test Payable backed by a table the test creates,
 * so the payment flow is tested on its own, without the mall order.
 */
import { PAYMENT_MESSAGES, refusal } from '@portal/domain';
import { sql, type Kysely } from 'kysely';
import type { Driver } from '../../src/db/database.ts';
import type { DB } from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { registerPayable } from '../../src/modules/payment/payables.ts';
import { freePort } from './free-port.ts';

export interface ListeningContext extends TestContext {
  base: string;
}

/** The whole server on a fresh database, listening on 127.0.0.1 with PUBLIC_BASE_URL pointing at itself. */
export async function createListeningApp(driver: Driver, env: Record<string, string> = {}): Promise<ListeningContext> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp(driver, { PORT: String(port), PUBLIC_BASE_URL: base, ...env });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, base };
}

export const TEST_KIND = 'test_order';

/** What the test payable's markPaid does next: normally move; 'throw' once simulates a fault (500, retried). */
export const testPayableControl = { failNext: false };

interface TestRow {
  no: string;
  account_id: number;
  amount_fen: number;
  status: number;
  expires_at: Date;
  paid_by: string | null;
  paid_count: number;
}

/** 1 unpaid, 2 paid, 3 closed. */
export async function installTestPayable(db: Kysely<DB>): Promise<void> {
  await sql`
    create table if not exists test_payable (
      no text primary key,
      account_id bigint not null,
      amount_fen integer not null,
      status smallint not null default 1,
      expires_at timestamptz not null,
      paid_by text,
      paid_channel text,
      paid_count integer not null default 0
    )`.execute(db);
  const row = (d: Kysely<DB>, no: string) =>
    sql<TestRow>`select * from test_payable where no = ${no}`.execute(d).then((r) => r.rows[0]);
  registerPayable({
    kind: TEST_KIND,
    async describe(d, no, accountId) {
      const r = await row(d, no);
      if (!r || Number(r.account_id) !== accountId) return null;
      const expired = new Date(r.expires_at).getTime() <= Date.now();
      const reason =
        r.status === 2
          ? refusal(PAYMENT_MESSAGES, 'alreadyPaid')
          : r.status === 3
            ? refusal(PAYMENT_MESSAGES, 'closed')
            : expired
              ? refusal(PAYMENT_MESSAGES, 'expired')
              : null;
      return {
        amountFen: r.amount_fen,
        payable: reason === null,
        reason,
        subject: `测试订单 ${no}`,
        expiresAt: new Date(r.expires_at),
      };
    },
    async markPaid(tx, no, p) {
      if (testPayableControl.failNext) {
        testPayableControl.failNext = false;
        throw new Error('simulated fault');
      }
      const r = await sql<{ no: string }>`
        update test_payable set status = 2, paid_by = ${p.paymentNo}, paid_channel = ${p.channel},
          paid_count = paid_count + 1
        where no = ${no} and status = 1 and expires_at > ${p.paidAt} and amount_fen = ${p.amountFen}
        returning no`.execute(tx);
      return r.rows.length ? 'paid' : 'not_payable';
    },
    async status(d, no, accountId) {
      const r = await row(d, no);
      if (!r || Number(r.account_id) !== accountId) return null;
      return {
        paid: r.status === 2,
        closed: r.status === 3 || (r.status === 1 && new Date(r.expires_at).getTime() <= Date.now()),
      };
    },
  });
}

let seq = 0;
/** A new unpaid test order of the account. */
export async function createTestOrder(
  db: Kysely<DB>,
  accountId: number,
  amountFen: number,
  expiresInMs = 30 * 60_000,
): Promise<string> {
  const no = `T${Date.now().toString(36)}${++seq}`;
  await sql`insert into test_payable (no, account_id, amount_fen, expires_at)
    values (${no}, ${accountId}, ${amountFen}, ${new Date(Date.now() + expiresInMs)})`.execute(db);
  return no;
}

export async function testOrder(db: Kysely<DB>, no: string): Promise<TestRow> {
  const r = await sql<TestRow>`select * from test_payable where no = ${no}`.execute(db);
  return r.rows[0]!;
}
