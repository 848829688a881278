/**
 * What a buyer fills to ask for an invoice, in the invoice centre's 申请开票 and at checkout: the kind, a kept title
 * (the default one chosen first) and the email the e-invoice is sent to. Inside the caller's antd Form.
 */
import { INVOICE_KINDS, INVOICE_KIND_LABEL, type InvoiceKind } from '@portal/domain';
import { Form, Input, Radio, Select, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useInvoiceTitles } from './queries.ts';

export interface AskValues {
  kind: InvoiceKind;
  titleId: number;
  email: string;
}

export const ASK_INITIAL: Partial<AskValues> = { kind: 'e_normal', email: '' };

export function AskFields({ form, titlesLink }: { form: FormInstance; titlesLink: string }) {
  const titles = useInvoiceTitles();
  const list = titles.data ?? [];
  useEffect(() => {
    const kept = titles.data ?? [];
    const preferred = kept.find((t) => t.isDefault) ?? kept[0];
    if (preferred && !form.getFieldValue('titleId')) form.setFieldValue('titleId', preferred.id);
  }, [titles.data, form]);
  return (
    <>
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
        extra={<Link to={titlesLink}>管理发票抬头</Link>}
      >
        <Select
          placeholder={list.length || titles.isLoading ? '请选择发票抬头' : '还没有发票抬头，请先添加'}
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
    </>
  );
}
