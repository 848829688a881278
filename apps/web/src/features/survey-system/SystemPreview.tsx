/** The preview's system tab, from part 2 of the survey: the cable schedule and the architecture's priced devices. */
import { Card, Empty, Spin } from 'antd';
import { CableSchedule } from './CableSchedule.tsx';
import { TopologyLines } from './TopologyLines.tsx';
import { useShownTopology } from './useShownTopology.ts';

export function SystemPreview({ orderId }: { orderId: number }) {
  const t = useShownTopology(orderId);
  return (
    <div className="survey-system-col" data-testid="system-preview">
      <CableSchedule orderId={orderId} />
      <Card size="small" title={t.snapshotName ? `系统架构（快照「${t.snapshotName}」）` : '系统架构（当前推荐）'}>
        {t.loading ? (
          <Spin />
        ) : t.topology ? (
          <TopologyLines topology={t.topology} />
        ) : (
          <Empty description={t.error?.message ?? '暂无拓扑'} />
        )}
      </Card>
    </div>
  );
}
