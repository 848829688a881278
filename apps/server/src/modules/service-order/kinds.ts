/** The service centre's payable kinds at the payment module: the order's price, and a close's supplement. */
export const SERVICE_ORDER_KIND = 'service_order';
export const SERVICE_SUPPLEMENT_KIND = 'service_supplement';
