/**
 * Every domain event the modules tell each other, in one place: its name ('<module that emits>.<what happened>') and
 * its data (JSON-safe: a later transport sends it through PostgreSQL NOTIFY). An event is emitted after the write it
 * reports has committed; a subscriber must not need it to be correct, only to be fresh: what it keeps is dropped at
 * once in this process, and in another (without a cross-process transport) it stays stale for its cache's time.
 *
 * Who emits and who listens, and what is stale meanwhile:
 * - 'enterprise.certified' (enterprise, a certification approved: the account now acts for a new merchant) → account
 *   drops the account's kept buyer (account/buyers.ts, 2 s): in another process the buyer's identities, user type and
 *   prices are the old ones for up to 2 s after the approval.
 *
 * Not events (each module's own writes drop its own caches directly, nobody else's): a token's owner (5 s, account,
 * dropped on logout, password change and account moves), a buyer (2 s, account's own identity writes), a buyer's
 * shops (2 s, dealer's binding writes), freight templates (5 s, logistics' template writes), a flash sale's activity
 * and its models' state (1 s and 5 s, seckill's save, abandon, release and a refused buy). Changes no module reports:
 * a merchant closed or a model's stock or status changed show in those caches within their time.
 */
export type DomainEvent = { type: 'enterprise.certified'; accountId: number; merchantNo: string };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
