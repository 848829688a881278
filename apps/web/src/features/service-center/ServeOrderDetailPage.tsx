/**
 * /member/serveOrder/details?orderNo=: the order's steps (submitted → paid → accepted → dispatched → in service →
 * done), what it costs and what was paid, refunded or is still due, the engineer, the photos; pay, cancel (before
 * dispatch) and, for password recovery, the one-time phone upload link. An unpaid order shows the time left to pay
 * (it closes by itself after SERVICE_PAY_MINUTES), a closed one why, and each refund its state (asked by the server's
 * job queue: 处理中 until the payment module took it).
 */
import {
  SERVICE_PAY_MINUTES,
  SERVICE_STATUS_LABEL,
  SERVICE_STEPS,
  serviceTypeOf,
  yuanText,
  thumbnailUrl,
} from '@portal/domain';
import { Button, Card, Descriptions, Image, Popconfirm, Space, Steps, Tag, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PayCountdown } from './PayCountdown.tsx';
import { createShareLink, useCancelOrder, useServiceOrder } from './queries.ts';

/** The order's photos: thumbnails in the list, the picture itself in the preview. */
function ServicePhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid="service-photos">
        {photos.map((p) => (
          <Image
            key={p}
            src={thumbnailUrl(p)}
            preview={{ src: p }}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export default function ServeOrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const q = useServiceOrder(orderNo);
  const cancel = useCancelOrder();
  const navigate = useNavigate();
  const { message } = useApp();
  const [share, setShare] = useState<{ url: string; expiresAt: string } | null>(null);
  const o = q.data;
  if (!o) return <Card loading={q.isLoading}>{q.isError ? '服务订单不存在' : null}</Card>;

  const steps = SERVICE_STEPS.filter((s) => s !== 2 || o.priceFen > 0);
  const reached = new Map(o.steps.map((s) => [s.status, s.at]));
  const current = o.status === 7 ? -1 : steps.indexOf(o.status as (typeof steps)[number]);
  const pay = (kind: string) => navigate(`/pay-page?kind=${kind}&orderNo=${encodeURIComponent(o.orderNo)}`);
  const shareUrl = share ? new URL(share.url, window.location.origin).toString() : '';

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={`服务订单 ${o.orderNo}`}
        extra={
          <Tag color="blue" data-testid="service-status">
            {o.statusText}
          </Tag>
        }
      >
        {o.status === 7 ? (
          <Typography.Text type="secondary" data-testid="service-closed">
            {o.expired ? `订单超过 ${SERVICE_PAY_MINUTES} 分钟未支付，已自动关闭` : '订单已取消'}
          </Typography.Text>
        ) : (
          <Steps
            current={current}
            items={steps.map((s) => ({
              title: SERVICE_STATUS_LABEL[s],
              description: reached.get(s)?.slice(0, 16).replace('T', ' '),
            }))}
          />
        )}
        {o.payUntil && o.status === 1 && (
          <div style={{ marginTop: 16 }}>
            <PayCountdown payUntil={o.payUntil} onOver={() => void q.refetch()} />
          </div>
        )}
        {o.refunds.length > 0 && (
          <div style={{ marginTop: 16 }} data-testid="service-refunds">
            {o.refunds.map((r) => (
              <div key={r.purpose}>
                {r.purposeText} ¥{yuanText(r.amountFen)}，原路退回{' '}
                <Tag color={r.state === 'done' ? 'green' : r.state === 'pending' ? 'processing' : 'orange'}>
                  {r.stateText}
                </Tag>
              </div>
            ))}
          </div>
        )}
        <Space style={{ marginTop: 16 }}>
          {o.dueFen > 0 && o.status === 1 && (
            <Button type="primary" onClick={() => pay('service_order')}>
              去支付 ¥{yuanText(o.dueFen)}
            </Button>
          )}
          {o.supplementFen > 0 && !o.supplementPaid && (
            <Button type="primary" onClick={() => pay('service_supplement')}>
              支付补差价 ¥{yuanText(o.supplementFen)}
            </Button>
          )}
          {o.cancellable && (
            <Popconfirm
              title="确定取消该服务订单？"
              onConfirm={() => cancel.mutateAsync(o.orderNo).then(() => message.success('已取消'))}
            >
              <Button danger>取消订单</Button>
            </Popconfirm>
          )}
          {o.serviceType === 'password' && o.status !== 6 && o.status !== 7 && (
            <Button onClick={async () => setShare(await createShareLink(o.orderNo))}>生成手机上传链接</Button>
          )}
        </Space>
        {share && (
          <div className="service-share">
            <div>
              <div>在手机上打开此链接上传凭证照片（30 分钟内有效，仅可使用一次）：</div>
              <Typography.Text copyable data-testid="share-url">
                {shareUrl}
              </Typography.Text>
            </div>
          </div>
        )}
      </Card>
      <Card title="服务信息">
        <Descriptions column={2} size="small">
          <Descriptions.Item label="服务类型">{o.typeLabel}</Descriptions.Item>
          <Descriptions.Item label="设备">{o.model ? `${o.model}（${o.serial}）` : '—'}</Descriptions.Item>
          <Descriptions.Item label="保修">
            {o.serial ? (o.underWarranty ? '保修期内' : '已过保') : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="故障类型">{o.faultType ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="服务地址">{o.addressText}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${o.contactName} ${o.contactPhone}`}</Descriptions.Item>
          <Descriptions.Item label="上门时间">{`${o.slotDate} ${o.slotLabel}`}</Descriptions.Item>
          <Descriptions.Item label="费用">{o.priceFen === 0 ? '免费' : `¥${yuanText(o.priceFen)}`}</Descriptions.Item>
          <Descriptions.Item label="已付">{`¥${yuanText(o.paidFen)}`}</Descriptions.Item>
          <Descriptions.Item label="派单方式">{o.allocationType ? o.allocationLabel : '待分配'}</Descriptions.Item>
          <Descriptions.Item label="服务网点">{o.outletName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="工程师">
            {o.engineerName ? `${o.engineerName} ${o.engineerPhone}` : '—'}
          </Descriptions.Item>
          {o.finalFen !== null && <Descriptions.Item label="最终价格">{`¥${yuanText(o.finalFen)}`}</Descriptions.Item>}
          {o.refundFen > 0 && <Descriptions.Item label="退款">{`¥${yuanText(o.refundFen)}`}</Descriptions.Item>}
          {o.supplementFen > 0 && (
            <Descriptions.Item label="补差价">{`¥${yuanText(o.supplementFen)}${o.supplementPaid ? '（已支付）' : ''}`}</Descriptions.Item>
          )}
          {o.parts.length > 0 && (
            <Descriptions.Item label="更换配件">
              {o.parts.map((p) => `${p.name}×${p.quantity}`).join('、')}
            </Descriptions.Item>
          )}
          {Object.entries(o.fields).map(([k, v]) => (
            <Descriptions.Item
              key={k}
              label={serviceTypeOf(o.serviceType)?.fields.find((f) => f.name === k)?.label ?? k}
            >
              {v}
            </Descriptions.Item>
          ))}
        </Descriptions>
        <ServicePhotos photos={o.photos} />
      </Card>
      <Card title="进度记录">
        {o.steps.map((s, i) => (
          <div key={i} className="service-step">
            <span>{s.at.slice(0, 19).replace('T', ' ')}</span> <b>{s.label}</b> {s.note}
          </div>
        ))}
      </Card>
    </Space>
  );
}
