/**
 * 申请开票: the orders chosen in the invoice centre (one seller), the kind, a kept title (the default first) and the
 * email the e-invoice is sent to. A refusal (a title that cannot take a 专票, an order already asked for) is shown in
 * the dialog in the server's words.
 */
import { INVOICE_KINDS, INVOICE_KIND_LABEL, formatFenGrouped, type InvoiceKind } from '@portal/domain';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { useApplyInvoice, useInvoiceTitles } from './queries.ts';

interface Props {
  orderNos: string[];
  amountFen: number;
  onClose: (applied: boolean) => void;
}

export function ApplyDialog({ orderNos, amountFen, onClose }: Props) {
  const { message } = useApp();
  const titles = useInvoiceTitles();
  const apply = useApplyInvoice();
  const [form] = Form.useForm<{ kind: InvoiceKind; titleId: number; email: string }>();
  const [error, setError] = useState<string | null>(null);
  const list = titles.data ?? [];
  useEffect(() => {
    const kept = titles.data ?? [];
    const preferred = kept.find((t) => t.isDefault) ?? kept[0];
    if (preferred && !form.getFieldValue('titleId')) form.setFieldValue('titleId', preferred.id);
  }, [titles.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    apply.mutate(
      { orderNos, kind: v.kind, titleId: v.titleId, email: v.email ?? '' },
      {
        onSuccess: () => {
          void message.success('已提交开票申请，卖家开具后可在发票中心下载');
          onClose(true);
        },
        onError: (e) => setError(isApiError(e) ? e.message : '提交失败，请稍后重试'),
      },
    );
  };

  return (
    <Modal
      open
      title="申请开票"
      okText="提交申请"
      confirmLoading={apply.isPending}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p className="buy-muted">
        共 {orderNos.length} 个订单，可开票金额 ¥{formatFenGrouped(amountFen)}（实付金额减已退款）
      </p>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="apply-error" />}
      <Form form={form} layout="vertical" initialValues={{ kind: 'e_normal', email: '' }}>
        <Form.Item name="kind" label="发票类型">
          <Radio.Group>
            {INVOICE_KINDS.map((k) => (
              <Radio.Button key={k} value={k}>
                {INVOICE_KIND_LABEL[k]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="titleId"
          label="发票抬头"
          rules={[{ required: true, message: '请选择发票抬头' }]}
          extra={<Link to="../invoiceTitle">管理发票抬头</Link>}
        >
          <Select
            placeholder="请选择发票抬头"
            loading={titles.isLoading}
            options={list.map((t) => ({
              value: t.id,
              label: `${t.name}${t.taxNo ? `（${t.taxNo}）` : ''}${t.isDefault ? ' 默认' : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label="接收邮箱"
          rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}
          extra="数电发票开具后发送到此邮箱，也可在发票中心下载"
        >
          <Input placeholder="选填，如 caiwu@example.com" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
