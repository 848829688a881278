/**
 * One parcel with its trace (物流信息 on both sides' order pages and on an after-sale request): the carrier, the
 * tracking number (copyable), the trace's state and its steps as a timeline, newest first; the sandbox says it is one.
 */
import type { ParcelTrace } from '@portal/domain';
import { Alert, Card, Tag, Timeline, Typography } from 'antd';

export function ParcelCard({
  parcel: p,
  label,
}: {
  parcel: ParcelTrace;
  /** Before the carrier: 包裹1 of several, 寄回 / 商家寄出 for after-sale; nothing for a lone parcel. */
  label?: string | undefined;
}) {
  const t = p.trace;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="order-parcel"
      title={
        <span>
          {label ? `${label}：` : null}
          <span data-testid="parcel-carrier">{p.carrierName}</span>{' '}
          <Typography.Text copyable={{ text: p.trackingNo, tooltips: ['复制单号', '已复制'] }} data-testid="parcel-no">
            {p.trackingNo}
          </Typography.Text>
        </span>
      }
      extra={
        <Tag
          color={
            t.state === 'signed' ? 'success' : t.state === 'problem' || t.state === 'returned' ? 'error' : 'processing'
          }
          data-testid="parcel-state"
        >
          {t.stateLabel}
        </Tag>
      }
    >
      {t.note ? (
        <Alert
          type={t.source === 'sandbox' ? 'info' : 'warning'}
          showIcon
          message={t.note}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {t.steps.length ? (
        <Timeline
          data-testid="parcel-trace"
          items={t.steps.map((s, i) => ({
            color: i === 0 ? 'green' : 'gray',
            children: (
              <div>
                <div>{s.context}</div>
                <div className="buy-muted">{s.time}</div>
              </div>
            ),
          }))}
        />
      ) : (
        <div className="buy-muted">暂无物流轨迹</div>
      )}
    </Card>
  );
}
