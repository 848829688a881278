/** /survey/topo?id=: the order's topology diagram on its own — edit, snapshot, restore — and the exports. */
import { ExportPanel } from './ExportPanel.tsx';
import { SystemFrame } from './SystemFrame.tsx';
import { TopologyEditor } from './TopologyEditor.tsx';

export default function TopologyPage() {
  return (
    <SystemFrame title="拓扑图">
      {(order) => (
        <div className="survey-system-grid">
          <TopologyEditor orderId={order.id} />
          <ExportPanel orderId={order.id} orderName={order.name} />
        </div>
      )}
    </SystemFrame>
  );
}
