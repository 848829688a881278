/** /memberStore/seckill/suitDetail?activityNo=: a flash sale of a suite (its models listed below the price). */
import { SeckillDetailView } from './SeckillDetailView.tsx';

export default function SeckillSuitDetailPage() {
  return <SeckillDetailView suite />;
}
