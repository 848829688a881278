import { BOARD_API, BOARD_ROUTES as E, type BoardQuery } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

export const useStaffBoard = (query: BoardQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['board', 'staff', query],
    queryFn: () => api.call(E.staff, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDealerBoard = (query: BoardQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['board', 'dealer', query],
    queryFn: () => api.call(E.dealer, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProvinceDealers = (query: BoardQuery, province: string | null) =>
  useQuery({
    queryKey: ['board', 'province', query, province],
    queryFn: () => api.call(E.staffProvince, { query: { ...query, province: province! } }),
    enabled: province !== null,
  });

export const useDealerNetwork = (query: BoardQuery, dealer: string | null) =>
  useQuery({
    queryKey: ['board', 'network', query, dealer],
    queryFn: () => api.call(E.staffNetwork, { query: { ...query, dealer: dealer! } }),
    enabled: dealer !== null,
  });

export const useStaffInsights = (query: BoardQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['board', 'insights', query],
    queryFn: () => api.call(E.staffInsights, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The board as an xlsx (staff: with the picked province's dealers and dealer's network); the server streams it. */
export function downloadBoard(
  staff: boolean,
  query: BoardQuery,
  province: string | null,
  dealer: string | null = null,
): Promise<void> {
  const params = new URLSearchParams({ unit: query.unit, at: query.at });
  if (staff && province) params.set('province', province);
  if (staff && dealer) params.set('dealer', dealer);
  const path = staff ? BOARD_API.staffXlsx : BOARD_API.dealerXlsx;
  return downloadFile(`${path}?${params.toString()}`, `经营概况-${query.at}.xlsx`);
}
