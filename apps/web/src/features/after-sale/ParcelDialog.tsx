/** A parcel (carrier and tracking number, checked by the carrier's pattern as it is typed): the buyer's parcel back
 * or the dealer's parcel out. */
import { CARRIERS, SHIPPING_MESSAGES, normalTrackingNo, trackingNoProblem } from '@portal/domain';
import { Form, Input, Modal, Select } from 'antd';

const carrierOptions = CARRIERS.map((c) => ({ value: c.code, label: c.name }));

export function ParcelDialog(props: {
  title: string;
  hint: string;
  busy: boolean;
  onOk: (p: { carrier: string; trackingNo: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ carrier?: string; trackingNo?: string }>();
  const submit = async () => {
    const v = await form.validateFields();
    await props.onOk({ carrier: v.carrier!, trackingNo: normalTrackingNo(v.trackingNo ?? '') });
    props.onClose();
  };
  return (
    <Modal
      open
      title={props.title}
      okText="提交"
      cancelText="取消"
      confirmLoading={props.busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p className="buy-muted">{props.hint}</p>
      <Form form={form} layout="vertical" data-testid="after-sale-parcel-form">
        <Form.Item
          name="carrier"
          label="快递公司"
          rules={[{ required: true, message: SHIPPING_MESSAGES.carrierRequired }]}
        >
          <Select options={carrierOptions} placeholder="选择快递公司" data-testid="after-sale-carrier" />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label="快递单号"
          dependencies={['carrier']}
          rules={[
            { required: true, message: SHIPPING_MESSAGES.trackingNoRequired },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) => {
                const carrier = getFieldValue('carrier') as string | undefined;
                const problem = carrier && v ? trackingNoProblem(carrier, normalTrackingNo(v)) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input placeholder="快递单号" maxLength={40} data-testid="after-sale-tracking-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
