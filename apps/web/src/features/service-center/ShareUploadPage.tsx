/**
 * /service-center/recovery-password/shareUpload?s=: the phone's page behind the one-time link — no sign-in; it shows
 * which order the photos go to and uploads them (JPG/PNG ≤ 10 MB each) in one go; the link is then used up.
 */
import { SERVICE_ORDER_API, SERVICE_ORDER_ROUTES as S } from '@portal/domain';
import { Button, Card, Result, Upload, type UploadFile } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';

export default function ShareUploadPage() {
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const { message } = useApp();
  const info = useQuery({
    queryKey: ['share', s],
    queryFn: () => api.call(S.shareInfo, { query: { s } }),
    retry: false,
  });
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (done) return <Result status="success" title="照片已上传" subTitle="客服将尽快核实，您可关闭此页面" />;
  if (info.isError) return <Result status="warning" title="链接不可用" subTitle={(info.error as Error).message} />;
  if (!info.data) return <Card loading />;

  const submit = async () => {
    const form = new FormData();
    for (const f of files) if (f.originFileObj) form.append('file', f.originFileObj);
    setBusy(true);
    try {
      await api.upload(`${SERVICE_ORDER_API.shareUpload}?s=${encodeURIComponent(s)}`, form);
      message.success('上传成功');
      setDone(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={`${info.data.typeLabel} · 上传凭证照片`}>
      <p>订单号：{info.data.orderNo}</p>
      <p>请上传购机凭证、设备标签等照片（最多 {info.data.maxPhotos} 张，每张不超过 10MB）。</p>
      <Upload
        listType="picture-card"
        accept="image/jpeg,image/png"
        multiple
        fileList={files}
        maxCount={info.data.maxPhotos}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        选择照片
      </Upload>
      <Button type="primary" size="large" block disabled={files.length === 0} loading={busy} onClick={submit}>
        提交照片
      </Button>
    </Card>
  );
}
