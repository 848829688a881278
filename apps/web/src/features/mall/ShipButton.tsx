/**
 * 发货 on a paid order of the shop: a dialog naming the order and the buyer, with one or more parcels (carrier and
 * tracking number; the number checked against the carrier's pattern by the domain's rule as it is typed).
 */
import {
  CARRIERS,
  ORDER_WORDS,
  PARCELS_MAX,
  SHIPPING_MESSAGES,
  normalTrackingNo,
  trackingNoProblem,
  type OrderView,
} from '@portal/domain';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { useShipOrder } from './queries.ts';

interface ParcelRow {
  carrier?: string;
  trackingNo?: string;
}

const carrierOptions = CARRIERS.map((c) => ({ value: c.code, label: c.name }));

export function ShipButton({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  if (!order.actions.ship) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        发货
      </Button>
      {open ? <ShipDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ShipDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { message } = useApp();
  const ship = useShipOrder();
  const [form] = Form.useForm<{ parcels: ParcelRow[] }>();

  const submit = async () => {
    const { parcels } = await form.validateFields();
    const body = {
      orderNo: order.orderNo,
      parcels: parcels.map((p) => ({ carrier: p.carrier!, trackingNo: normalTrackingNo(p.trackingNo ?? '') })),
    };
    await ship.mutateAsync(body);
    void message.success(ORDER_WORDS.shipped);
    onClose();
  };

  return (
    <Modal
      open
      title="确认发货"
      okText="确认发货"
      cancelText="取消"
      centered
      width={620}
      confirmLoading={ship.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="buy-muted">
        订单 {order.orderNo}（买家：{order.buyerName ?? '—'}
        ）。请填写快递公司和快递单号，分多个包裹发出时逐个添加；发货后买家可查看物流并确认收货。
      </p>
      <Form form={form} layout="vertical" initialValues={{ parcels: [{}] }} data-testid="ship-form">
        <Form.List
          name="parcels"
          rules={[
            {
              validator: (_, v: ParcelRow[] | undefined) => {
                const rows = (v ?? []).filter((p) => p?.carrier && p.trackingNo);
                const keys = rows.map((p) => `${p.carrier}/${normalTrackingNo(p.trackingNo!)}`);
                return new Set(keys).size === keys.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(SHIPPING_MESSAGES.duplicate));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }} data-testid="ship-parcel">
                  <Form.Item
                    name={[f.name, 'carrier']}
                    label={fields.length > 1 ? `包裹${i + 1} 快递公司` : '快递公司'}
                    rules={[{ required: true, message: SHIPPING_MESSAGES.carrierRequired }]}
                    style={{ width: 180 }}
                  >
                    <Select options={carrierOptions} placeholder="请选择" showSearch optionFilterProp="label" />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'trackingNo']}
                    label="快递单号"
                    dependencies={[['parcels', f.name, 'carrier']]}
                    style={{ width: 300 }}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_, v: string | undefined) => {
                          if (!v?.trim()) return Promise.reject(new Error(SHIPPING_MESSAGES.trackingNoRequired));
                          const carrier = getFieldValue(['parcels', f.name, 'carrier']) as string | undefined;
                          const problem = carrier ? trackingNoProblem(carrier, v) : null;
                          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <Input placeholder="请输入快递单号" maxLength={40} allowClear />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button type="link" danger style={{ marginTop: 30 }} onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  ) : null}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < PARCELS_MAX ? (
                <Button type="dashed" onClick={() => add({})} block>
                  添加包裹（最多{PARCELS_MAX}个）
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
