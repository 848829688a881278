/** The servicer info's form (ServicerCard): its own chunk, loaded when first opened. */
import {
  SERVICER_ROLE_LABELS,
  SERVICER_ROLES,
  type Servicer,
  servicerSaveSchema,
  SURVEY_SYSTEM_ROUTES as E,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { servicerKey } from './servicer.ts';

type Values = Omit<Servicer, 'updatedAt'>;
const EMPTY: Values = { role: 'survey', company: '', contactName: '', phone: '', plannedDate: null, note: '' };

export function ServicerDialog(props: {
  orderId: number;
  open: boolean;
  current: Servicer | null | undefined;
  onClose: () => void;
}) {
  const { orderId, open, current, onClose } = props;
  const { message } = useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(current ?? EMPTY);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useMutation({
    mutationFn: (v: Values) => api.call(E.servicerSave, { body: { ...v, orderId } }),
    onSuccess: (s) => {
      qc.setQueryData(servicerKey(orderId), s);
      onClose();
      void message.success('服务商信息已保存');
    },
    onError: (e) => void message.error(e.message),
  });
  const submit = (v: Values) => {
    const parsed = servicerSaveSchema.safeParse({ ...v, orderId, plannedDate: v.plannedDate || null });
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '请检查填写内容');
    save.mutate(parsed.data);
  };
  return (
    <Modal
      open={open}
      title="服务商信息"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="role" label="服务内容" rules={[{ required: true, message: '请选择服务内容' }]}>
          <Select options={SERVICER_ROLES.map((r) => ({ value: r, label: SERVICER_ROLE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item name="company" label="服务单位">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="contactName" label="服务人员" rules={[{ required: true, message: '请填写服务人员姓名' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请填写正确的11位手机号' }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="plannedDate" label="计划日期（YYYY-MM-DD）">
          <Input placeholder="2026-12-01" maxLength={10} />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
