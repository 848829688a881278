/**
 * Asking the platforms about invoices being issued (开票中): the queue's `invoice.poll` every 5 s, and once right after a
 * seller issues or a reversal is made. Each invoice is claimed by a conditional write (SKIP LOCKED, then a minute's
 * wait), so one instance asks at a time; each outcome is a conditional move from issuing, so it lands once. The file
 * the platform issued is kept in the file store (private: the buyer and the seller read it through signed links).
 */
import { TAX_RATE_DEFAULT, refusal, INVOICE_REQUEST_MESSAGES as M } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { fileStoreFor, keyFor } from '../../files/index.ts';
import { PlatformRefused, platformFor, platformInvoiceOf } from './platforms/index.ts';
import { tellIssued } from './notices.ts';
import * as q from './request-queries.ts';

/** The seller's settings, or what its invoice alone says of it (an invoice uploaded before any settings were made). */
export async function sellerOrDefault(db: Kysely<DB>, r: q.InvoiceRow): Promise<q.SellerRow> {
  return (
    (await q.seller(db, r.seller_merchant_no)) ?? {
      merchant_no: r.seller_merchant_no,
      name: r.seller_name,
      tax_no: '',
      address: '',
      phone: '',
      bank_name: '',
      bank_account: '',
      tax_code: '',
      tax_rate: TAX_RATE_DEFAULT,
      platform: 'local',
      access_token: '',
      updated_at: new Date(),
    }
  );
}

async function pollOne(db: Kysely<DB>, config: Config, r: q.InvoiceRow, log: FastifyBaseLogger): Promise<void> {
  const seller = await sellerOrDefault(db, r);
  const platform = platformFor(db, config, seller);
  const blue = r.reverses_id === null ? null : await q.find(db, Number(r.reverses_id));
  const sent = platformInvoiceOf(r, seller, blue?.invoice_no ? { invoiceNo: blue.invoice_no } : null, new Date());
  const id = Number(r.id);
  try {
    let serial = r.platform_serial;
    if (!serial) {
      serial = (await platform.submit(sent)).serial;
      await q.setSerial(db, id, serial, platform.name);
    }
    const result = await platform.query(serial, sent);
    if (result.state === 'issuing') return;
    if (result.state === 'failed') {
      await q.move(db, id, ['issuing'], { status: 'failed', failure: result.why.slice(0, 300), platform_serial: null });
      return;
    }
    const url = await fileStoreFor(config).put(keyFor('invoice', 'pdf'), result.pdf, 'application/pdf');
    await db.transaction().execute(async (tx) => {
      const moved = await q.move(tx, id, ['issuing'], {
        status: 'issued',
        invoice_no: result.invoiceNo,
        issued_on: result.issuedOn,
        file_url: url,
        failure: null,
      });
      if (moved) await tellIssued(tx, r, result.invoiceNo);
    });
  } catch (e) {
    if (e instanceof PlatformRefused) {
      const why = refusal(M, 'platformRefused', M.platformRefused(e.message)).msg;
      await q.move(db, id, ['issuing'], { status: 'failed', failure: why.slice(0, 300), platform_serial: null });
      return;
    }
    // the network or the platform failed: the invoice stays 开票中 and is asked again after its minute
    log.warn({ err: e, invoice: id }, '开票平台暂时无法访问，稍后重试');
  }
}

/** Asks about the due invoices being issued (or just these), at most `limit` of them. */
export async function pollInvoices(
  db: Kysely<DB>,
  config: Config,
  log: FastifyBaseLogger,
  ids?: readonly number[],
  limit = 20,
): Promise<number> {
  const rows = await q.claimIssuing(db, limit, ids);
  for (const r of rows) await pollOne(db, config, r, log);
  return rows.length;
}
