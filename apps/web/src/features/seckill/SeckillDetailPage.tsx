/** /memberStore/seckill/detail?activityNo=: a flash sale of one model. */
import { SeckillDetailView } from './SeckillDetailView.tsx';

export default function SeckillDetailPage() {
  return <SeckillDetailView suite={false} />;
}
