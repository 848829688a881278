/** 发票 on the settlement page: 不开发票 or 开具发票 with its kind, title and email (checkout-invoice.ts keeps it). */
import { Form, Radio } from 'antd';
import { ASK_INITIAL, AskFields } from './AskFields.tsx';
import type { CheckoutInvoiceState } from './checkout-invoice.ts';

export function CheckoutInvoice({ state }: { state: CheckoutInvoiceState }) {
  return (
    <section className="settle-section" data-testid="settle-invoice">
      <h3 className="settle-section-title">
        <span>发票</span>
      </h3>
      <Radio.Group
        value={state.wanted}
        onChange={(e) => state.setWanted(e.target.value as boolean)}
        options={[
          { value: false, label: '不开发票' },
          { value: true, label: '开具发票' },
        ]}
      />
      {state.wanted && (
        <Form
          form={state.form}
          name="invoiceCheckout"
          layout="vertical"
          initialValues={ASK_INITIAL}
          style={{ marginTop: 12, maxWidth: 560 }}
        >
          <AskFields form={state.form} titlesLink="/member/invoiceTitle" />
          <p className="buy-muted">订单付款后将自动向卖家提交开票申请，开具后可在发票中心和订单详情下载。</p>
        </Form>
      )}
    </section>
  );
}
