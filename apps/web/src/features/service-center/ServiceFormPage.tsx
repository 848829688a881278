/**
 * One form per /service-center route, built from the service type's data (domain SERVICE_TYPES): the type's fields,
 * the serial with its check (model, warranty), the fault type, photos (JPG/PNG ≤ 10 MB), the address from the
 * address book, the date and time slot, the quote (free under warranty), then the order and, when a price is due,
 * the pay page (QR of both channels or the wallet).
 */
import {
  SERVICE_SLOTS,
  SERVICE_TYPES,
  addressText,
  chinaDate,
  slotProblem,
  yuanText,
  type Device,
  type ServiceOrderBody,
  type ServiceSlot,
} from '@portal/domain';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Upload, type UploadFile } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkSerial, quoteOrder, uploadPhoto, useAddOrder, useAddresses, useFaultTypes } from './queries.ts';

const DAYS = 14;

function dateOptions(now: Date) {
  return Array.from({ length: DAYS }, (_, i) => chinaDate(new Date(now.getTime() + i * 86_400_000)))
    .filter((d) => SERVICE_SLOTS.some((s) => slotProblem(d, s.key, now) === null))
    .map((d) => ({ value: d, label: d }));
}

export default function ServiceFormPage() {
  const { pathname } = useLocation();
  const type = SERVICE_TYPES.find((t) => pathname.endsWith(`/${t.route}`)) ?? SERVICE_TYPES[0]!;
  const { message } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const addresses = useAddresses();
  const faults = useFaultTypes();
  const add = useAddOrder();
  const [device, setDevice] = useState<Device | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const now = useMemo(() => new Date(), []);
  const date = Form.useWatch('slotDate', form) as string | undefined;

  const body = (v: Record<string, unknown>): ServiceOrderBody => ({
    serviceType: type.key,
    addressId: Number(v.addressId),
    slotDate: String(v.slotDate ?? ''),
    slot: (v.slot ?? 'am') as ServiceSlot,
    ...(type.serial === 'required' ? { serial: String(v.serial ?? '') } : {}),
    ...(type.faultType ? { faultType: String(v.faultType ?? '') } : {}),
    fields: Object.fromEntries(
      type.fields
        .map((f) => [f.name, v[`f_${f.name}`] === undefined ? '' : String(v[`f_${f.name}`])])
        .filter(([, x]) => x !== ''),
    ),
    photos: files.map((f) => String(f.response ?? '')).filter(Boolean),
    remark: '',
  });

  const onCheck = async () => {
    const serial = String(form.getFieldValue('serial') ?? '');
    setDevice(null);
    try {
      setDevice(await checkSerial(serial));
    } catch {
      /* the client showed the refusal */
    }
  };
  const onQuote = async () => {
    const v = await form.validateFields();
    const q = await quoteOrder(body(v));
    setPrice(q.priceFen);
  };
  const onSubmit = async (v: Record<string, unknown>) => {
    const o = await add.mutateAsync(body(v));
    message.success('服务订单已提交');
    if (o.dueFen > 0) navigate(`/pay-page?kind=service_order&orderNo=${encodeURIComponent(o.orderNo)}`);
    else navigate(`/member/serveOrder/details?orderNo=${encodeURIComponent(o.orderNo)}`);
  };

  return (
    <Card title={type.label} className="service-form">
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 14 }} onFinish={onSubmit}>
        {type.serial === 'required' && (
          <Form.Item label="设备序列号" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="serial" noStyle rules={[{ required: true, message: '请填写设备序列号' }]}>
                <Input placeholder="设备标签上的序列号，如 IPC2025000001" onChange={() => setDevice(null)} />
              </Form.Item>
              <Button onClick={onCheck}>校验</Button>
            </Space.Compact>
          </Form.Item>
        )}
        {device && (
          <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
            <Alert
              type={device.underWarranty ? 'success' : 'warning'}
              title={`${device.productLineLabel} · ${device.model}`}
              description={`${
                device.underWarranty
                  ? `保修期内（至 ${device.warrantyUntil}）`
                  : `已过保修期（${device.warrantyUntil} 到期）`
              } · 保修 ${device.warrantyMonths} 个月${device.warrantyByLine ? '（按产品线）' : ''}`}
            />
          </Form.Item>
        )}
        {type.faultType && (
          <Form.Item name="faultType" label="故障类型" rules={[{ required: true, message: '请选择故障类型' }]}>
            <Select options={(faults.data ?? []).map((f) => ({ value: f, label: f }))} placeholder="请选择" />
          </Form.Item>
        )}
        <TypeFields fields={type.fields} />
        <Form.Item label="现场照片">
          <Upload
            listType="picture-card"
            accept="image/jpeg,image/png"
            fileList={files}
            maxCount={type.photos.max}
            customRequest={({ file, onSuccess, onError }) => {
              uploadPhoto(file as File).then(
                (url) => onSuccess?.(url),
                (e: Error) => onError?.(e),
              );
            }}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            {files.length < type.photos.max ? '上传' : null}
          </Upload>
          {type.shareUpload && (
            <div className="service-hint">提交后可在订单详情生成手机上传链接，用手机拍照上传凭证。</div>
          )}
        </Form.Item>
        <Form.Item name="addressId" label="服务地址" rules={[{ required: true, message: '请选择服务地址' }]}>
          <Select
            placeholder="请选择地址"
            options={(addresses.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.contactName} ${a.contactPhone} ${addressText(a)}`,
            }))}
            notFoundContent={<Link to="/member/address">添加地址</Link>}
          />
        </Form.Item>
        <VisitTime now={now} date={date} />
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button onClick={onQuote}>查看价格</Button>
            {price !== null && (
              <span className="service-price" data-testid="service-price">
                {price === 0 ? '免费（保修期内）' : `¥${yuanText(price)}`}
              </span>
            )}
          </Space>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            提交服务订单
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The service type's own fields (select, number, text area or text, as the type says). */
function TypeFields({ fields }: { fields: (typeof SERVICE_TYPES)[number]['fields'] }) {
  return (
    <>
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={`f_${f.name}`}
          label={f.label}
          rules={f.required ? [{ required: true, message: `请填写${f.label}` }] : []}
        >
          {f.kind === 'select' ? (
            <Select options={(f.options ?? []).map((o) => ({ value: o, label: o }))} placeholder="请选择" />
          ) : f.kind === 'number' ? (
            <InputNumber min={1} max={f.max} precision={0} style={{ width: 200 }} />
          ) : f.kind === 'textarea' ? (
            <Input.TextArea maxLength={f.max} rows={3} />
          ) : (
            <Input maxLength={f.max} />
          )}
        </Form.Item>
      ))}
    </>
  );
}

/** The visit's date (of the next 14 days, those with a slot still open) and its slot (disabled when not open then). */
function VisitTime({ now, date }: { now: Date; date: string | undefined }) {
  return (
    <Form.Item label="上门时间" required>
      <Space>
        <Form.Item name="slotDate" noStyle rules={[{ required: true, message: '请选择上门日期' }]}>
          <Select style={{ width: 160 }} placeholder="日期" options={dateOptions(now)} />
        </Form.Item>
        <Form.Item name="slot" noStyle rules={[{ required: true, message: '请选择时间段' }]}>
          <Select
            style={{ width: 200 }}
            placeholder="时间段"
            options={SERVICE_SLOTS.map((s) => ({
              value: s.key,
              label: s.label,
              disabled: !date || slotProblem(date, s.key, now) !== null,
            }))}
          />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
