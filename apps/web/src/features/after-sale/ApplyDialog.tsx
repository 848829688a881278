/** 申请售后 on a delivered line: the kind (those still within their window), the reason, how many, up to 6 pictures. */
import { PlusOutlined } from '@ant-design/icons';
import {
  AFTER_SALE_KIND_LABEL,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_PICTURES_MAX,
  AFTER_SALE_REASONS,
  AFTER_SALE_TEXT_MAX,
  type AfterSaleKind,
  type AfterSaleLine,
  type AfterSaleReasonCode,
} from '@portal/domain';
import { Form, Input, InputNumber, Modal, Radio, Select, Upload } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { uploadAfterSalePicture, useApplyAfterSale } from './queries.ts';

interface Values {
  kind: AfterSaleKind;
  reasonCode: AfterSaleReasonCode;
  reasonText?: string;
  quantity: number;
}

export function ApplyDialog({ orderNo, line, onClose }: { orderNo: string; line: AfterSaleLine; onClose: () => void }) {
  const { message } = useApp();
  const apply = useApplyAfterSale();
  const [form] = Form.useForm<Values>();
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);

  const submit = async () => {
    const v = await form.validateFields();
    await apply.mutateAsync({
      orderNo,
      lineNo: line.lineNo,
      kind: v.kind,
      reasonCode: v.reasonCode,
      reasonText: v.reasonText ?? '',
      quantity: v.quantity,
      pictures,
    });
    void message.success('售后申请已提交，请等待商家处理');
    onClose();
  };

  return (
    <Modal
      open
      title={`申请售后：${line.skuName}`}
      okText="提交申请"
      cancelText="取消"
      width={620}
      confirmLoading={apply.isPending}
      okButtonProps={{ disabled: uploading > 0 }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="after-sale-apply-form"
        initialValues={{ kind: line.kinds[0], quantity: 1 }}
      >
        <Form.Item name="kind" label="售后类型" rules={[{ required: true }]}>
          <Radio.Group options={line.kinds.map((k) => ({ value: k, label: AFTER_SALE_KIND_LABEL[k] }))} />
        </Form.Item>
        <Form.Item
          name="reasonCode"
          label="售后原因"
          rules={[{ required: true, message: AFTER_SALE_MESSAGES.reasonRequired }]}
        >
          <Select
            placeholder="请选择"
            data-testid="after-sale-reason"
            options={AFTER_SALE_REASONS.map((r) => ({ value: r.code, label: r.label }))}
          />
        </Form.Item>
        <Form.Item name="reasonText" label="问题描述（选填）">
          <Input.TextArea rows={3} maxLength={AFTER_SALE_TEXT_MAX} showCount data-testid="after-sale-text" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={`数量（可申请 ${line.available} 件）`}
          rules={[
            { required: true, type: 'number', min: 1, max: line.available, message: AFTER_SALE_MESSAGES.quantityOver },
          ]}
        >
          <InputNumber min={1} max={line.available} precision={0} data-testid="after-sale-quantity" />
        </Form.Item>
        <Form.Item label={`图片（最多${AFTER_SALE_PICTURES_MAX}张，JPG/PNG，每张不超过10MB）`}>
          <Upload
            accept="image/png,image/jpeg"
            listType="picture-card"
            data-testid="after-sale-upload"
            fileList={pictures.map((url) => ({ uid: url, name: url, url, status: 'done' as const }))}
            onRemove={(f) => setPictures((p) => p.filter((u) => u !== f.url))}
            customRequest={async ({ file, onSuccess, onError }) => {
              setUploading((n) => n + 1);
              try {
                const r = await uploadAfterSalePicture(file as File);
                setPictures((p) => [...p, r.url].slice(0, AFTER_SALE_PICTURES_MAX));
                onSuccess?.(r);
              } catch (e) {
                onError?.(e as Error);
              } finally {
                setUploading((n) => n - 1);
              }
            }}
          >
            {pictures.length < AFTER_SALE_PICTURES_MAX ? <PlusOutlined /> : null}
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
