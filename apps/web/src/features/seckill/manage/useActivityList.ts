/** The managed activities' page by type, status and keyword (narrowing goes back to page 1), and the server clock. */
import type { SeckillPType, SeckillStatus } from '@portal/domain';
import { useState } from 'react';
import { pager } from '../../../components/pagination.ts';
import { useManageActivities } from '../queries.ts';
import { useServerNow } from '../seckill-clock.ts';

export function useActivityList() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [pType, setPType] = useState<0 | SeckillPType>(0);
  const [status, setStatus] = useState<SeckillStatus | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const list = useManageActivities(
    { page, size, pType: pType || undefined, status, keyword: keyword || undefined },
    true,
  );
  const now = useServerNow(list.data?.data.serverTime, list.dataUpdatedAt);
  const firstPage =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return {
    list,
    now,
    pType,
    status,
    setPType: firstPage(setPType),
    setStatus: firstPage(setStatus),
    setKeyword: firstPage((v: string) => setKeyword(v.trim())),
    pagination: pager(page, size, list.data?.total ?? 0, (p, s) => {
      setPage(p);
      setSize(s);
    }),
  };
}
