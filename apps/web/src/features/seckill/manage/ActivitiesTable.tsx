/** The managed flash sales: goods, prices, sold and stock, limit, window, live status, sales, and the actions. */
import {
  SECKILL_KIND,
  SECKILL_WORDS,
  SECKILL_P_TYPE_LABEL,
  SECKILL_STATUS,
  formatPriceFen,
  type SeckillManageActivity,
  type SeckillPType,
} from '@portal/domain';
import { Popconfirm, Table, type TablePaginationConfig } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { Link } from 'react-router';
import { dateTimeText } from '../../../components/order-time.ts';
import { SeckillPicture, SeckillStatusTag, detailPath } from '../components.tsx';
import { useAbandonActivity } from '../queries.ts';
import { liveStatus } from '../seckill-clock.ts';

export function ActivitiesTable({
  activities,
  loading,
  pagination,
  now,
  onEdit,
  onSales,
}: {
  activities: SeckillManageActivity[];
  loading: boolean;
  pagination: TablePaginationConfig;
  now: number;
  onEdit(a: SeckillManageActivity): void;
  onSales(a: SeckillManageActivity): void;
}) {
  const { message } = useApp();
  const abandon = useAbandonActivity();
  return (
    <Table<SeckillManageActivity>
      rowKey="activityNo"
      loading={loading}
      dataSource={activities}
      scroll={{ x: 1200 }}
      pagination={pagination}
      columns={[
        {
          title: '活动',
          render: (_, a) => (
            <span className="seckill-item-line">
              <SeckillPicture src={a.picUrl} alt={a.title} size={48} />
              <span>
                <Link to={detailPath(a)}>{a.title}</Link>
                <div className="seckill-muted">
                  {a.activityNo} · {SECKILL_P_TYPE_LABEL[a.pType as SeckillPType]} ·{' '}
                  {a.kind === SECKILL_KIND.SUIT ? `套装 ${a.suitNo}` : `型号 ${a.items[0]?.model ?? a.skuNo}`}
                </div>
              </span>
            </span>
          ),
        },
        {
          title: '秒杀价 / 原价',
          width: 150,
          render: (_, a) => (
            <span>
              <span className="seckill-price" style={{ fontSize: 14 }}>
                {formatPriceFen(a.seckillPriceFen)}
              </span>
              <div className="seckill-muted">
                <del>{formatPriceFen(a.originPriceFen)}</del>
              </div>
            </span>
          ),
        },
        {
          title: '已售 / 库存',
          width: 110,
          align: 'right',
          render: (_, a) => (
            <span>
              {a.sold} / {a.stock}
              <div className="seckill-muted">剩余 {a.remaining}</div>
            </span>
          ),
        },
        { title: '限购', width: 70, align: 'right', render: (_, a) => `${a.perUserLimit} 件` },
        {
          title: '活动时间',
          width: 180,
          render: (_, a) => (
            <span className="seckill-muted">
              {dateTimeText(a.startAt)}
              <br />
              {dateTimeText(a.endAt)}
            </span>
          ),
        },
        {
          title: '状态',
          width: 90,
          render: (_, a) => <SeckillStatusTag status={liveStatus(a, now)} />,
        },
        {
          title: '销售',
          width: 150,
          render: (_, a) => (
            <span>
              订单 {a.orders} · 已付 {a.paidOrders}
              <div className="seckill-muted">
                {formatPriceFen(a.paidFen)} · {a.buyers} 人
              </div>
            </span>
          ),
        },
        {
          title: '操作',
          width: 170,
          fixed: 'right',
          render: (_, a) => {
            const s = liveStatus(a, now);
            const editable = s !== SECKILL_STATUS.FINISHED && s !== SECKILL_STATUS.ABANDON;
            return (
              <span style={{ display: 'flex', gap: 10 }}>
                {editable ? <a onClick={() => onEdit(a)}>编辑</a> : null}
                {editable ? (
                  <Popconfirm
                    title="作废后不能再抢购（已下的订单照常支付），确定作废吗？"
                    onConfirm={() =>
                      abandon
                        .mutateAsync(a.activityNo)
                        .then(() => void message.success(SECKILL_WORDS.abandonDone))
                        .catch((e: Error) => void message.error(e.message))
                    }
                  >
                    <a>作废</a>
                  </Popconfirm>
                ) : null}
                <a onClick={() => onSales(a)}>销售记录</a>
              </span>
            );
          },
        },
      ]}
    />
  );
}
