/**
 * /memberStore/purchaseOrders/refunds (provider sales accounts): refund a paid order, in full or in part, back the
 * way it was paid, and the latest refunds with their state (退款中 until the channel confirms, 已退款, 退款失败).
 */
import {
  POLICY_MESSAGES,
  REFUND_ROUTES,
  REFUND_WORDS,
  REFUND_STATUS,
  formatPriceFen,
  mayCall,
  parseYuan,
  type Refund,
} from '@portal/domain';
import { Button, Form, Input, Result, Table, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSession } from '../../session/store.ts';
import { dateTimeText } from '../../components/order-time.ts';
import { useState } from 'react';
import { pager } from '../../components/pagination.ts';
import { useRefundList, useRefundOrder, type RefundListQuery } from './queries.ts';

const STATUS_COLOR: Record<number, string> = {
  [REFUND_STATUS.PROCESSING]: 'processing',
  [REFUND_STATUS.SUCCESS]: 'success',
  [REFUND_STATUS.FAILED]: 'error',
};

function RefundTag({ refund }: { refund: Refund }) {
  return <Tag color={STATUS_COLOR[refund.status]}>{refund.statusText}</Tag>;
}

interface RefundForm {
  orderNo: string;
  amount: string;
  reason?: string;
}

function RefundOrderForm() {
  const { message } = useApp();
  const [form] = Form.useForm<RefundForm>();
  const refund = useRefundOrder();
  const submit = async (v: RefundForm) => {
    const r = await refund.mutateAsync({
      orderNo: v.orderNo.trim(),
      amountFen: parseYuan(v.amount) ?? 0,
      reason: v.reason?.trim() || '商家退款',
    });
    message.success(`${REFUND_WORDS.done}：${r.statusText}`);
    form.resetFields();
  };
  return (
    <Form form={form} layout="inline" onFinish={(v) => void submit(v).catch(() => {})} data-testid="refund-form">
      <Form.Item name="orderNo" label="订单号" rules={[{ required: true, message: '请填写订单号' }]}>
        <Input placeholder="已支付的订单号" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        name="amount"
        label="退款金额（元）"
        rules={[
          { required: true, message: '请填写退款金额' },
          {
            validator: (_r, v: string) =>
              (parseYuan(v ?? '') ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error('退款金额须大于0')),
          },
        ]}
      >
        <Input placeholder="例如 12.50" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="reason" label="原因">
        <Input placeholder="商家退款" maxLength={80} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={refund.isPending}>
        确认退款
      </Button>
    </Form>
  );
}

export default function RefundsManagePage() {
  const { user } = useSession();
  const [query, setQuery] = useState<RefundListQuery>({ keyword: '', page: 1, size: 20 });
  const list = useRefundList(query);
  if (!mayCall(REFUND_ROUTES.list, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="refunds-manage">
      <h3>退款管理</h3>
      <RefundOrderForm />
      <Input.Search
        allowClear
        placeholder="订单号或退款单号"
        style={{ width: 280, marginTop: 16 }}
        onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), page: 1 }))}
        data-testid="refunds-search"
      />
      <Table<Refund>
        style={{ marginTop: 16 }}
        rowKey="refundNo"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={pager(query.page, query.size, list.data?.total ?? 0, (page, size) =>
          setQuery((q) => ({ ...q, page, size })),
        )}
        columns={[
          { title: '退款单号', dataIndex: 'refundNo' },
          { title: '订单号', dataIndex: 'payableNo' },
          { title: '渠道', dataIndex: 'channel', render: (c: string) => (c === 'wechat' ? '微信支付' : '支付宝') },
          { title: '退款金额', dataIndex: 'amountFen', render: (f: number) => formatPriceFen(f) },
          {
            title: '已退 / 实付',
            render: (_v, r) => `${formatPriceFen(r.refundedFen)} / ${formatPriceFen(r.paymentAmountFen)}`,
          },
          { title: '原因', dataIndex: 'reason', render: (t: string, r) => (r.automatic ? `${t}（自动）` : t) },
          { title: '状态', render: (_v, r) => <RefundTag refund={r} /> },
          { title: '申请时间', dataIndex: 'createdAt', render: (t: string) => dateTimeText(t) },
        ]}
      />
    </div>
  );
}
