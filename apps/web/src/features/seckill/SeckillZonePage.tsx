/**
 * /memberStore/seckill?pType=1|2: the flash-sale zone — 平台活动 or 奖励兑付, status tabs with their counts, and a card
 * per activity (status, countdown counted from the server's clock, seckill price against the original, sold/total).
 * A card opens the detail (a suite's opens suitDetail). Provider sales accounts get the management page's entry.
 */
import { SettingOutlined, ThunderboltFilled } from '@ant-design/icons';
import {
  SECKILL_KIND,
  SECKILL_P_TYPE_LABEL,
  SECKILL_STATUS,
  type SeckillActivity,
  type SeckillPType,
  type SeckillStatus,
  SECKILL_ROUTES,
  mayCall,
} from '@portal/domain';
import { Button, Empty, Pagination, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import {
  SeckillCountdown,
  SeckillPicture,
  SeckillPrice,
  SeckillProgress,
  SeckillStatusTag,
  detailPath,
} from './components.tsx';
import { useSeckillZone } from './queries.ts';
import { liveStatus, useServerNow } from './seckill-clock.ts';
import './seckill.css';

const BUTTON: Record<SeckillStatus, string> = { 1: '即将开始', 2: '立即抢购', 3: '已结束', 4: '已作废', 5: '已抢光' };

export default function SeckillZonePage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const pType: SeckillPType = params.get('pType') === '2' ? 2 : 1;
  const statusParam = Number(params.get('status') ?? '');
  const status = statusParam >= 1 && statusParam <= 5 ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const size = 12;
  const zone = useSeckillZone({ pType, status, page, size });
  const data = zone.data?.data;
  const now = useServerNow(data?.serverTime, zone.dataUpdatedAt);

  // When an activity on the page reaches its start or end, read the page again (fresh pools and tab counts).
  const { refetch } = zone;
  const lastStatuses = useRef('');
  const statuses = (data?.list ?? []).map((a) => liveStatus(a, now)).join(',');
  useEffect(() => {
    if (lastStatuses.current && lastStatuses.current !== statuses) void refetch();
    lastStatuses.current = statuses;
  }, [statuses, refetch]);

  const set = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };

  return (
    <div data-testid="seckill-zone">
      <div className="seckill-banner">
        <ThunderboltFilled style={{ fontSize: 36 }} />
        <div>
          <h1>秒杀专区</h1>
          <div className="seckill-banner-sub">
            限时限量，每人限购；下单后请在订单有效期内完成支付，超时未支付将释放名额
          </div>
        </div>
        <Segmented<SeckillPType>
          value={pType}
          onChange={(v) => set({ pType: String(v), status: undefined, page: undefined })}
          options={[
            { value: 1, label: SECKILL_P_TYPE_LABEL[1] },
            { value: 2, label: SECKILL_P_TYPE_LABEL[2] },
          ]}
        />
        {mayCall(SECKILL_ROUTES.managePage, user) ? (
          <Link to="/memberStore/seckill/manage">
            <Button icon={<SettingOutlined />}>秒杀活动管理</Button>
          </Link>
        ) : null}
      </div>

      <div className="seckill-toolbar">
        <Tabs
          activeKey={String(status ?? 'all')}
          onChange={(k) => set({ status: k === 'all' ? undefined : k, page: undefined })}
          items={(data?.tabs ?? [{ status: null, label: '全部', count: 0 }]).map((t) => ({
            key: String(t.status ?? 'all'),
            label: `${t.label}${t.count ? ` ${t.count}` : ''}`,
          }))}
        />
      </div>

      {zone.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data?.list.length ? (
        <Empty description={status ? '该状态下暂无秒杀活动' : '秒杀活动正在筹备中，请稍后再来'} />
      ) : (
        <div className="seckill-grid">
          {data.list.map((a) => (
            <ActivityCard key={a.activityNo} activity={a} nowMs={now} />
          ))}
        </div>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Pagination
          {...pager(page, size, zone.data?.total ?? 0, (p) => set({ page: p > 1 ? String(p) : undefined }))}
          showSizeChanger={false}
          hideOnSinglePage
        />
      </div>
    </div>
  );
}

function ActivityCard({ activity: a, nowMs }: { activity: SeckillActivity; nowMs: number }) {
  const navigate = useNavigate();
  const status = liveStatus(a, nowMs);
  const to = detailPath(a);
  const open = status === SECKILL_STATUS.STARTED;
  return (
    <div
      className={`seckill-card${open || status === SECKILL_STATUS.NOT_START ? '' : ' closed'}`}
      data-testid="seckill-card"
      data-activity={a.activityNo}
      role="link"
      tabIndex={0}
      onClick={() => navigate(to)}
      onKeyDown={(e) => e.key === 'Enter' && navigate(to)}
    >
      <div className="seckill-card-pic">
        <SeckillPicture src={a.picUrl} alt={a.title} />
        <SeckillStatusTag status={status} />
        {a.kind === SECKILL_KIND.SUIT ? (
          <Tag color="blue" className="seckill-card-kind">
            套装
          </Tag>
        ) : null}
      </div>
      <div className="seckill-card-body">
        <div className="seckill-card-title" title={a.title}>
          {a.title}
        </div>
        <SeckillCountdown activity={a} status={status} nowMs={nowMs} />
        <SeckillPrice activity={a} />
        <SeckillProgress activity={a} />
        <div className="seckill-card-foot">
          <span className="seckill-muted">每人限购 {a.perUserLimit} 件</span>
          <Button type="primary" danger size="small" disabled={!open}>
            {BUTTON[status]}
          </Button>
        </div>
      </div>
    </div>
  );
}
