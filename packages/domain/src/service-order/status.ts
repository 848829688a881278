/**
 * The service order state machine (part 1 §1; issue #20): 已提交 -> 已付款 (when a price is due) -> 已受理 -> 已派单
 * -> 服务中 -> 已完成, and 已取消 (by the user before dispatch, by the desk any time before done). The server applies
 * a move with a conditional update `where status = from`, so two racing moves cannot both happen.
 */
export const SERVICE_STATUS = {
  SUBMITTED: 1,
  PAID: 2,
  ACCEPTED: 3,
  DISPATCHED: 4,
  IN_SERVICE: 5,
  DONE: 6,
  CANCELLED: 7,
} as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  1: '已提交',
  2: '已付款',
  3: '已受理',
  4: '已派单',
  5: '服务中',
  6: '已完成',
  7: '已取消',
};

export type ServiceEvent =
  | 'pay'
  | 'accept'
  | 'dispatch'
  | 'start'
  | 'finish'
  | 'userCancel'
  | 'deskCancel'
  /** Not paid within SERVICE_PAY_MINUTES (the sweep closes it). */
  | 'expire';

/** The whole transition table: (state, event) -> next state. Absent = not allowed. */
export const SERVICE_TRANSITIONS: Readonly<Record<ServiceStatus, Partial<Record<ServiceEvent, ServiceStatus>>>> = {
  1: { pay: 2, accept: 3, userCancel: 7, deskCancel: 7, expire: 7 },
  2: { accept: 3, userCancel: 7, deskCancel: 7 },
  3: { dispatch: 4, userCancel: 7, deskCancel: 7 },
  4: { start: 5, deskCancel: 7 },
  5: { finish: 6, deskCancel: 7 },
  6: {},
  7: {},
};

/**
 * The next state, or null when the event is not allowed. `dueFen` is what the order still asks to be paid before
 * the desk may take it: an order with a price is paid before it is accepted, a free one is never paid.
 */
export function nextServiceStatus(from: ServiceStatus, event: ServiceEvent, dueFen = 0): ServiceStatus | null {
  if (from === SERVICE_STATUS.SUBMITTED && event === 'accept' && dueFen > 0) return null;
  if ((event === 'pay' || event === 'expire') && dueFen <= 0) return null;
  return SERVICE_TRANSITIONS[from][event] ?? null;
}

export function isServiceStatus(n: number): n is ServiceStatus {
  return Number.isInteger(n) && n >= 1 && n <= 7;
}

export function isFinalServiceStatus(s: ServiceStatus): boolean {
  return Object.keys(SERVICE_TRANSITIONS[s]).length === 0;
}

/** The states a buyer may still cancel from (before dispatch). */
export const USER_CANCELLABLE: readonly ServiceStatus[] = (Object.keys(SERVICE_TRANSITIONS) as unknown as string[])
  .map(Number)
  .filter((s) => SERVICE_TRANSITIONS[s as ServiceStatus].userCancel !== undefined) as ServiceStatus[];

/** The steps a buyer follows, in order (the progress bar of /member/serveOrder/details). */
export const SERVICE_STEPS: readonly ServiceStatus[] = [1, 2, 3, 4, 5, 6];

/** Closing with parts and a final price: what goes back (refund) or is still due (supplement), in fen. */
export function settleFinalPrice(paidFen: number, finalFen: number): { refundFen: number; supplementFen: number } {
  if (!Number.isInteger(paidFen) || !Number.isInteger(finalFen) || paidFen < 0 || finalFen < 0)
    throw new Error('amounts are non-negative integer fen');
  return { refundFen: Math.max(0, paidFen - finalFen), supplementFen: Math.max(0, finalFen - paidFen) };
}

/** How long an order with a price may stay unpaid before the sweep closes it (never past its slot's start). */
export const SERVICE_PAY_MINUTES = 30;

/** The last moment an order placed at `createdAt` for a slot starting at `slotAt` can be paid. */
export function servicePayDeadline(createdAt: Date, slotAt: Date | null): Date {
  const limit = createdAt.getTime() + SERVICE_PAY_MINUTES * 60_000;
  return new Date(slotAt ? Math.min(limit, slotAt.getTime()) : limit);
}
