import {
  invoiceOverdue,
  specialTitleRefusal,
  type InvoiceDirection,
  type InvoiceKind,
  type InvoiceLine,
  type InvoicePlatformName,
  type InvoiceSellerSettingView,
  type InvoiceStatus,
  type InvoiceTitle,
  type InvoiceTitleKind,
  type InvoiceView,
} from '@portal/domain';
import type { InvoiceRow, SellerRow } from './request-queries.ts';
import type { TitleRow } from './title-queries.ts';

export function toTitle(r: TitleRow): InvoiceTitle {
  const t = {
    kind: r.kind as InvoiceTitleKind,
    registeredAddress: r.registered_address,
    registeredPhone: r.registered_phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
  };
  return {
    id: Number(r.id),
    name: r.name,
    taxNo: r.tax_no,
    isDefault: r.is_default,
    ...t,
    specialReady: specialTitleRefusal(t) === null,
  };
}

/** The title an invoice was asked for, kept on it as it was then. */
export interface TitleSnapshot {
  kind: string;
  name: string;
  taxNo: string;
  registeredAddress: string;
  registeredPhone: string;
  bankName: string;
  bankAccount: string;
}

export function toInvoice(r: InvoiceRow, now = new Date()): InvoiceView {
  const title = r.title as unknown as TitleSnapshot;
  const status = r.status as InvoiceStatus;
  return {
    id: Number(r.id),
    direction: r.direction as InvoiceDirection,
    reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
    status,
    kind: r.kind as InvoiceKind,
    sellerMerchantNo: r.seller_merchant_no,
    sellerName: r.seller_name,
    buyerAccountId: Number(r.buyer_account_id),
    title: { kind: title.kind, name: title.name, taxNo: title.taxNo },
    email: r.email,
    orderNos: r.order_nos,
    amountFen: r.amount_fen,
    taxFen: r.tax_fen,
    lines: r.lines as unknown as InvoiceLine[],
    invoiceNo: r.invoice_no,
    issuedOn: r.issued_on,
    fileUrl: r.file_url,
    platform: r.platform,
    failure: r.failure,
    overdue: invoiceOverdue(status, new Date(r.requested_at), now),
    requestedAt: new Date(r.requested_at).toISOString(),
  };
}

export function toSellerSetting(r: SellerRow): InvoiceSellerSettingView {
  return {
    name: r.name,
    taxNo: r.tax_no,
    address: r.address,
    phone: r.phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    taxCode: r.tax_code,
    taxRate: r.tax_rate,
    platform: r.platform as InvoicePlatformName,
    hasAccessToken: r.access_token !== '',
  };
}
