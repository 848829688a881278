/** /survey/preview/system?id=: the system preview on its own page. */
import { SystemFrame } from './SystemFrame.tsx';
import { SystemPreview } from './SystemPreview.tsx';

export default function PreviewSystemPage() {
  return <SystemFrame title="系统预览">{(order) => <SystemPreview orderId={order.id} />}</SystemFrame>;
}
