/**
 * The page's clock is the server's: every answer that shows a countdown carries serverTime, and the page counts
 * from it (offset = serverTime − the moment the answer arrived), never from the browser's own clock, which may be
 * off by minutes. The status is re-derived each tick by the domain's rule from the activity's window and pool.
 */
import { SECKILL_STATUS, seckillStatus, type SeckillActivity, type SeckillStatus } from '@portal/domain';
import { useEffect, useState } from 'react';

/** How far the server's clock is ahead of the browser's (ms; negative when behind). */
export function serverOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  if (!serverTime || !receivedAt) return 0;
  const t = Date.parse(serverTime);
  return Number.isNaN(t) ? 0 : t - receivedAt;
}

/** The activity's status at the server's `nowMs` (abandoned stays abandoned; the pool as last read). */
export function liveStatus(a: SeckillActivity, nowMs: number): SeckillStatus {
  return seckillStatus(
    {
      startAt: new Date(a.startAt),
      endAt: new Date(a.endAt),
      abandoned: a.status === SECKILL_STATUS.ABANDON,
      remaining: a.remaining,
    },
    new Date(nowMs),
  );
}

/** The server's current time (ms), re-read every half second. */
export function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const offset = serverOffsetMs(serverTime, receivedAt);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setLocal(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  return local + offset;
}
