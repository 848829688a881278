/**
 * The staff's list of returns whose refund the channel refused (atop the operations page): the channel's reason, how
 * many times it failed, when the job asks again; by an order or after-sale number, the newest or the most tried
 * first, paged on the server.
 */
import { AFTER_SALE_FAILED_SORTS, formatPriceFen, type AfterSaleView } from '@portal/domain';
import { Input, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { dateTimeText } from '../../components/order-time.ts';
import { useFailedRefunds } from './queries.ts';

const SORT_LABEL: Record<(typeof AFTER_SALE_FAILED_SORTS)[number], string> = {
  latest: '最近失败',
  attempts: '失败次数',
};

export function FailedRefunds() {
  const [q, setQ] = useState({ page: 1, size: 10, keyword: '', sort: 'latest' as 'latest' | 'attempts' });
  const { data, isLoading } = useFailedRefunds(q);
  return (
    <div data-testid="failed-refunds">
      <Typography.Title level={5}>退款失败的售后单</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="售后单号或订单号"
          style={{ width: 240 }}
          onSearch={(keyword) => setQ((s) => ({ ...s, keyword: keyword.trim(), page: 1 }))}
          data-testid="failed-refunds-search"
        />
        <Segmented
          value={q.sort}
          options={AFTER_SALE_FAILED_SORTS.map((v) => ({ value: v, label: SORT_LABEL[v] }))}
          onChange={(sort) => setQ((s) => ({ ...s, sort: sort as 'latest' | 'attempts', page: 1 }))}
        />
      </Space>
      <Table<AfterSaleView>
        rowKey="afterSaleNo"
        size="small"
        loading={isLoading}
        scroll={{ x: 900 }}
        dataSource={data?.list ?? []}
        pagination={{
          current: q.page,
          pageSize: q.size,
          total: data?.total ?? 0,
          onChange: (page, size) => setQ((s) => ({ ...s, page, size })),
        }}
        locale={{ emptyText: '没有退款失败的售后单' }}
        columns={[
          { title: '售后单号', dataIndex: 'afterSaleNo' },
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '店铺', dataIndex: 'shopName' },
          {
            title: '退款金额',
            dataIndex: 'refundFen',
            render: (f: number | null) => (f === null ? '—' : formatPriceFen(f)),
          },
          { title: '失败原因', dataIndex: 'refundFailure' },
          { title: '失败次数', dataIndex: 'refundAttempts' },
          { title: '下次重试', dataIndex: 'refundRetryAt', render: (t: string | null) => dateTimeText(t) },
        ]}
      />
    </div>
  );
}
