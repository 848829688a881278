/**
 * The model picker's search: models found by keyword in the catalogue (models only, not suites). The keyword is
 * searched 250 ms after the last keystroke, and each keyword's answer is kept under its own query key, so a slow
 * answer to an earlier keyword never replaces the list of the one typed last.
 */
import { API_PREFIX, type SpuListItem } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../../api/client.ts';
import { modelOptions, type Option } from './activity-form.ts';

const SEARCH_DELAY_MS = 250;

async function searchModels(keyword: string, signal: AbortSignal): Promise<Option[]> {
  const env = await request<SpuListItem[]>(`${API_PREFIX}/open/v1/goods/spu/page`, {
    params: { keyword, page: 1, size: 10, fields: 'skus' },
    silent: true,
    signal,
  });
  return modelOptions(env.data);
}

export function useModelSearch(enabled: boolean) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['seckill', 'model-search', keyword],
    queryFn: ({ signal }) => searchModels(keyword, signal),
    enabled: enabled && keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const waiting = typed !== '' && typed !== keyword; // typed is kept trimmed (search below)
  return {
    options: found.isError ? [] : (found.data ?? []),
    searching: enabled && (waiting || found.isFetching),
    search: (text: string) => setTyped(text.trim()),
  };
}
