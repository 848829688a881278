/**
 * Add or edit an invoice title: personal or company; a company's taxpayer number is checked by the domain's
 * GB 32100-2015 rule as it is typed (the server checks it again); the 专票 fields are optional here and required
 * only when a special VAT invoice is asked for.
 */
import {
  INVOICE_MESSAGES,
  INVOICE_TITLE_KIND_LABEL,
  INVOICE_TITLE_KINDS,
  normaliseTaxNo,
  taxNoRefusal,
  type InvoiceTitle,
  type InvoiceTitleKind,
} from '@portal/domain';
import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSaveTitle } from './queries.ts';

interface Values {
  kind: InvoiceTitleKind;
  name: string;
  taxNo: string;
  registeredAddress: string;
  registeredPhone: string;
  bankName: string;
  bankAccount: string;
  isDefault: boolean;
}

export interface TitleDialogProps {
  open: boolean;
  title?: InvoiceTitle | null | undefined;
  onClose(): void;
}

export function TitleDialog(props: TitleDialogProps) {
  return props.open ? <TitleForm {...props} /> : null;
}

const taxNoRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const r = taxNoRefusal(normaliseTaxNo(String(value ?? '')));
    if (r) throw new Error(r.msg);
  },
};

function TitleForm({ title, onClose }: TitleDialogProps) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTitle();
  const kind = Form.useWatch('kind', form) ?? title?.kind ?? 'company';

  const submit = async () => {
    const v = await form.validateFields();
    const company = v.kind === 'company';
    await save.mutateAsync({
      id: title?.id,
      input: {
        kind: v.kind,
        name: v.name,
        taxNo: company ? v.taxNo : '',
        registeredAddress: company ? (v.registeredAddress ?? '') : '',
        registeredPhone: company ? (v.registeredPhone ?? '') : '',
        bankName: company ? (v.bankName ?? '') : '',
        bankAccount: company ? (v.bankAccount ?? '') : '',
        isDefault: v.isDefault,
      },
    });
    void message.success(title ? '修改成功' : '添加成功');
    onClose();
  };

  return (
    <Modal
      open
      title={title ? '编辑发票抬头' : '新增发票抬头'}
      width={600}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="invoiceTitle"
        layout="horizontal"
        labelCol={{ span: 6 }}
        initialValues={{ kind: 'company', isDefault: false, ...title }}
      >
        <Form.Item
          name="kind"
          label="抬头类型"
          rules={[{ required: true, message: INVOICE_MESSAGES.titleKindRequired }]}
        >
          <Radio.Group options={INVOICE_TITLE_KINDS.map((k) => ({ value: k, label: INVOICE_TITLE_KIND_LABEL[k] }))} />
        </Form.Item>
        <Form.Item
          name="name"
          label={kind === 'company' ? '单位名称' : '个人姓名'}
          rules={[
            { required: true, whitespace: true, message: INVOICE_MESSAGES.titleNameRequired },
            { max: 100, message: INVOICE_MESSAGES.titleNameLength },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {kind === 'company' && (
          <>
            <Form.Item name="taxNo" label="纳税人识别号" required rules={[taxNoRule]} validateTrigger="onBlur">
              <Input placeholder="18位统一社会信用代码" maxLength={24} />
            </Form.Item>
            <div className="buy-muted" style={{ margin: '0 0 12px 25%' }}>
              以下信息开具增值税专用发票（专票）时必填
            </div>
            <Form.Item name="registeredAddress" label="注册地址">
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="registeredPhone" label="注册电话">
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="bankName" label="开户银行">
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="bankAccount" label="银行账号">
              <Input maxLength={40} />
            </Form.Item>
          </>
        )}
        <Form.Item name="isDefault" valuePropName="checked" wrapperCol={{ offset: 6 }}>
          <Checkbox>设为默认抬头</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
