/**
 * Form pieces of catalogue maintenance: antd rules built on the domain's field rules (product-fields.ts), so a
 * price typed in yuan, a stock or a model number is refused on the page in the very words the server and the
 * imports use; and the picture upload into the file store.
 */
import { UploadOutlined } from '@ant-design/icons';
import { parseOptionalPriceYuan, parsePriceYuan, parseSkuNo, parseStock, type FieldResult } from '@portal/domain';
import { Button, Space, Upload } from 'antd';
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
