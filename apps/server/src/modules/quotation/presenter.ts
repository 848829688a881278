/** Rows and orders as the quotation answers them. */
import { type DesignLine, lineSourceText, type QuotationLine, type QuotationProfile } from '@portal/domain';
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
    source: lineSourceText(l.origin),
  };
}
