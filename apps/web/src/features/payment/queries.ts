/** Query hooks of the pay page and the wallet page (one key factory). */
import { PAYMENT_ROUTES as P, PAY_STATUS_POLL_MS, REFUND_ROUTES as R, type QrPayChannel } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const payKeys = {
  all: ['pay'] as const,
  channels: () => [...payKeys.all, 'channels'] as const,
  summary: (kind: string, orderNo: string) => [...payKeys.all, 'summary', kind, orderNo] as const,
  status: (kind: string, orderNo: string) => [...payKeys.all, 'status', kind, orderNo] as const,
  qr: (kind: string, orderNo: string, channel: QrPayChannel) => [...payKeys.all, 'qr', kind, orderNo, channel] as const,
  h5: (kind: string, orderNo: string, channel: QrPayChannel) => [...payKeys.all, 'h5', kind, orderNo, channel] as const,
  balance: () => [...payKeys.all, 'balance'] as const,
  wallet: (paymentNo: string) => [...payKeys.all, 'wallet', paymentNo] as const,
};

/** Which channels the site has on (the pay page offers only these); a site setting, kept for the page's life. */
export function usePayChannels() {
  return useQuery({
    queryKey: payKeys.channels(),
    queryFn: () => api.call(P.channels, { silent: true }),
    staleTime: Infinity,
  });
}

export function usePaySummary(kind: string, orderNo: string) {
  return useQuery({
    queryKey: payKeys.summary(kind, orderNo),
    queryFn: () => api.call(P.summary, { query: { kind, orderNo }, silent: true }),
    enabled: !!orderNo,
    retry: false,
  });
}

/** The payable's status, polled every 2 s while `active`. */
export function usePayStatus(kind: string, orderNo: string, active: boolean) {
  return useQuery({
    queryKey: payKeys.status(kind, orderNo),
    queryFn: () => api.call(P.status, { query: { kind, orderNo }, silent: true }),
    enabled: active && !!orderNo,
    refetchInterval: active ? PAY_STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}

/** The QR payment of one channel: the server reuses the open one, so asking again is safe. */
export function useQrPayment(kind: string, orderNo: string, channel: QrPayChannel, enabled: boolean) {
  return useQuery({
    queryKey: payKeys.qr(kind, orderNo, channel),
    queryFn: () => api.call(P.qrcode, { body: { kind, orderNo, channel }, silent: true }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The phone's payment of one channel (WeChat Pay H5 / Alipay mobile-web): the address to open. Asked again after
 * 4 minutes (a WeChat h5_url lives 5); the server reuses the open payment, so asking again is safe.
 */
export function useH5Payment(kind: string, orderNo: string, channel: QrPayChannel, enabled: boolean) {
  return useQuery({
    queryKey: payKeys.h5(kind, orderNo, channel),
    queryFn: () => api.call(P.h5, { body: { kind, orderNo, channel }, silent: true }),
    enabled,
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
    retry: false,
  });
}

export function useWalletBalance(enabled: boolean) {
  return useQuery({
    queryKey: payKeys.balance(),
    queryFn: () => api.call(P.walletBalance, { silent: true }),
    enabled,
  });
}

export function useWalletUrl() {
  return useMutation({
    mutationFn: (b: { walletChannel: string; orderNo: string }) =>
      api.call(P.walletUrl, { body: { terminal: 1, ...b } }),
  });
}

export function useWalletDetail(paymentNo: string) {
  return useQuery({
    queryKey: payKeys.wallet(paymentNo),
    queryFn: () => api.call(P.walletDetail, { query: { paymentNo }, silent: true }),
    enabled: !!paymentNo,
    retry: false,
  });
}

export function useWalletPay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paymentNo: string) => api.call(P.walletPay, { body: { paymentNo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: payKeys.all }),
  });
}

// ---------- refunds ----------

const refundKeys = {
  all: ['refund'] as const,
  list: (q?: RefundListQuery) => [...refundKeys.all, 'list', ...(q ? [q] : [])] as const,
  ofOrder: (kind: string, orderNo: string) => [...refundKeys.all, 'order', kind, orderNo] as const,
};

/** The staff's refund list's page: an order or refund number (or its start), the page. */
export interface RefundListQuery {
  keyword: string;
  page: number;
  size: number;
}

/** Staff: one page of the refunds, newest first (the server pages and counts them). */
export function useRefundList(q: RefundListQuery) {
  return useQuery({
    queryKey: refundKeys.list(q),
    queryFn: () => api.page(R.list, { query: { keyword: q.keyword || undefined, page: q.page, size: q.size } }),
    placeholderData: keepPreviousData,
  });
}

/** The buyer: the refunds of one order (none: an empty list). */
export function useOrderRefunds(kind: string, orderNo: string) {
  return useQuery({
    queryKey: refundKeys.ofOrder(kind, orderNo),
    queryFn: () => api.call(R.ofOrder, { query: { kind, orderNo }, silent: true }),
    enabled: !!orderNo,
  });
}

/** Staff: refund (part of) a paid order; the list is read again after. */
export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderNo: string; amountFen: number; reason: string }) =>
      api.call(R.refund, { body: { ...body, kind: 'mall_order' } }),
    onSettled: () => qc.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
