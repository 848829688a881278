/**
 * The derived bill's state (issue 44 §2): the wiring and topology follow every change of the plans on the server;
 * a step that cannot follow without the surveyor (the trays removed, no switch fits) is named here with why, and the
 * exports wait until it is settled (save the wiring or the topology again once the plan allows).
 */
import { Alert } from 'antd';
import { useBillState } from './queries.ts';

export function BillStateAlert({ orderId }: { orderId: number }) {
  const state = useBillState(orderId).data;
  if (!state?.stale) return null;
  const lines = [
    ...state.wiring.filter((w) => w.stale).map((w) => `「${w.sceneName}」布线：${w.stale}`),
    ...(state.topology?.stale ? [`拓扑：${state.topology.stale}`] : []),
  ];
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="bill-stale"
      title="清单待处理：以下步骤未能随平面图更新，处理前不能导出"
      description={lines.join('；')}
      style={{ marginBottom: 12 }}
    />
  );
}
