/**
 * Invoice titles (发票抬头): personal, or a company with its taxpayer number (taxpayer.ts) and, for a special VAT
 * invoice (专票), its registered address, telephone, bank and account. A buyer keeps at most 20; one is the default.
 */
import { z } from 'zod';
import { INVOICE_MESSAGES } from './messages.ts';
import { normaliseTaxNo, taxNoRefusal } from './taxpayer.ts';

export const INVOICE_TITLE_MAX_PER_ACCOUNT = 20;
export const INVOICE_TITLE_KINDS = ['personal', 'company'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
export const INVOICE_TITLE_KIND_LABEL: Record<InvoiceTitleKind, string> = { personal: '个人', company: '企业' };

const text = (max: number) => z.string().trim().max(max, INVOICE_MESSAGES.fieldLength).default('');

const titleFields = z.object({
  kind: z.enum(INVOICE_TITLE_KINDS, { error: INVOICE_MESSAGES.titleKindRequired }),
  name: z
    .string({ error: INVOICE_MESSAGES.titleNameRequired })
    .trim()
    .min(1, INVOICE_MESSAGES.titleNameRequired)
    .max(100, INVOICE_MESSAGES.titleNameLength),
  taxNo: z.string().default('').transform(normaliseTaxNo),
  registeredAddress: text(120),
  registeredPhone: text(30),
  bankName: text(60),
  bankAccount: z
    .string()
    .default('')
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().max(40, INVOICE_MESSAGES.fieldLength)),
  isDefault: z.boolean().optional(),
});

/** A personal title carries no taxpayer number; a company's is a checked unified social credit code. */
function checkTaxNo(t: { kind: InvoiceTitleKind; taxNo: string }, ctx: z.RefinementCtx): void {
  if (t.kind === 'personal') {
    if (t.taxNo) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: INVOICE_MESSAGES.personalNoTaxNo });
    return;
  }
  const r = taxNoRefusal(t.taxNo);
  if (r) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: r.msg });
}

export const invoiceTitleInputSchema = titleFields.superRefine(checkTaxNo);
export type InvoiceTitleInput = z.input<typeof invoiceTitleInputSchema>;
export type InvoiceTitleFields = z.output<typeof invoiceTitleInputSchema>;

export const invoiceTitleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNo: z.string(),
  registeredAddress: z.string(),
  registeredPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  isDefault: z.boolean(),
  /** Whether it carries all a special VAT invoice needs (specialTitleRefusal is null). */
  specialReady: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const invoiceTitleUpdateSchema = titleFields.extend({ id: z.number().int().positive() }).superRefine(checkTaxNo);
export const invoiceTitleIdSchema = z.object({ id: z.number().int().positive() });
