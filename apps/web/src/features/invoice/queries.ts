/** Query hooks of invoice titles (发票抬头) and invoices; every change refreshes what it touched. */
import {
  INVOICE_API,
  INVOICE_ROUTES as INVOICE,
  type InvoiceApplyInput,
  type InvoiceSellerSettingInput,
  type InvoiceStatus,
  type InvoiceTitleInput,
  type InvoiceWishInput,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const invoiceKeys = {
  all: ['invoice'] as const,
  titles: () => [...invoiceKeys.all, 'titles'] as const,
};

export function useInvoiceTitles() {
  return useQuery({ queryKey: invoiceKeys.titles(), queryFn: () => api.call(INVOICE.titleList) });
}

function useTitleMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export function useSaveTitle() {
  return useTitleMutation((arg: { id?: number | undefined; input: InvoiceTitleInput }) =>
    arg.id
      ? api.call(INVOICE.titleUpdate, { body: { ...arg.input, id: arg.id } })
      : api.call(INVOICE.titleAdd, { body: arg.input }),
  );
}

export function useDeleteTitle() {
  return useTitleMutation((id: number) => api.call(INVOICE.titleDelete, { body: { id } }));
}

export function useSetDefaultTitle() {
  return useTitleMutation((id: number) => api.call(INVOICE.titleSetDefault, { body: { id } }));
}

export function useTitleFromCertification() {
  return useTitleMutation(() => api.call(INVOICE.titleFromCertification));
}

// ---------- requests, the invoice centre and the seller's queue (issue 59 §2-5) ----------

export const invoiceRequestKeys = {
  all: ['invoiceRequest'] as const,
  orders: (page: number) => [...invoiceRequestKeys.all, 'orders', page] as const,
  mine: (page: number, status?: InvoiceStatus) => [...invoiceRequestKeys.all, 'mine', page, status] as const,
  seller: (page: number, status?: InvoiceStatus) => [...invoiceRequestKeys.all, 'seller', page, status] as const,
  setting: () => [...invoiceRequestKeys.all, 'setting'] as const,
};

/** While an invoice of the page is with its platform (开票中), the page asks again every 5 s (the server polls it). */
const whileIssuing = (q: { state: { data?: { list?: { list: { status: InvoiceStatus }[] } | null } } }) =>
  q.state.data?.list?.list.some((i) => i.status === 'issuing') ? 5_000 : false;

/** The buyer's paid orders within the window, with the invoice each is on. */
export function useInvoiceableOrders(page: number, size = 10) {
  return useQuery({
    queryKey: invoiceRequestKeys.orders(page),
    queryFn: () => api.page(INVOICE.orders, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyInvoices(page: number, status?: InvoiceStatus, size = 10) {
  return useQuery({
    queryKey: invoiceRequestKeys.mine(page, status),
    queryFn: () => api.page(INVOICE.mine, { query: { page, size, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
    refetchInterval: whileIssuing,
  });
}

/** The seller's invoices (overdue first); silent: the page shows a refusal (not a seller). */
export function useSellerInvoices(page: number, status?: InvoiceStatus, size = 10) {
  return useQuery({
    queryKey: invoiceRequestKeys.seller(page, status),
    queryFn: () => api.page(INVOICE.sellerPage, { query: { page, size, ...(status ? { status } : {}) }, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: whileIssuing,
    retry: false,
  });
}

/** Every seller's invoices, for the provider's staff. */
export function useStaffInvoices(page: number, status?: InvoiceStatus, size = 10) {
  return useQuery({
    queryKey: [...invoiceRequestKeys.all, 'staff', page, status] as const,
    queryFn: () => api.page(INVOICE.staffPage, { query: { page, size, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerSetting() {
  return useQuery({ queryKey: invoiceRequestKeys.setting(), queryFn: () => api.call(INVOICE.sellerSetting) });
}

function useRequestMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: invoiceRequestKeys.all }),
  });
}

export const useApplyInvoice = () =>
  useRequestMutation((body: InvoiceApplyInput) => api.call(INVOICE.apply, { body, silent: true }));
export const useCancelInvoice = () => useRequestMutation((id: number) => api.call(INVOICE.cancel, { body: { id } }));
export const useIssueInvoice = () =>
  useRequestMutation((id: number) => api.call(INVOICE.sellerIssue, { body: { id }, silent: true }));
export const useUploadInvoice = () =>
  useRequestMutation((body: { id: number; invoiceNo: string; issuedOn: string; fileUrl: string }) =>
    api.call(INVOICE.sellerUpload, { body }),
  );
export const useSaveSellerSetting = () =>
  useRequestMutation((body: InvoiceSellerSettingInput) => api.call(INVOICE.sellerSettingSave, { body }));

/** Uploads the PDF of an invoice issued elsewhere; answers its (signed) address. */
export async function uploadInvoiceFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(INVOICE_API.sellerFile, form)).url;
}

// ---------- an order's invoices, and an invoice asked for at checkout ----------

const orderInvoiceKey = (orderNo: string) => [...invoiceRequestKeys.all, 'ofOrder', orderNo] as const;

/**
 * An order's invoices for its page. While the order is paid with a checkout wish not yet turned, or an invoice is
 * with its platform, it asks again every 5 s (the queue turns a wish within 10 s).
 */
export function useInvoiceOfOrder(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: orderInvoiceKey(orderNo),
    queryFn: () => api.call(INVOICE.ofOrder, { query: { orderNo } }),
    enabled: enabled && orderNo !== '',
    refetchInterval: (q) => {
      const d = q.state.data;
      const waiting = d?.order && d.wish && d.wish.invoiceId === null && d.wish.failure === null;
      return waiting || d?.invoices.some((i) => i.status === 'issuing') ? 5_000 : false;
    },
  });
}

export function useInvoiceWish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceWishInput) => api.call(INVOICE.wish, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: invoiceRequestKeys.all }),
  });
}
