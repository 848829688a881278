/** The platform a seller issues through, and what it is sent of an invoice. */
import type { Kysely } from 'kysely';
import type { InvoiceLine, InvoiceKind } from '@portal/domain';
import type { Config } from '../../../config.ts';
import type { DB } from '../../../db/schema.ts';
import { nextLocalNumber, type InvoiceRow, type SellerRow } from '../request-queries.ts';
import type { TitleSnapshot } from '../presenter.ts';
import { localPlatform } from './local.ts';
import { nuonuoPlatform } from './nuonuo.ts';
import type { InvoicePlatform, PlatformInvoice } from './platform.ts';

export { PlatformRefused, type InvoicePlatform, type PlatformInvoice } from './platform.ts';
export { nuonuoSign, nuonuoOrder } from './nuonuo.ts';

/** Tests put a fake 诺诺 on the wire through this (the platform's fetch). */
export const platformWire: { fetch: typeof fetch } = { fetch: (...a) => fetch(...a) };

/** The seller's platform: 诺诺 when it chose it and the provider has the app, else the built-in one. */
export function platformFor(db: Kysely<DB>, config: Config, seller: SellerRow): InvoicePlatform {
  if (seller.platform === 'nuonuo' && config.invoice.nuonuo && seller.access_token)
    return nuonuoPlatform(config.invoice.nuonuo, { accessToken: seller.access_token, taxNo: seller.tax_no }, (...a) =>
      platformWire.fetch(...a),
    );
  return localPlatform(() => nextLocalNumber(db));
}

/** What the platform is sent of an invoice row (its title as asked, the seller as set now). */
export function platformInvoiceOf(
  r: InvoiceRow,
  seller: SellerRow,
  reverses: { invoiceNo: string } | null,
  at: Date,
): PlatformInvoice {
  const t = r.title as unknown as TitleSnapshot;
  return {
    serialOfPortal: `INV${String(r.id).padStart(10, '0')}`,
    direction: r.direction as 'blue' | 'red',
    kind: r.kind as InvoiceKind,
    seller: {
      name: seller.name,
      taxNo: seller.tax_no,
      address: seller.address,
      phone: seller.phone,
      bankName: seller.bank_name,
      bankAccount: seller.bank_account,
    },
    buyer: {
      name: t.name,
      taxNo: t.taxNo,
      address: t.registeredAddress,
      phone: t.registeredPhone,
      bankName: t.bankName,
      bankAccount: t.bankAccount,
    },
    email: r.email,
    lines: r.lines as unknown as InvoiceLine[],
    reverses,
    at,
  };
}
