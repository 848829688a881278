/**
 * /memberStore/serviceDesk: the provider's service desk (sales/staff accounts). The queue by state and province;
 * accept, dispatch by an allocation type (an outlet, an engineer, by region, or none), start, and close with the parts used and the final price (the server
 * refunds the difference or asks the buyer a supplement).
 */
import {
  ALLOCATION_DEFAULT,
  DISPATCH_ALLOCATION_TYPES,
  SERVICE_ORDER_API,
  allocationOf,
  SERVICE_STATUS_LABEL,
  yuanText,
  type ServiceOrderView,
  type ServiceStatus,
} from '@portal/domain';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { api } from '../../api/client.ts';
import { useState } from 'react';
import { useDeskMove, useDeskQueue, useOutlets } from './queries.ts';

type Row = ServiceOrderView & { accountPhone: string };

/** Dispatch by an order allocation type (§9): it says whether an outlet, an engineer or nothing is named. */
function DispatchDialog({ order, onClose }: { order: Row; onClose(): void }) {
  const outlets = useOutlets();
  const move = useDeskMove();
  const [allocationType, setAllocationType] = useState(ALLOCATION_DEFAULT);
  const [outletId, setOutletId] = useState<number | undefined>();
  const [engineerId, setEngineerId] = useState<number | undefined>();
  const needs = allocationOf(allocationType)?.needs ?? 'outlet';
  const picksOutlet = needs === 'outlet' || needs === 'engineer';
  const engineers = outlets.data?.find((o) => o.id === outletId)?.engineers ?? [];
  const ready = !picksOutlet ? true : !!outletId && (needs !== 'engineer' || !!engineerId);
  return (
    <Modal
      open
      title={`派单 ${order.orderNo}`}
      okText="派单"
      okButtonProps={{ disabled: !ready, loading: move.isPending }}
      onCancel={onClose}
      onOk={async () => {
        await move.mutateAsync({
          kind: 'dispatch',
          orderNo: order.orderNo,
          allocationType,
          ...(picksOutlet && outletId ? { outletId } : {}),
          ...(picksOutlet && engineerId ? { engineerId } : {}),
        });
        onClose();
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label="派单方式"
          style={{ width: '100%' }}
          value={allocationType}
          onChange={setAllocationType}
          options={DISPATCH_ALLOCATION_TYPES.map((a) => ({ value: a.type, label: `${a.type} ${a.label}` }))}
        />
        {needs === 'auto' && <span>将按订单所在省份自动分配服务网点。</span>}
        {needs === 'none' && <span>该方式无需指派网点和工程师。</span>}
        {picksOutlet && (
          <>
            <Select
              placeholder="服务网点"
              style={{ width: '100%' }}
              value={outletId}
              onChange={(v) => (setOutletId(v), setEngineerId(undefined))}
              options={(outlets.data ?? []).map((o) => ({ value: o.id, label: `${o.name}（${o.provinceName}）` }))}
            />
            <Select
              placeholder={needs === 'engineer' ? '工程师（必选）' : '工程师（可选）'}
              style={{ width: '100%' }}
              value={engineerId}
              onChange={setEngineerId}
              options={engineers.map((e) => ({ value: e.id, label: `${e.name} ${e.phone}` }))}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}

function CloseDialog({ order, onClose }: { order: Row; onClose(): void }) {
  const move = useDeskMove();
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={`完工结算 ${order.orderNo}`}
      okText="完工"
      okButtonProps={{ loading: move.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <p>已付 ¥{yuanText(order.paidFen)}；最终价格低于已付时自动退差价，高于已付时由用户补差价。</p>
      <Form
        form={form}
        initialValues={{ finalYuan: order.paidFen / 100, parts: [] }}
        onFinish={async (v: { finalYuan: number; parts?: { name: string; quantity: number; yuan: number }[] }) => {
          await move.mutateAsync({
            kind: 'close',
            orderNo: order.orderNo,
            finalFen: Math.round(v.finalYuan * 100),
            parts: (v.parts ?? []).map((p) => ({
              name: p.name,
              quantity: p.quantity,
              priceFen: Math.round((p.yuan ?? 0) * 100),
            })),
          });
          onClose();
        }}
      >
        <Form.List name="parts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: '配件名称' }]}>
                    <Input placeholder="配件名称" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'quantity']} initialValue={1}>
                    <InputNumber min={1} max={99} precision={0} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'yuan']} initialValue={0}>
                    <InputNumber min={0} precision={2} addonAfter="元" />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add()}>添加配件</Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="finalYuan"
          label="最终价格（元）"
          rules={[{ required: true, message: '请填写最终价格' }]}
          style={{ marginTop: 12 }}
        >
          <InputNumber min={0} precision={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ServiceDeskPage() {
  const [status, setStatus] = useState<number | undefined>();
  const [provinceCode, setProvince] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const q = useDeskQueue({ ...(status ? { status } : {}), ...(provinceCode ? { provinceCode } : {}), page });
  const outlets = useOutlets();
  const move = useDeskMove();
  const { message } = useApp();
  const [dialog, setDialog] = useState<{ kind: 'dispatch' | 'close'; order: Row } | null>(null);
  const simple = async (kind: 'accept' | 'start', orderNo: string) => {
    await move.mutateAsync({ kind, orderNo });
    message.success(kind === 'accept' ? '已受理' : '已开始服务');
  };
  const provinces = [...new Map((outlets.data ?? []).map((o) => [o.provinceCode, o.provinceName])).entries()];
  return (
    <Card
      title="服务台"
      extra={
        <Space>
          <Select
            allowClear
            placeholder="状态"
            style={{ width: 120 }}
            value={status}
            onChange={(v) => (setStatus(v), setPage(1))}
            options={Object.entries(SERVICE_STATUS_LABEL).map(([k, v]) => ({ value: Number(k), label: v }))}
          />
          <Select
            allowClear
            placeholder="地区"
            style={{ width: 120 }}
            value={provinceCode}
            onChange={(v) => (setProvince(v), setPage(1))}
            options={provinces.map(([value, label]) => ({ value, label }))}
          />
          <Upload
            accept=".xlsx"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) => {
              const form = new FormData();
              form.append('file', file as File);
              api.upload<{ imported: number }>(SERVICE_ORDER_API.deskImport, form).then(
                (r) => (message.success(`已登记 ${r.imported} 台设备`), onSuccess?.(r)),
                (e: Error) => onError?.(e),
              );
            }}
          >
            <Button>导入设备（xlsx：序列号、型号、保修月数、发货日期）</Button>
          </Upload>
        </Space>
      }
    >
      <Table<Row>
        rowKey="orderNo"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, total: q.data?.total ?? 0, pageSize: 10, onChange: setPage }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '类型', dataIndex: 'typeLabel' },
          { title: '用户', dataIndex: 'accountPhone' },
          { title: '地址', dataIndex: 'addressText' },
          { title: '上门', render: (_, o) => `${o.slotDate} ${o.slotLabel}` },
          { title: '费用', render: (_, o) => (o.priceFen === 0 ? '免费' : `¥${yuanText(o.priceFen)}`) },
          { title: '状态', dataIndex: 'status', render: (s: ServiceStatus) => <Tag>{SERVICE_STATUS_LABEL[s]}</Tag> },
          { title: '派单方式', render: (_, o) => (o.allocationType ? o.allocationLabel : '—') },
          {
            title: '操作',
            render: (_, o) => (
              <Space>
                {(o.status === 2 || (o.status === 1 && o.dueFen === 0)) && (
                  <Button size="small" onClick={() => simple('accept', o.orderNo)}>
                    受理
                  </Button>
                )}
                {o.status === 3 && (
                  <Button size="small" onClick={() => setDialog({ kind: 'dispatch', order: o })}>
                    派单
                  </Button>
                )}
                {o.status === 4 && (
                  <Button size="small" onClick={() => simple('start', o.orderNo)}>
                    开始服务
                  </Button>
                )}
                {o.status === 5 && (
                  <Button size="small" onClick={() => setDialog({ kind: 'close', order: o })}>
                    完工
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'dispatch' && <DispatchDialog order={dialog.order} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'close' && <CloseDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </Card>
  );
}
