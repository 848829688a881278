/** The model picker's search: models found by keyword in the catalogue (models only, not suites). */
import { API_PREFIX, type SpuListItem } from '@portal/domain';
import { useState } from 'react';
import { request } from '../../../api/client.ts';
import { modelOptions, type Option } from './activity-form.ts';

async function searchModels(keyword: string): Promise<Option[]> {
  const env = await request<SpuListItem[]>(`${API_PREFIX}/open/v1/goods/spu/page`, {
    params: { keyword, page: 1, size: 10 },
    silent: true,
  });
  return modelOptions(env.data);
}

export function useModelSearch(enabled: boolean) {
  const [options, setOptions] = useState<Option[]>([]);
  const [searching, setSearching] = useState(false);
  const search = (keyword: string) => {
    const k = keyword.trim();
    if (!k || !enabled) return;
    setSearching(true);
    searchModels(k)
      .then(setOptions)
      .catch(() => setOptions([]))
      .finally(() => setSearching(false));
  };
  return { options, searching, search };
}
