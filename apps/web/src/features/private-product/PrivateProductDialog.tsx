/** Screen D: the private product dialog, in add ('custom') and edit ('selfCustomEdit') modes. */
import { PlusOutlined } from '@ant-design/icons';
import {
  PRIVATE_BRAND_MAX,
  PRIVATE_DESC_MAX,
  PRIVATE_MESSAGES,
  PRIVATE_WORDS,
  PRIVATE_NAME_MAX,
  PRIVATE_PICS_MAX,
  PRIVATE_PRICE_MAX_LENGTH,
  checkUnitPrice,
  formatFen,
  sanitizeDecimalInput,
} from '@portal/domain';
import { AutoComplete, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { uploadPicture, useBrandOptions, useCategoryOptions, usePrivateDetail, useSavePrivate } from './queries.ts';

interface Values {
  spuName: string;
  categoryValueSelect: number;
  price: string;
  brandName: string;
  spuDesc?: string;
}

export type DialogKind = 'custom' | 'selfCustomEdit';

export function PrivateProductDialog({
  kind,
  spuNo,
  onClose,
}: {
  kind: DialogKind | null;
  spuNo?: string | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [pics, setPics] = useState<UploadFile[]>([]);
  const categories = useCategoryOptions();
  const brands = useBrandOptions();
  const detail = usePrivateDetail(kind === 'selfCustomEdit' ? (spuNo ?? null) : null);
  const save = useSavePrivate();
  const { message } = useApp();

  useEffect(() => {
    if (kind === 'selfCustomEdit' && detail.data) {
      const d = detail.data;
      form.setFieldsValue({
        spuName: d.spuName,
        categoryValueSelect: d.categoryValueSelect ?? undefined,
        price: d.price === null ? '' : formatFen(d.price),
        brandName: d.brandName ?? '',
        spuDesc: d.spuDesc,
      });
      setPics(d.mainPics.map((url, i) => ({ uid: `p${i}`, name: url.split('/').pop() ?? url, status: 'done', url })));
    }
  }, [kind, detail.data, form]);

  const close = () => {
    form.resetFields();
    setPics([]);
    onClose();
  };

  const submit = async () => {
    const v = await form.validateFields();
    const price = checkUnitPrice(v.price);
    if (!price.ok) return;
    await save.mutateAsync({
      spuNo: kind === 'selfCustomEdit' ? (spuNo ?? undefined) : undefined,
      spuName: v.spuName,
      categoryValueSelect: v.categoryValueSelect,
      price: price.fen,
      brandName: v.brandName,
      spuDesc: v.spuDesc ?? '',
      mainPics: pics.flatMap((p) => (p.url ? [p.url] : [])),
    });
    message.success(kind === 'selfCustomEdit' ? PRIVATE_WORDS.edited : PRIVATE_WORDS.added);
    close();
  };

  return (
    <Modal
      title={kind === 'selfCustomEdit' ? '编辑自定义产品' : '新建自定义产品'}
      open={!!kind}
      width={620}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item
          name="spuName"
          label="产品名称"
          required
          normalize={(v: string) => v.replace(/\s+/g, '')}
          rules={[
            { required: true, message: PRIVATE_MESSAGES.nameRequired },
            { max: PRIVATE_NAME_MAX, message: PRIVATE_MESSAGES.nameLength },
          ]}
        >
          <Input placeholder="请输入产品名称" maxLength={PRIVATE_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="categoryValueSelect"
          label="产品分类"
          rules={[{ required: true, message: PRIVATE_MESSAGES.categoryRequired }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="请选择产品分类"
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.itemValue }))}
          />
        </Form.Item>
        <Form.Item
          name="price"
          label="产品单价"
          required
          normalize={(v: string) => sanitizeDecimalInput(v, PRIVATE_PRICE_MAX_LENGTH)}
          rules={[
            {
              validator: (_, v: string) => {
                const r = checkUnitPrice(v);
                return r.ok ? Promise.resolve() : Promise.reject(new Error(r.refusal.msg));
              },
            },
          ]}
        >
          <Input placeholder="请输入产品单价" prefix="¥" suffix="元" maxLength={PRIVATE_PRICE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="brandName"
          label="品牌"
          required
          normalize={(v: string) => v.replace(/\s+/g, '')}
          rules={[
            { required: true, message: PRIVATE_MESSAGES.brandRequired },
            { max: PRIVATE_BRAND_MAX, message: PRIVATE_MESSAGES.brandLength },
          ]}
        >
          <AutoComplete
            placeholder="请选择或输入品牌名称"
            maxLength={PRIVATE_BRAND_MAX}
            options={(brands.data ?? []).map((b) => ({ value: b }))}
            filterOption={(input, o) => String(o?.value ?? '').includes(input)}
          />
        </Form.Item>
        <Form.Item
          name="spuDesc"
          label="产品描述"
          rules={[{ max: PRIVATE_DESC_MAX, message: PRIVATE_MESSAGES.descLength }]}
        >
          <Input.TextArea rows={3} placeholder="选填" maxLength={PRIVATE_DESC_MAX} showCount />
        </Form.Item>
        <Form.Item label="产品图片" extra="支持 JPG、PNG、WEBP，单张不超过 2MB，最多 5 张">
          <PicturesField pics={pics} setPics={setPics} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The product's pictures: each uploads as it is added (shown while it does), a failed one leaves the list. */
function PicturesField({ pics, setPics }: { pics: UploadFile[]; setPics: Dispatch<SetStateAction<UploadFile[]>> }) {
  return (
    <Upload
      listType="picture-card"
      accept="image/jpeg,image/png,image/webp"
      fileList={pics}
      maxCount={PRIVATE_PICS_MAX}
      onRemove={(f) => setPics((ps) => ps.filter((p) => p.uid !== f.uid))}
      customRequest={({ file, onSuccess, onError }) => {
        const f = file as File;
        const uid = `u${Date.now()}`;
        setPics((ps) => [...ps, { uid, name: f.name, status: 'uploading' }]);
        uploadPicture(f)
          .then((url) => {
            setPics((ps) => ps.map((p) => (p.uid === uid ? { ...p, status: 'done', url, thumbUrl: url } : p)));
            onSuccess?.(url);
          })
          .catch((e: Error) => {
            setPics((ps) => ps.filter((p) => p.uid !== uid));
            onError?.(e);
          });
      }}
    >
      {pics.length >= PRIVATE_PICS_MAX ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6 }}>上传图片</div>
        </div>
      )}
    </Upload>
  );
}
