/**
 * /survey/systemBuild and /survey/topo's architecture: the recommendation for the order's placed cameras (recording
 * days → disks), as an editable diagram; "保存快照" keeps the layout and puts the switches, NVRs and disks into the
 * design order as lines from the topology; a saved snapshot is restored from the list.
 */
import { Alert, Button, Card, Input, InputNumber, Select, Space, Spin, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useCallback, useRef, useState } from 'react';
import type { Layout } from './diagram.ts';
import { roleCounts } from './diagram.ts';
import { type TopologyView, useSnapshots, useTopology, useTopologyMutations } from './queries.ts';
import { TopologyDiagram } from './TopologyDiagram.tsx';
import { TopologyLines } from './TopologyLines.tsx';

export function TopologyEditor({ orderId }: { orderId: number }) {
  const { message } = useApp();
  const [days, setDays] = useState(30);
  const live = useTopology(orderId, days);
  const snapshots = useSnapshots(orderId);
  const m = useTopologyMutations(orderId);
  const [restored, setRestored] = useState<{ id: number; topology: TopologyView; layout: Layout } | null>(null);
  const [name, setName] = useState('拓扑方案');
  const layout = useRef<Layout>({});
  const onLayout = useCallback((l: Layout) => (layout.current = l), []);
  const shown = restored?.topology ?? live.data;

  return (
    <Card
      size="small"
      title="系统架构与拓扑"
      extra={
        <Space wrap>
          <span>录像天数</span>
          <InputNumber aria-label="录像天数" min={1} max={365} value={days} onChange={(v) => v && setDays(v)} />
          <Select
            placeholder="恢复快照"
            style={{ width: 220 }}
            aria-label="拓扑快照"
            value={restored?.id}
            options={(snapshots.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} · ${new Date(s.createdAt).toLocaleString('zh-CN')}`,
            }))}
            onChange={(id: number) =>
              m.restore.mutate(id, {
                onSuccess: (s) => {
                  setRestored({ id: s.id, topology: s.topology, layout: s.layout });
                  setDays(s.recordingDays);
                  message.success(`已恢复快照「${s.name}」`);
                },
              })
            }
          />
          {restored && <Button onClick={() => setRestored(null)}>回到当前推荐</Button>}
        </Space>
      }
    >
      {live.isLoading && !restored && <Spin />}
      {live.error && !restored && (
        <Alert type="warning" showIcon message={live.error.message} data-testid="topology-error" />
      )}
      {shown && (
        <>
          <Space wrap style={{ marginBottom: 8 }} data-testid="topology-summary">
            {roleCounts(shown.nodes).map((r) => (
              <Typography.Text key={r.role}>
                {r.label} {r.count}
              </Typography.Text>
            ))}
            <Typography.Text type="secondary">所需存储 {shown.storageTB} TB</Typography.Text>
          </Space>
          {shown.notes.map((n) => (
            <Alert key={n} type="info" showIcon message={n} style={{ marginBottom: 8 }} />
          ))}
          <TopologyDiagram topology={shown} layout={restored?.layout} editable onLayout={onLayout} />
          <Space style={{ margin: '12px 0' }}>
            <Input
              aria-label="快照名称"
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
              style={{ width: 200 }}
            />
            <Button
              type="primary"
              loading={m.save.isPending}
              data-testid="topology-save"
              onClick={() =>
                m.save.mutate(
                  { recordingDays: days, name: name.trim() || '拓扑方案', layout: layout.current },
                  {
                    onSuccess: (r) => {
                      setRestored({ id: r.snapshot.id, topology: r.snapshot.topology, layout: r.snapshot.layout });
                      message.success(
                        `快照已保存，交换机、录像机和硬盘已计入设计单，合计 ¥${(r.amount / 100).toFixed(2)}`,
                      );
                    },
                  },
                )
              }
            >
              保存快照并计入设计单
            </Button>
          </Space>
          <TopologyLines topology={shown} />
        </>
      )}
    </Card>
  );
}
