/** /member/serveOrder (and /service-center/repair-schedule): the buyer's service orders by state. */
import { SERVICE_STATUS_LABEL, yuanText, type ServiceStatus } from '@portal/domain';
import { Card, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServiceOrders } from './queries.ts';

const TABS = [
  { key: '0', label: '全部' },
  ...Object.entries(SERVICE_STATUS_LABEL).map(([k, v]) => ({ key: k, label: v })),
];

export default function ServeOrderPage() {
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const q = useServiceOrders({ ...(status ? { status } : {}), page });
  return (
    <Card title="服务订单">
      <Tabs activeKey={String(status)} items={TABS} onChange={(k) => (setStatus(Number(k)), setPage(1))} />
      <Table
        rowKey="orderNo"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, total: q.data?.total ?? 0, pageSize: 10, onChange: setPage }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'orderNo',
            render: (no: string) => (
              <Link to={`/member/serveOrder/details?orderNo=${encodeURIComponent(no)}`}>{no}</Link>
            ),
          },
          { title: '服务类型', dataIndex: 'typeLabel' },
          { title: '设备', render: (_, o) => (o.model ? `${o.model}（${o.serial}）` : '—') },
          { title: '上门时间', render: (_, o) => `${o.slotDate} ${o.slotLabel}` },
          { title: '费用', render: (_, o) => (o.priceFen === 0 ? '免费' : `¥${yuanText(o.priceFen)}`) },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: ServiceStatus, o) => (
              <Tag color={s === 7 ? 'default' : s === 6 ? 'green' : 'blue'}>
                {o.expired ? '超时关闭' : s === 1 && o.dueFen > 0 ? '待付款' : SERVICE_STATUS_LABEL[s]}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
