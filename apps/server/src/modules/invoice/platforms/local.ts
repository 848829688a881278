/**
 * The built-in e-invoice platform (the default, like the payment and SMS sandboxes): it accepts every invoice and
 * issues it when first asked about it — a 20-digit number from the database's sequence (unique across instances) and
 * a PDF laid out as a 数电 invoice (invoice-pdf.ts). Nothing leaves the machine; a provider that invoices for real sets a
 * seller's platform to 诺诺 or uploads what it issued elsewhere.
 */
import { chinaDate } from '@portal/domain';
import { invoicePdf } from './invoice-pdf.ts';
import type { InvoicePlatform, PlatformInvoice, PlatformResult } from './platform.ts';

export function localPlatform(nextNumber: () => Promise<number>): InvoicePlatform {
  return {
    name: 'local',
    async submit(invoice: PlatformInvoice) {
      return { serial: `LOCAL-${invoice.serialOfPortal}` };
    },
    async query(_serial: string, invoice: PlatformInvoice): Promise<PlatformResult> {
      const n = await nextNumber();
      const day = chinaDate(invoice.at);
      // 数电 numbers are 20 digits: the year's last two, then the issuer's; here 33 (浙江) and the sequence
      const invoiceNo = `${day.slice(2, 4)}33${String(n).padStart(16, '0')}`;
      return { state: 'issued', invoiceNo, issuedOn: day, pdf: await invoicePdf(invoice, invoiceNo, day) };
    },
  };
}
