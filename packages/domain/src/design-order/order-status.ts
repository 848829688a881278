/**
 * A design order's quotation status (part 2 §4 and the 'my design orders'): 未报价 until its quotation is
 * exported, 已报价 afterwards — and back to 未报价 when what the quotation shows changes (lines, prices,
 * quantities, name, remark or customer), so that the list tells which orders need a new quotation sent.
 * A typed state union with a transition table; the server applies it with a conditional update.
 */
export const DesignOrderStatus = { unquoted: 0, quoted: 1 } as const;
export type DesignOrderStatus = (typeof DesignOrderStatus)[keyof typeof DesignOrderStatus];

export const ORDER_STATUS_LABELS: Record<DesignOrderStatus, string> = { 0: '未报价', 1: '已报价' };
export const ORDER_STATUS_HINT = '导出报价单后为已报价；之后修改设计单内容将回到未报价，需重新导出报价单';

/** What happens to an order: created (generate or copy), its quotation exported, its content edited. */
export type DesignOrderEvent = 'created' | 'exported' | 'edited';

/** The transition table: from each status, the status each event leads to. */
export const DESIGN_ORDER_TRANSITIONS: Record<DesignOrderStatus, Record<DesignOrderEvent, DesignOrderStatus>> = {
  0: { created: 0, exported: 1, edited: 0 },
  1: { created: 0, exported: 1, edited: 0 },
};

export function isDesignOrderStatus(n: number): n is DesignOrderStatus {
  return n === 0 || n === 1;
}

/** The label of a status as the API answers it (a number). */
export function orderStatusLabel(status: number): string {
  return isDesignOrderStatus(status) ? ORDER_STATUS_LABELS[status] : '-';
}

export function nextDesignOrderStatus(from: DesignOrderStatus, event: DesignOrderEvent): DesignOrderStatus {
  return DESIGN_ORDER_TRANSITIONS[from][event];
}

/** The statuses from which an event changes anything (the conditional update's WHERE). */
export function statusesChangedBy(event: DesignOrderEvent): DesignOrderStatus[] {
  return ([0, 1] as const).filter((s) => nextDesignOrderStatus(s, event) !== s);
}
