/** 报价设置: the letterhead (company, contact, logo), the tax rate, the validity and the terms on every quotation. */
import { UploadOutlined } from '@ant-design/icons';
import {
  formatRate,
  parseRate,
  QUOTATION_LIMITS as L,
  QUOTATION_MESSAGES as M,
  QUOTATION_WORDS,
  type QuotationProfile,
} from '@portal/domain';
import { Button, Form, Input, InputNumber, Modal, Space, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { uploadQuotationLogo, useQuotationProfile, useSaveQuotationProfile } from './quotation-queries.ts';

interface FormValues extends Omit<QuotationProfile, 'taxRate'> {
  taxRate: string;
}

export function QuotationSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useApp();
  const profile = useQuotationProfile(open);
  const save = useSaveQuotationProfile();
  const [form] = Form.useForm<FormValues>();
  const [logo, setLogo] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!open || !profile.data) return;
    form.setFieldsValue({ ...profile.data, taxRate: formatRate(profile.data.taxRate) });
    setLogo(profile.data.logoUrl);
  }, [open, profile.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ ...v, taxRate: parseRate(v.taxRate) ?? -1, logoUrl: logo });
    message.success(QUOTATION_WORDS.saved);
    onClose();
  };

  return (
    <Modal
      title="报价设置"
      open={open}
      width={620}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} disabled={profile.isLoading}>
        <Form.Item
          label="公司名称"
          name="companyName"
          rules={[
            { required: true, whitespace: true, message: M.companyRequired },
            { max: L.companyMax, message: M.companyLength },
          ]}
        >
          <Input placeholder="报价单抬头的公司名称" />
        </Form.Item>
        <Form.Item label="企业标志">
          <Space>
            {logo && <img src={logo} alt="企业标志" className="quotation-logo-preview" />}
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                setUploading(true);
                uploadQuotationLogo(file)
                  .then(setLogo)
                  .catch((e: Error) => message.error(e.message))
                  .finally(() => setUploading(false));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {logo ? '更换' : '上传'}
              </Button>
            </Upload>
            {logo && (
              <Button type="link" onClick={() => setLogo(null)}>
                移除
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="联系人" name="contactName" rules={[{ max: L.contactMax, message: M.contactLength }]}>
          <Input />
        </Form.Item>
        <Form.Item label="联系电话" name="phone" rules={[{ max: L.phoneMax, message: M.phoneLength }]}>
          <Input />
        </Form.Item>
        <Form.Item label="地址" name="address" rules={[{ max: L.addressMax, message: M.addressLength }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="税率（%）"
          name="taxRate"
          rules={[{ validator: async (_r, v: string) => { const n = parseRate(String(v ?? '')); if (n === null || n > L.taxRateMax) throw new Error(M.taxRate); } }]} // prettier-ignore
        >
          <Input style={{ width: 140 }} suffix="%" />
        </Form.Item>
        <Form.Item
          label="有效期（天）"
          name="validityDays"
          rules={[
            {
              required: true,
              type: 'integer',
              min: L.validityDaysMin,
              max: L.validityDaysMax,
              message: M.validityDays,
            },
          ]}
        >
          <InputNumber min={L.validityDaysMin} max={L.validityDaysMax} precision={0} />
        </Form.Item>
        <Form.Item label="报价条款" name="terms" rules={[{ max: L.termsMax, message: M.termsLength }]}>
          <Input.TextArea rows={5} showCount maxLength={L.termsMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
