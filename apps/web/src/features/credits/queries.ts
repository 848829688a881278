/** Query hooks of the credits mall (one key factory; an exchange, a cancel or a change refreshes what it touches). */
import {
  CREDITS_ROUTES as E,
  IDEMPOTENCY_HEADER,
  type CreditPurchaseBody,
  type CreditsSort,
  type CreditSpuSaveBody,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const creditsKeys = {
  all: ['credits'] as const,
  account: () => [...creditsKeys.all, 'account'] as const,
  spus: (q: SpuQuery) => [...creditsKeys.all, 'spus', q] as const,
  spu: (spuNo: string) => [...creditsKeys.all, 'spu', spuNo] as const,
  record: (q: RecordQuery) => [...creditsKeys.all, 'record', q] as const,
  exchange: (no: string) => [...creditsKeys.all, 'exchange', no] as const,
  ledger: (page: number, size: number) => [...creditsKeys.all, 'ledger', page, size] as const,
  rank: (size: number) => [...creditsKeys.all, 'rank', size] as const,
  manage: () => [...creditsKeys.all, 'manage'] as const,
  manageSpus: (q: ManageSpuQuery) => [...creditsKeys.manage(), 'spus', q] as const,
  manageExchanges: (q: ManageExchangeQuery) => [...creditsKeys.manage(), 'exchanges', q] as const,
  pictures: () => [...creditsKeys.manage(), 'pictures'] as const,
};

export function useCreditAccount() {
  return useQuery({
    queryKey: creditsKeys.account(),
    queryFn: () => api.call(E.accountInfo),
  });
}

export interface SpuQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  sort: CreditsSort;
  /** Only what my balance covers. */
  affordable: boolean;
}

export function useCreditSpus(q: SpuQuery) {
  return useQuery({
    queryKey: creditsKeys.spus(q),
    queryFn: () =>
      api.page(E.spuList, {
        query: {
          page: q.page,
          size: q.size,
          keyword: q.keyword,
          sort: q.sort,
          affordable: q.affordable ? '1' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditSpu(spuNo: string | null) {
  return useQuery({
    queryKey: creditsKeys.spu(spuNo ?? ''),
    queryFn: () => api.call(E.spuDetail, { query: { spuNo: spuNo ?? '' }, silent: true }),
    enabled: !!spuNo,
    retry: false,
  });
}

/** The check before the submit page, and the live check on it (silent: the page shows the reason). */
export function useStockCheck(spuNo: string | null, quantity: number) {
  return useQuery({
    queryKey: [...creditsKeys.spu(spuNo ?? ''), 'check', quantity],
    queryFn: () => api.call(E.stockCheck, { body: { spuNo: spuNo ?? '', quantity }, silent: true }),
    enabled: !!spuNo && quantity > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The exchange under the visit's Idempotency-Key; the caller handles refusals (silent). */
export function usePurchase(idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditPurchaseBody) =>
      api.call(E.purchase, {
        body,
        silent: true,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}

export interface RecordQuery {
  page: number;
  size: number;
  status?: number | undefined;
}

export function useCreditRecord(q: RecordQuery) {
  return useQuery({
    queryKey: creditsKeys.record(q),
    queryFn: () => api.page(E.record, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditExchange(exchangeNo: string | null) {
  return useQuery({
    queryKey: creditsKeys.exchange(exchangeNo ?? ''),
    queryFn: () => api.call(E.recordDetail, { query: { exchangeNo: exchangeNo ?? '' }, silent: true }),
    enabled: !!exchangeNo,
    retry: false,
  });
}

export function useCancelExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (exchangeNo: string) => api.call(E.cancel, { body: { exchangeNo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}

export function useCreditLedger(page: number, size: number) {
  return useQuery({
    queryKey: creditsKeys.ledger(page, size),
    queryFn: () => api.page(E.ledger, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditsRank(size = 10) {
  return useQuery({
    queryKey: creditsKeys.rank(size),
    queryFn: () => api.call(E.rank, { query: { size } }),
  });
}

// ---------- management ----------

export interface ManageSpuQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  onShelf?: '0' | '1' | undefined;
}

export function useManageSpus(q: ManageSpuQuery, enabled: boolean) {
  return useQuery({
    queryKey: creditsKeys.manageSpus(q),
    queryFn: () => api.page(E.manageSpuPage, { query: { ...q } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface ManageExchangeQuery {
  page: number;
  size: number;
  status?: number | undefined;
  spuNo?: string | undefined;
}

export function useManageExchanges(q: ManageExchangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: creditsKeys.manageExchanges(q),
    queryFn: () => api.page(E.manageExchangePage, { query: { ...q } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreditPictures(enabled: boolean) {
  return useQuery({
    queryKey: creditsKeys.pictures(),
    queryFn: () => api.call(E.managePictures),
    enabled,
  });
}

export function useSaveCreditSpu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditSpuSaveBody) => api.call(E.manageSpuSave, { body, silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}

export function useSetShelf() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { spuNo: string; onShelf: boolean }) => api.call(E.manageSpuShelf, { body: v }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}

export function useShipExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (exchangeNo: string) => api.call(E.manageShip, { body: { exchangeNo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditsKeys.manage() }),
  });
}
