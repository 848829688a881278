/** My design orders: search, status and date range (default the last 90 days), paging; the list drawer. */
import {
  chinaLastDays,
  ORDER_LIST_DEFAULT_DAYS,
  ORDER_STATUS_HINT,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  badgeText,
  customerLabel,
  formatFenGrouped,
  SURVEY_ORDER_TYPE,
  SURVEY_ROUTES,
  mayCall,
  type OrderSummary,
} from '@portal/domain';
import { pager } from '../../components/pagination.ts';
import { Badge, Button, DatePicker, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { dayjs, type Dayjs } from '../../components/dates.ts';
import { dateTimeText } from '../../components/order-time.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';
import { LazyDesignListDrawer } from './lazy-parts.tsx';
import { downloadQuotation, useOrderMutations, useOrders } from './queries.ts';
import { useListEditor } from './useListEditor.ts';
import './design-order.css';

export default function OrdersPage() {
  const navigate = useNavigate();
  const editor = useListEditor();
  const [drawer, setDrawer] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState(-1);
  // The days are Beijing days, as the server reads them, whatever the browser's own time zone.
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const [from, to] = chinaLastDays(new Date(), ORDER_LIST_DEFAULT_DAYS);
    return [dayjs(from), dayjs(to)];
  });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const orders = useOrders({
    keyword: keyword || undefined,
    status,
    startDate: range[0].format('YYYY-MM-DD'),
    endDate: range[1].format('YYYY-MM-DD'),
    page,
    size,
  });
  const m = useOrderMutations();

  return (
    <div className="do-page">
      <div className="do-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          我的设计单
        </Typography.Title>
        <Space>
          <Badge count={badgeText(editor.lines.length)}>
            <Button className="do-list-fab-inline" onClick={() => setDrawer(true)}>
              配单清单
            </Button>
          </Badge>
          <Button type="primary" onClick={() => navigate('/tool/designOrder/selection')}>
            新建配单
          </Button>
        </Space>
      </div>
      <div className="do-rankbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="设计单名称或编号"
            maxLength={50}
            value={typed}
            style={{ width: 240 }}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
          <Select
            style={{ width: 120 }}
            value={status}
            aria-label="报价状态"
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={[
              { value: -1, label: '全部状态' },
              ...Object.entries(ORDER_STATUS_LABELS).map(([v, label]) => ({ value: Number(v), label })),
            ]}
          />
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(v) => {
              if (v?.[0] && v[1]) setRange([v[0], v[1]]);
              setPage(1);
            }}
          />
        </Space>
      </div>
      <Table<OrderSummary>
        rowKey="id"
        loading={orders.isFetching && (!orders.data || orders.isPlaceholderData)}
        dataSource={orders.data?.list ?? []}
        locale={{ emptyText: '暂无设计单' }}
        pagination={pager(page, size, orders.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          {
            title: '设计单名称',
            key: 'name',
            render: (_, o) => (
              <div>
                <Link to={`/tool/designOrder/detail?id=${o.id}`}>{o.name}</Link>
                <div className="do-muted">{o.orderNo}</div>
              </div>
            ),
          },
          { title: '场景', dataIndex: 'sceneName', width: 110, render: (v: string | null) => v || '-' },
          { title: '客户', key: 'customer', width: 120, render: (_, o) => customerLabel(o) },
          { title: '产品数', dataIndex: 'lineCount', width: 80 },
          { title: '报价合计(元)', key: 'amount', width: 140, render: (_, o) => `¥${formatFenGrouped(o.amount)}` },
          {
            title: '状态',
            key: 'status',
            width: 90,
            render: (_, o) => (
              <Tooltip title={o.exportedAt ? `报价于 ${dateTimeText(o.exportedAt).slice(0, 16)}` : ORDER_STATUS_HINT}>
                <Tag color={o.status === 1 ? 'green' : 'default'}>{orderStatusLabel(o.status)}</Tag>
              </Tooltip>
            ),
          },
          {
            title: '创建时间',
            key: 'createdAt',
            width: 170,
            render: (_, o) => dateTimeText(o.createdAt).slice(0, 16),
          },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, o) => <OrderRowActions order={o} mutations={m} />,
          },
        ]}
      />
      <LazyDesignListDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        editor={editor}
        onAddProduct={() => navigate('/tool/designOrder/selection')}
      />
    </div>
  );
}

/** A row's actions: detail, edit, survey (survey orders), copy, the quotation, delete after a confirmation. */
function OrderRowActions({
  order: o,
  mutations: m,
}: {
  order: OrderSummary;
  mutations: ReturnType<typeof useOrderMutations>;
}) {
  const navigate = useNavigate();
  const { message } = useApp();
  const { user } = useSession();
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => navigate(`/tool/designOrder/detail?id=${o.id}`)}>
        详情
      </Button>
      <Button type="link" size="small" onClick={() => navigate(`/tool/designOrder/detail/edit?id=${o.id}`)}>
        编辑
      </Button>
      {o.orderType === SURVEY_ORDER_TYPE && mayCall(SURVEY_ROUTES.sceneDetail, user) && (
        <Button type="link" size="small" onClick={() => navigate(`/survey?id=${o.id}`)}>
          勘测
        </Button>
      )}
      <Button
        type="link"
        size="small"
        onClick={() => void m.copy.mutateAsync(o.id).then(() => message.success('复制成功'))}
      >
        复制
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void downloadQuotation(o.id, o.name).catch((e: Error) => message.error(e.message))}
      >
        导出报价
      </Button>
      <Popconfirm
        title="确定删除该设计单吗？"
        okText="删除"
        cancelText="取消"
        onConfirm={() => m.del.mutateAsync(o.id).then(() => message.success('删除成功'))}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
