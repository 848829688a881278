/** What a title must carry for each invoice kind (a special VAT invoice needs a company's full bank details). */
import { refusal, type Refusal } from '../core/index.ts';
import { INVOICE_MESSAGES } from './messages.ts';
import type { InvoiceTitleKind } from './title-contract.ts';

export const INVOICE_KINDS = ['e_normal', 'e_special', 'paper'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABEL: Record<InvoiceKind, string> = {
  e_normal: '数电普票',
  e_special: '数电专票',
  paper: '纸质发票',
};

interface TitleForKind {
  kind: InvoiceTitleKind;
  registeredAddress: string;
  registeredPhone: string;
  bankName: string;
  bankAccount: string;
}

/** Null when the title can receive a special VAT invoice (专票), else why not. */
export function specialTitleRefusal(
  t: TitleForKind,
): Refusal<'INVOICE.specialNeedsCompany' | 'INVOICE.specialIncomplete'> | null {
  if (t.kind !== 'company') return refusal(INVOICE_MESSAGES, 'specialNeedsCompany');
  const parts = [t.registeredAddress, t.registeredPhone, t.bankName, t.bankAccount];
  if (parts.some((p) => p.trim() === '')) return refusal(INVOICE_MESSAGES, 'specialIncomplete');
  return null;
}

/** Null when an invoice of `kind` may go to this title. */
export function titleForKindRefusal(
  kind: InvoiceKind,
  t: TitleForKind,
): Refusal<'INVOICE.specialNeedsCompany' | 'INVOICE.specialIncomplete'> | null {
  return kind === 'e_special' ? specialTitleRefusal(t) : null;
}
