/**
 * Form pieces of catalogue maintenance: antd rules built on the domain's field rules (product-fields.ts), so a
 * price typed in yuan, a stock or a model number is refused on the page in the very words the server and the
 * imports use; and the picture upload into the file store.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  parseOptionalPriceYuan,
  parsePriceYuan,
  parseSkuNo,
  parseStock,
  shelfLabel,
  TAX_RATES_OFFERED,
  taxClassCodeRefusal,
  taxClassPairRefusal,
  taxRateLabel,
  type FieldResult,
} from '@portal/domain';
import { Button, Form, Input, Popconfirm, Select, Space, Tag, Upload } from 'antd';
import type { Rule } from 'antd/es/form';
import { uploadPicture } from './queries.ts';

const ruleOf =
  (parse: (v: string) => FieldResult<unknown>): Rule =>
  () => ({
    validator: (_: unknown, v: string | undefined) => {
      const r = parse(v ?? '');
      return r.ok ? Promise.resolve() : Promise.reject(new Error(r.msg));
    },
  });

export const priceRule = ruleOf(parsePriceYuan);
export const optionalPriceRule = ruleOf(parseOptionalPriceYuan);
export const stockRule = ruleOf(parseStock);
export const skuNoRule = ruleOf(parseSkuNo);

/** A picture field: its address, the upload button and a preview. */
export function PictureInput({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  return (
    <Space align="start">
      {value && (
        <img src={value} alt="" style={{ width: 64, height: 64, objectFit: 'contain', border: '1px solid #eee' }} />
      )}
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const url = await uploadPicture(file as File);
            onChange?.(url);
            onSuccess?.(url);
          } catch (e) {
            onError?.(e as Error);
          }
        }}
      >
        <Button icon={<UploadOutlined />}>{value ? '更换图片' : '上传图片'}</Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.(null)}>
          移除
        </Button>
      )}
    </Space>
  );
}

/** The shelf states as a select's options (0 上架, 1 下架). */
export const SHELF_OPTIONS = [
  { value: 0, label: '上架' },
  { value: 1, label: '下架' },
];

/** The lists' keyword filter. */
export function KeywordFilter({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="keyword" label="关键词">
      <Input placeholder={placeholder} allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
  );
}

/** The lists' shelf-state filter (none: both). */
export function ShelfFilter() {
  return (
    <Form.Item name="status" label="状态">
      <Select allowClear style={{ width: 100 }} placeholder="全部" options={SHELF_OPTIONS} />
    </Form.Item>
  );
}

/** The 状态 column of a family, a suite or a model: its shelf state as a tag. */
export const shelfColumn = (width?: number) => ({
  title: '状态',
  dataIndex: 'status',
  width,
  render: (s: number) => <Tag color={s === 0 ? 'green' : 'default'}>{shelfLabel(s)}</Tag>,
});

/** 下架 / 上架 of one row, confirmed first (`off`, `on`: the questions); `onToggle` gets the state to set. */
export function ShelfToggle(p: { status: number; off: string; on?: string; onToggle: (s: 0 | 1) => void }) {
  const { status, off, on = '确定上架？', onToggle } = p;
  return (
    <Popconfirm title={status === 0 ? off : on} onConfirm={() => onToggle(status === 0 ? 1 : 0)}>
      <a>{status === 0 ? '下架' : '上架'}</a>
    </Popconfirm>
  );
}

/**
 * 税收分类编码 and 税率 of a category or a family (issue 59 §3): both or neither; neither inherits (a family its
 * category's, a category the seller's default in 开票设置). `inherits` says from what, under the fields.
 */
export function TaxClassItems({ inherits }: { inherits: string }) {
  // a wrong code is the code's; half a pair is said on the field left blank (never the same words twice)
  const codeRule: Rule = ({ getFieldValue }) => ({
    validator: () => {
      const code = ((getFieldValue('taxCode') as string | null | undefined) ?? '').trim() || null;
      const rate = (getFieldValue('taxRate') as number | null | undefined) ?? null;
      const no = code === null ? taxClassPairRefusal(null, rate) : taxClassCodeRefusal(code);
      return no ? Promise.reject(new Error(no.msg)) : Promise.resolve();
    },
  });
  const rateRule: Rule = ({ getFieldValue }) => ({
    validator: () => {
      const code = ((getFieldValue('taxCode') as string | null | undefined) ?? '').trim() || null;
      const rate = (getFieldValue('taxRate') as number | null | undefined) ?? null;
      const no = code !== null && rate === null ? taxClassPairRefusal(code, rate) : null;
      return no ? Promise.reject(new Error(no.msg)) : Promise.resolve();
    },
  });
  return (
    <Space wrap align="start" size={16} style={{ display: 'flex' }}>
      <Form.Item name="taxCode" label="税收分类编码" rules={[codeRule]} dependencies={['taxRate']} extra={inherits}>
        <Input maxLength={19} placeholder="19位数字" style={{ width: 220 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="taxRate" label="税率" rules={[rateRule]} dependencies={['taxCode']}>
        <Select
          allowClear
          placeholder="未设置"
          style={{ width: 110 }}
          options={TAX_RATES_OFFERED.map((r) => ({ value: r, label: taxRateLabel(r) }))}
        />
      </Form.Item>
    </Space>
  );
}
