/**
 * /product/sale/manage: the provider's staff manage promotions (create a price discount, spend-and-save or gift;
 * abandon) and the four placements (home carousel 1, banners 25, 26, 27). The server checks every rule again.
 */
import {
  PLACEMENT_ROUTES,
  PLACEMENT_LOCATION_LABEL,
  PROMOTION_ROUTES,
  PROMOTION_KIND_LABEL,
  POLICY_MESSAGES,
  mayCall,
  type PlacementLocation,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, InputNumber, Result, Select, Switch, Table, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import type { Dayjs } from '../../components/dates.ts';
import '../../components/dates.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { saleDetailPath } from './SalePage.tsx';
import { useAbandon, useAllPlacements, useManagePage, useRemovePlacement } from './queries.ts';

const yuanToFen = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100));

interface ActivityForm {
  title: string;
  kind: 1 | 2 | 3;
  window: [Dayjs, Dayjs];
  perUserLimit: number;
  totalLimit: number;
  couponStackable: boolean;
  skuNos: string;
  promoYuan?: number;
  thresholdYuan?: number;
  offYuan?: number;
  giftSkuNo?: string;
  buyQuantity?: number;
  giftQuantity?: number;
  giftStock?: number;
}

function ActivityEditor() {
  const [form] = Form.useForm<ActivityForm>();
  const { message } = useApp();
  const qc = useQueryClient();
  const kind = Form.useWatch('kind', form) ?? 1;
  const save = useMutation({
    mutationFn: (v: ActivityForm) =>
      api.call(PROMOTION_ROUTES.save, {
        body: {
          title: v.title,
          kind: v.kind,
          startAt: v.window[0].toISOString(),
          endAt: v.window[1].toISOString(),
          perUserLimit: v.perUserLimit,
          totalLimit: v.totalLimit,
          couponStackable: v.couponStackable,
          items: v.skuNos
            .split(/[\s,，]+/)
            .filter(Boolean)
            .map((skuNo) => ({ skuNo, promoFen: v.kind === 1 ? yuanToFen(v.promoYuan) : null })),
          thresholdFen: v.kind === 2 ? yuanToFen(v.thresholdYuan) : null,
          offFen: v.kind === 2 ? yuanToFen(v.offYuan) : null,
          gift:
            v.kind === 3 && v.giftSkuNo
              ? {
                  skuNo: v.giftSkuNo,
                  buyQuantity: v.buyQuantity ?? 1,
                  giftQuantity: v.giftQuantity ?? 1,
                  stock: v.giftStock ?? 0,
                }
              : null,
        },
      }),
    onSuccess: () => {
      void message.success('活动已保存');
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['promotion'] });
    },
  });
  return (
    <Card title="新建促销活动" size="small" style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ kind: 1, perUserLimit: 5, totalLimit: 100, couponStackable: true }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="title" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]}>
          <Input maxLength={40} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Select
            style={{ width: 110 }}
            options={[1, 2, 3].map((k) => ({ value: k, label: PROMOTION_KIND_LABEL[k as 1 | 2 | 3] }))}
          />
        </Form.Item>
        <Form.Item name="window" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item name="skuNos" label="商品编号" rules={[{ required: true, message: '请至少选择一个活动商品' }]}>
          <Input placeholder="多个用逗号分隔" style={{ width: 220 }} />
        </Form.Item>
        {kind === 1 ? (
          <Form.Item name="promoYuan" label="促销价(元)" rules={[{ required: true, message: '请填写促销价' }]}>
            <InputNumber precision={2} />
          </Form.Item>
        ) : null}
        {kind === 2 ? (
          <>
            <Form.Item name="thresholdYuan" label="满(元)">
              <InputNumber precision={2} />
            </Form.Item>
            <Form.Item name="offYuan" label="减(元)">
              <InputNumber precision={2} />
            </Form.Item>
          </>
        ) : null}
        {kind === 3 ? (
          <>
            <Form.Item name="giftSkuNo" label="赠品编号">
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="buyQuantity" label="买">
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="giftQuantity" label="赠">
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="giftStock" label="赠品数量">
              <InputNumber min={0} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="perUserLimit" label="每人限购">
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="totalLimit" label="总限量">
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="couponStackable" label="可用券" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

interface PlacementForm {
  location: PlacementLocation;
  title: string;
  picUrl: string;
  linkUrl: string;
  sort: number;
  window: [Dayjs, Dayjs];
}

function Placements() {
  const list = useAllPlacements();
  const remove = useRemovePlacement();
  const qc = useQueryClient();
  const [form] = Form.useForm<PlacementForm>();
  const save = useMutation({
    mutationFn: (v: PlacementForm) =>
      api.call(PLACEMENT_ROUTES.save, {
        body: {
          location: v.location,
          title: v.title,
          picUrl: v.picUrl,
          linkUrl: v.linkUrl,
          sort: v.sort ?? 0,
          startAt: v.window[0].toISOString(),
          endAt: v.window[1].toISOString(),
        },
      }),
    onSuccess: () => {
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['placement'] });
    },
  });
  return (
    <Card title="促销投放位" size="small">
      <Form form={form} layout="inline" initialValues={{ location: 1, sort: 0 }} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="location" label="位置">
          <Select
            style={{ width: 120 }}
            options={Object.entries(PLACEMENT_LOCATION_LABEL).map(([v, label]) => ({ value: Number(v), label }))}
          />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="picUrl" label="图片地址" rules={[{ required: true, message: '请上传图片' }]}>
          <Input placeholder="/static/…" />
        </Form.Item>
        <Form.Item name="linkUrl" label="链接" rules={[{ required: true, message: '请填写链接' }]}>
          <Input placeholder="/product/sale/detail?activityNo=…" />
        </Form.Item>
        <Form.Item name="window" label="投放时间" rules={[{ required: true, message: '请选择投放时间' }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
      <Table
        style={{ marginTop: 12 }}
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: '位置', render: (_, p) => PLACEMENT_LOCATION_LABEL[p.location as PlacementLocation] },
          { title: '图片', render: (_, p) => <img src={p.picUrl} alt={p.title} style={{ height: 40 }} /> },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'linkUrl' },
          {
            title: '投放时间',
            render: (_, p) =>
              `${new Date(p.startAt).toLocaleString('zh-CN')} 至 ${new Date(p.endAt).toLocaleString('zh-CN')}`,
          },
          {
            title: '操作',
            render: (_, p) => (
              <Button size="small" danger onClick={() => remove.mutate(p.id)}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default function PromotionManagePage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const q = useManagePage(page);
  const abandon = useAbandon();
  if (!mayCall(PROMOTION_ROUTES.managePage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div style={{ padding: '16px 0' }}>
      <h2>
        促销与投放管理{' '}
        <Link to="/aboutUs/protocolManage" style={{ fontSize: 14, fontWeight: 400 }}>
          协议版本管理
        </Link>
      </h2>
      <ActivityEditor />
      <Table
        rowKey="activityNo"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage }}
        style={{ marginBottom: 16 }}
        columns={[
          { title: '活动', render: (_, a) => <Link to={saleDetailPath(a.activityNo)}>{a.title}</Link> },
          { title: '类型', render: (_, a) => <Tag>{a.kindLabel}</Tag> },
          { title: '规则', dataIndex: 'ruleText' },
          { title: '状态', dataIndex: 'statusLabel' },
          { title: '已售/总量', render: (_, a) => `${a.used}/${a.totalLimit}` },
          {
            title: '操作',
            render: (_, a) =>
              a.status === 3 || a.status === 4 ? null : (
                <Button size="small" danger onClick={() => abandon.mutate(a.activityNo)}>
                  作废
                </Button>
              ),
          },
        ]}
      />
      <Placements />
    </div>
  );
}
