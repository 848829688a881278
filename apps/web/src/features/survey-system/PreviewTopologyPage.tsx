/** /survey/preview/topology?id=: the topology preview on its own page. */
import { SystemFrame } from './SystemFrame.tsx';
import { TopologyPreview } from './TopologyPreview.tsx';

export default function PreviewTopologyPage() {
  return <SystemFrame title="拓扑预览">{(order) => <TopologyPreview orderId={order.id} />}</SystemFrame>;
}
