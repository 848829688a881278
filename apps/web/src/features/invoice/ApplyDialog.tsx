/**
 * 申请开票: the orders chosen in the invoice centre (one seller), the kind, a kept title (the default first) and the
 * email the e-invoice is sent to. A refusal (a title that cannot take a 专票, an order already asked for) is shown in
 * the dialog in the server's words.
 */
import { formatFenGrouped } from '@portal/domain';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { ASK_INITIAL, AskFields, type AskValues } from './AskFields.tsx';
import { useApplyInvoice } from './queries.ts';

interface Props {
  orderNos: string[];
  amountFen: number;
  onClose: (applied: boolean) => void;
  /** Where 管理发票抬头 goes (the invoice centre's sibling page by default). */
  titlesLink?: string;
}

export function ApplyDialog({ orderNos, amountFen, onClose, titlesLink = '../invoiceTitle' }: Props) {
  const { message } = useApp();
  const apply = useApplyInvoice();
  const [form] = Form.useForm<AskValues>();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    apply.mutate(
      { orderNos, kind: v.kind, titleId: v.titleId, email: v.email ?? '' },
      {
        onSuccess: () => {
          void message.success('已提交开票申请，卖家开具后可在发票中心下载');
          onClose(true);
        },
        onError: (e) => setError(isApiError(e) ? e.message : '提交失败，请稍后重试'),
      },
    );
  };

  return (
    <Modal
      open
      title="申请开票"
      okText="提交申请"
      confirmLoading={apply.isPending}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p className="buy-muted">
        共 {orderNos.length} 个订单，可开票金额 ¥{formatFenGrouped(amountFen)}（实付金额减已退款）
      </p>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="apply-error" />}
      <Form form={form} name="invoiceApply" layout="vertical" initialValues={ASK_INITIAL}>
        <AskFields form={form} titlesLink={titlesLink} />
      </Form>
    </Modal>
  );
}
