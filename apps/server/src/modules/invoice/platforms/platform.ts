/**
 * An e-invoice platform (issue 59 §3): the seller submits an invoice and learns later whether it was issued (the
 * platforms issue asynchronously: the tax bureau signs it). The built-in local platform is the default; 诺诺 is the
 * real protocol (nuonuo.ts). Both are asked again by the queue's `invoice.poll` until they answer.
 */
import type { InvoiceDirection, InvoiceKind, InvoiceLine } from '@portal/domain';

export interface PlatformParty {
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

export interface PlatformInvoice {
  /** The portal's own number of this invoice: the platform refuses a second submission under it. */
  serialOfPortal: string;
  direction: InvoiceDirection;
  kind: InvoiceKind;
  seller: PlatformParty;
  buyer: PlatformParty;
  email: string;
  lines: readonly InvoiceLine[];
  /** For a red invoice: the blue one's number. */
  reverses: { invoiceNo: string } | null;
  at: Date;
}

export type PlatformResult =
  | { state: 'issuing' }
  | { state: 'issued'; invoiceNo: string; issuedOn: string; pdf: Buffer }
  | { state: 'failed'; why: string };

export interface InvoicePlatform {
  readonly name: 'local' | 'nuonuo';
  /** Sends the invoice; answers the platform's serial to ask about it. Throws PlatformRefused when refused outright. */
  submit(invoice: PlatformInvoice): Promise<{ serial: string }>;
  /** Where the invoice under this serial stands. */
  query(serial: string, invoice: PlatformInvoice): Promise<PlatformResult>;
}

/** The platform refused the invoice (its words): the invoice moves to 开票失败 and the seller may try again. */
export class PlatformRefused extends Error {}
