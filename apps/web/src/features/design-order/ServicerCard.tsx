/** Servicer info of a survey order (part 2 §7 get/save): who surveys or installs the project, shown and edited. */
import {
  mayCall,
  SERVICER_ROLE_LABELS,
  SERVICER_ROLES,
  type Servicer,
  servicerSaveSchema,
  SURVEY_SYSTEM_ROUTES as E,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { servicerSummary } from './servicer.ts';

type Values = Omit<Servicer, 'updatedAt'>;
const key = (orderId: number) => ['survey', 'servicer', orderId] as const;

/** Shown to an account with the survey permission only (the servicer endpoints' policy). */
export function ServicerCard({ orderId }: { orderId: number }) {
  const { user } = useSession();
  return mayCall(E.servicerGet, user) ? <ServicerInfo orderId={orderId} /> : null;
}

function ServicerInfo({ orderId }: { orderId: number }) {
  const { message } = useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const info = useQuery({ queryKey: key(orderId), queryFn: () => api.call(E.servicerGet, { query: { orderId } }) });
  const save = useMutation({
    mutationFn: (v: Values) => api.call(E.servicerSave, { body: { ...v, orderId } }),
    onSuccess: (s) => {
      qc.setQueryData(key(orderId), s);
      setOpen(false);
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
    <span className="survey-servicer" data-testid="servicer-info">
      服务商：{servicerSummary(info.data)}
      <Button
        type="link"
        size="small"
        onClick={() => {
          form.setFieldsValue(info.data ?? { role: 'survey', company: '', contactName: '', phone: '', plannedDate: null, note: '' }); // prettier-ignore
          setOpen(true);
        }}
      >
        {info.data ? '修改' : '填写'}
      </Button>
      <Modal
        open={open}
        title="服务商信息"
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
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
    </span>
  );
}
