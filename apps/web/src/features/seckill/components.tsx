/** Pieces the flash-sale pages share: the status tag, the countdown, the price against the original, the progress. */
import { ClockCircleOutlined, PictureOutlined } from '@ant-design/icons';
import {
  SECKILL_KIND,
  SECKILL_STATUS,
  SECKILL_STATUS_LABEL,
  formatPriceFen,
  seckillCountdownLabel,
  seckillCountdownMs,
  seckillCountdownText,
  seckillDiscountText,
  seckillSoldPercent,
  type SeckillActivity,
  type SeckillStatus,
} from '@portal/domain';
import { Progress, Tag } from 'antd';
import { dateTimeText } from '../../components/order-time.ts';
import './seckill.css';

const STATUS_COLOR: Record<SeckillStatus, string> = {
  1: 'orange',
  2: 'red',
  3: 'default',
  4: 'default',
  5: 'volcano',
};

export function SeckillStatusTag({ status }: { status: SeckillStatus }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="seckill-status">
      {SECKILL_STATUS_LABEL[status]}
    </Tag>
  );
}

export function SeckillPicture({ src, alt, size }: { src: string | null; alt: string; size?: number }) {
  const style = size ? { width: size, height: size } : undefined;
  return (
    <span className="seckill-pic" style={style}>
      {src ? <img src={src} alt={alt} loading="lazy" /> : <PictureOutlined className="seckill-pic-none" />}
    </span>
  );
}

/** 距开始 / 距结束 with the time left at the server's `nowMs`; nothing once it is over. */
export function SeckillCountdown({
  activity,
  status,
  nowMs,
  large,
}: {
  activity: SeckillActivity;
  status: SeckillStatus;
  nowMs: number;
  large?: boolean;
}) {
  const label = seckillCountdownLabel(status);
  if (!label || status === SECKILL_STATUS.SOLD_OUT) {
    return (
      <span className="seckill-countdown muted" data-testid="seckill-countdown">
        {status === SECKILL_STATUS.SOLD_OUT
          ? '本场已抢光'
          : status === SECKILL_STATUS.ABANDON
            ? '活动已作废'
            : '活动已结束'}
      </span>
    );
  }
  const ms = seckillCountdownMs(
    {
      startAt: new Date(activity.startAt),
      endAt: new Date(activity.endAt),
      abandoned: false,
      remaining: activity.remaining,
    },
    new Date(nowMs),
  );
  return (
    <span className={`seckill-countdown${large ? ' large' : ''}`} data-testid="seckill-countdown">
      <ClockCircleOutlined /> {label} <b>{seckillCountdownText(ms)}</b>
    </span>
  );
}

export function SeckillPrice({ activity, large }: { activity: SeckillActivity; large?: boolean }) {
  const off = seckillDiscountText(activity.originPriceFen, activity.seckillPriceFen);
  return (
    <span className={`seckill-price-line${large ? ' large' : ''}`}>
      <span className="seckill-price" data-testid="seckill-price">
        {formatPriceFen(activity.seckillPriceFen)}
      </span>
      <del className="seckill-origin">{formatPriceFen(activity.originPriceFen)}</del>
      {off ? <span className="seckill-off">{off}</span> : null}
    </span>
  );
}

export function SeckillProgress({ activity }: { activity: SeckillActivity }) {
  const percent = seckillSoldPercent(activity.stock, activity.remaining);
  return (
    <div className="seckill-progress">
      <Progress percent={percent} showInfo={false} size="small" strokeColor="#e4393c" railColor="#fde2e2" />
      <span className="seckill-muted">
        已抢 {activity.sold}/{activity.stock} 件 · {percent}%
      </span>
    </div>
  );
}

/** The activity's window, 'YYYY-MM-DD HH:mm 至 YYYY-MM-DD HH:mm' in the browser's time zone (as the order pages). */
export function windowText(a: SeckillActivity): string {
  const f = (iso: string) => dateTimeText(iso).slice(0, 16);
  return `${f(a.startAt)} 至 ${f(a.endAt)}`;
}

/** The detail route of an activity: a suite has its own page. */
export function detailPath(a: Pick<SeckillActivity, 'activityNo' | 'kind'>): string {
  const page = a.kind === SECKILL_KIND.SUIT ? 'suitDetail' : 'detail';
  return `/memberStore/seckill/${page}?activityNo=${encodeURIComponent(a.activityNo)}`;
}
