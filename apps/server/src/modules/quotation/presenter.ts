/** Rows and orders as the quotation answers them. */
import { type DesignLine, lineOriginParts, type QuotationLine, type QuotationProfile } from '@portal/domain';
import type { ProfileRow } from './queries.ts';

export function toProfile(r: ProfileRow): QuotationProfile {
  return {
    companyName: r.company_name,
    contactName: r.contact_name,
    phone: r.phone,
    address: r.address,
    logoUrl: r.logo_url,
    taxRate: r.tax_rate,
    validityDays: r.validity_days,
    terms: r.terms,
  };
}

/** Where a line's units came from, e.g. 「平面图布点 2、清单 1」; a line of the list alone is 「清单」. */
export function sourceText(l: DesignLine): string {
  const parts = l.origin ? lineOriginParts(l.origin) : [];
  if (!parts.length || (parts.length === 1 && parts[0]!.kind === 'list')) return '清单';
  if (parts.length === 1) return parts[0]!.label;
  return parts.map((p) => `${p.label} ${p.count}`).join('、');
}

export function toQuotationLine(l: DesignLine, i: number, spec: string): QuotationLine {
  return {
    no: i + 1,
    productName: l.productName,
    productModel: l.productModel,
    brandName: l.brandName,
    spec,
    image: l.productImage,
    price: l.price,
    rate: l.rate,
    unitPrice: l.ratePrice,
    quantity: l.quantity,
    amount: l.amount,
    source: sourceText(l),
  };
}
