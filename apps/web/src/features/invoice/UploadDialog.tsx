/** 登记线下开具的发票: the number and date of an invoice the shop issued elsewhere, and its PDF or OFD (kept private). */
import { UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Modal, Upload } from 'antd';
import type { Dayjs } from '../../components/dates.ts';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { uploadInvoiceFile, useUploadInvoice } from './queries.ts';

export function UploadDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { message } = useApp();
  const upload = useUploadInvoice();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ invoiceNo: string; issuedOn: Dayjs }>();
  return (
    <Modal
      open
      title="登记线下开具的发票"
      okText="登记"
      okButtonProps={{ disabled: !fileUrl }}
      confirmLoading={upload.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          upload.mutate(
            { id, invoiceNo: v.invoiceNo, issuedOn: v.issuedOn.format('YYYY-MM-DD'), fileUrl: fileUrl! },
            {
              onSuccess: () => {
                void message.success('发票已登记，买家可在发票中心下载');
                onClose();
              },
            },
          ),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="invoiceNo"
          label="发票号码"
          rules={[{ required: true, pattern: /^\d{8,20}$/, message: '发票号码应为8至20位数字' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="issuedOn" label="开票日期" rules={[{ required: true, message: '请选择开票日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="发票文件（PDF 或 OFD）" required>
          <Upload
            accept="application/pdf,.pdf,.ofd"
            maxCount={1}
            customRequest={({ file, onSuccess, onError }) => {
              setSending(true);
              uploadInvoiceFile(file as File)
                .then((url) => {
                  setFileUrl(url);
                  onSuccess?.(url);
                })
                .catch((e: Error) => onError?.(e))
                .finally(() => setSending(false));
            }}
          >
            <Button icon={<UploadOutlined />} loading={sending}>
              选择 PDF / OFD 文件
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
