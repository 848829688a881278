import { formatFenGrouped } from '@portal/domain';

/** An invoice amount as the pages show it: ¥1,991.60, a red invoice's −¥1,991.60. */
export const yuan = (fen: number): string => (fen < 0 ? `-¥${formatFenGrouped(-fen)}` : `¥${formatFenGrouped(fen)}`);

/** The name an invoice's file downloads under: 发票-<its number>.pdf, or .ofd for an OFD the seller uploaded. */
export const invoiceFileName = (v: { invoiceNo: string | null; id: number; fileUrl: string | null }): string =>
  `发票-${v.invoiceNo ?? v.id}.${/\.ofd(\?|$)/i.test(v.fileUrl ?? '') ? 'ofd' : 'pdf'}`;
