/**
 * The settlement page's 发票 choice (issue 59 §2: asking at checkout): whether an invoice is wanted and what (the
 * AskFields' values). `read` checks the fields before the order is placed (null: none wanted; a rejection: a field
 * is wrong, shown on it); `keep` sends the choice for the placed order, which becomes a request once it is paid.
 */
import { Form } from 'antd';
import { useState } from 'react';
import type { AskValues } from './AskFields.tsx';
import { useInvoiceWish } from './queries.ts';

export function useCheckoutInvoice() {
  const [form] = Form.useForm<AskValues>();
  const [wanted, setWanted] = useState(false);
  const wish = useInvoiceWish();
  return {
    form,
    wanted,
    setWanted,
    read: async (): Promise<AskValues | null> => (wanted ? await form.validateFields() : null),
    keep: (orderNo: string, ask: AskValues) => wish.mutateAsync({ orderNo, ...ask, email: ask.email ?? '' }),
  };
}

export type CheckoutInvoiceState = ReturnType<typeof useCheckoutInvoice>;
