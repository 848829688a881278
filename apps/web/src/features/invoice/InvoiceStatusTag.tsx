/** An invoice's state as a tag; a red invoice says so, and an overdue request is marked for the seller. */
import { INVOICE_STATUS_LABEL, type InvoiceView } from '@portal/domain';
import { Space, Tag } from 'antd';

const COLOR: Record<InvoiceView['status'], string> = {
  requested: 'gold',
  issuing: 'processing',
  issued: 'green',
  failed: 'red',
  reversed: 'default',
  cancelled: 'default',
};

export function InvoiceStatusTag({ invoice, showOverdue = false }: { invoice: InvoiceView; showOverdue?: boolean }) {
  return (
    <Space size={4} wrap>
      {invoice.direction === 'red' && <Tag color="red">红字</Tag>}
      <Tag color={COLOR[invoice.status]}>{INVOICE_STATUS_LABEL[invoice.status]}</Tag>
      {showOverdue && invoice.overdue && <Tag color="volcano">已超期</Tag>}
    </Space>
  );
}
