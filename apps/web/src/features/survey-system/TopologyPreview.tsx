/** The preview's topology tab: the diagram (read-only) of the latest snapshot, else of the recommendation. */
import { Alert, Empty, Spin, Typography } from 'antd';
import { TopologyDiagram } from './TopologyDiagram.tsx';
import { TopologyLines } from './TopologyLines.tsx';
import { useShownTopology } from './useShownTopology.ts';

export function TopologyPreview({ orderId }: { orderId: number }) {
  const t = useShownTopology(orderId);
  if (t.loading) return <Spin />;
  if (t.error) return <Alert type="warning" showIcon message={t.error.message} />;
  if (!t.topology) return <Empty description="暂无拓扑" />;
  return (
    <div data-testid="topology-preview">
      <Typography.Paragraph type="secondary">
        {t.snapshotName ? `拓扑快照「${t.snapshotName}」` : '当前推荐（尚未保存快照）'}
      </Typography.Paragraph>
      <TopologyDiagram topology={t.topology} layout={t.layout} height={460} />
      <div style={{ marginTop: 12 }}>
        <TopologyLines topology={t.topology} />
      </div>
    </div>
  );
}
