/** Payment rows to what the API answers (never the row itself). */
import { paidReturnPath, type QrPayChannel, type QrPayment, type WalletDetail } from '@portal/domain';
import QRCode from 'qrcode';
import type { PaymentRow } from './queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The QR image of a code URL as an SVG data URL (drawn here: nothing loads from elsewhere). */
async function qrImageOf(codeUrl: string): Promise<string> {
  const svg = await QRCode.toString(codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function presentQrPayment(p: PaymentRow, codeUrl: string): Promise<QrPayment> {
  return {
    paymentNo: p.payment_no,
    channel: p.channel as QrPayChannel,
    amountFen: p.amount_fen,
    subject: p.subject,
    expiresAt: iso(p.expires_at),
    codeUrl,
    qrImage: await qrImageOf(codeUrl),
  };
}

export function presentWalletDetail(p: PaymentRow, balanceFen: number): WalletDetail {
  return {
    paymentNo: p.payment_no,
    kind: p.payable_kind,
    orderNo: p.payable_no,
    subject: p.subject,
    amountFen: p.amount_fen,
    expiresAt: iso(p.expires_at),
    status: p.status,
    balanceFen,
    returnPath: paidReturnPath(p.payable_kind, p.payable_no),
  };
}
