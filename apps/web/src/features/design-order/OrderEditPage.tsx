import { OrderDetailView } from './OrderDetailPage.tsx';

/** /tool/designOrder/detail/edit?id=: the order's lines with editable rates and quantities. */
export default function OrderEditPage() {
  return <OrderDetailView edit />;
}
