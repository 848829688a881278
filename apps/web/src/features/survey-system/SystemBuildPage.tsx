/**
 * /survey/systemBuild?id=: the system build of a survey order — the saved cable schedule of every scene, the
 * recommended architecture as an editable diagram with snapshots and its priced lines, and the hand-off exports.
 */
import { CableSchedule } from './CableSchedule.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { SystemFrame } from './SystemFrame.tsx';
import { TopologyEditor } from './TopologyEditor.tsx';

export default function SystemBuildPage() {
  return (
    <SystemFrame title="系统搭建">
      {(order) => (
        <div className="survey-system-grid">
          <div className="survey-system-col">
            <TopologyEditor orderId={order.id} />
            <CableSchedule orderId={order.id} />
          </div>
          <ExportPanel orderId={order.id} orderName={order.name} />
        </div>
      )}
    </SystemFrame>
  );
}
