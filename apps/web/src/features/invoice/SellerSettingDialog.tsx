/**
 * 开票设置: who the shop is on its invoices, the 税收分类编码 and rate its goods are invoiced at, and its platform (the
 * built-in one, or 诺诺 with the accessToken it authorised; the token is kept on the server and never shown again).
 */
import {
  INVOICE_PLATFORMS,
  INVOICE_PLATFORM_LABEL,
  INVOICE_SELLER_MESSAGES,
  TAX_RATES_OFFERED,
  taxRateLabel,
  type InvoiceSellerSettingInput,
} from '@portal/domain';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSaveSellerSetting, useSellerSetting } from './queries.ts';

export function SellerSettingDialog({ onClose }: { onClose: () => void }) {
  const { message } = useApp();
  const current = useSellerSetting();
  const save = useSaveSellerSetting();
  const [form] = Form.useForm<InvoiceSellerSettingInput>();
  const platform = Form.useWatch('platform', form);
  if (current.isLoading) return null;
  const kept = current.data;
  return (
    <Modal
      open
      title="开票设置"
      okText="保存"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          save.mutate(v, {
            onSuccess: () => {
              void message.success('开票设置已保存');
              onClose();
            },
          }),
        )
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ taxRate: 1300, platform: 'local', ...(kept ?? {}), accessToken: '' }}
      >
        <Form.Item
          name="name"
          label="销方名称"
          rules={[{ required: true, whitespace: true, message: INVOICE_SELLER_MESSAGES.nameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="taxNo" label="销方纳税人识别号">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="address" label="地址">
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="phone" label="电话">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="bankName" label="开户银行">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="bankAccount" label="银行账号">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="taxCode"
          label="税收分类编码"
          extra="19位数字，按国家税务总局《商品和服务税收分类编码表》填写"
          rules={[{ required: true, pattern: /^\d{19}$/, message: '税收分类编码应为19位数字' }]}
        >
          <Input maxLength={19} />
        </Form.Item>
        <Form.Item name="taxRate" label="税率">
          <Select options={TAX_RATES_OFFERED.map((r) => ({ value: r, label: taxRateLabel(r) }))} />
        </Form.Item>
        <Form.Item name="platform" label="开票平台">
          <Radio.Group>
            {INVOICE_PLATFORMS.map((p) => (
              <Radio key={p} value={p}>
                {INVOICE_PLATFORM_LABEL[p]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {platform === 'nuonuo' && (
          <Form.Item
            name="accessToken"
            label="诺诺授权码（accessToken）"
            extra={kept?.hasAccessToken ? '已保存授权码；留空则沿用' : '在诺诺开放平台授权本门户后获得'}
            rules={[{ required: !kept?.hasAccessToken, message: '诺诺开票须填写授权码（accessToken）' }]}
          >
            <Input.Password maxLength={200} autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
