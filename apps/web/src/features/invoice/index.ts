/** The invoice feature's door for other features: an order's 发票 section and the settlement page's choice. */
export { OrderInvoice } from './OrderInvoice.tsx';
export { CheckoutInvoice } from './CheckoutInvoice.tsx';
export { useCheckoutInvoice } from './checkout-invoice.ts';
