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
 * - 'order.closedUnpaid' (order, an unpaid order cancelled by its buyer or expired, after the closing transaction,
 *   whose release hooks gave back what other modules held) → seckill drops its kept activities (1 s, answered up to
 *   a second more while reloading): in another process a flash sale's pool shows the units given back up to ~2 s
 *   later, so a buy there may hear 'sold out' meanwhile (the buy's write re-checks the pool; it never oversells).
 *
 * - 'message.created' (message, a message written in the transaction of the event that caused it; sent with
 *   emitOnCommit, so it is delivered on every instance once that transaction commits, never if it rolls back) →
 *   the message hub of every instance pushes the message and the new unread count to that account's live sockets.
 * - 'message.read' (message, one or all marked read, or one deleted) → every instance's hub pushes the account's
 *   unread count to its sockets (the other tabs' badges).
 *
 * - 'account.tokensRevoked', 'account.buyerChanged', 'dealer.shopsChanged', 'seckill.activityChanged' (below): the
 *   emitting module's own caches, dropped on every instance. On PostgreSQL (LISTEN/NOTIFY) another instance drops them
 *   within milliseconds; only a notification lost while an instance's listening connection is down leaves that
 *   instance stale for the cache's time (5 s, 2 s, 2 s, 1–5 s).
 *
 * - 'content.changed' (content, after the write): what = 'edit' (saved, published, unpublished, deleted) → every
 *   instance drops all its kept content answers (lists, details, side lists: content/read-cache.ts); what = 'counts'
 *   (a like, favourite or comment of that content, or a comment hidden or shown) → only that content's kept detail.
 *   Views are not events (one per page visit would empty the detail cache): their count is stale for the cache's time.
 *
 * - 'catalogue.changed' (not emitted by code: the catalogue tables' triggers send it with pg_notify at the commit of any
 *   write, migration 0180) → every instance reloads its catalogue read model and drops its metadata and guest pages.
 *   Not sent for a model's stock or a family's times_used (every order, every use): the model re-reads those itself,
 *   at most 2 s old (catalogue/read-model.ts).
 *
 * Not events: freight templates (5 s, no template writes yet), a merchant closed, a model's stock or status changed
 * behind the services: these show in their caches within their time.
 */
export type DomainEvent =
  | { type: 'enterprise.certified'; accountId: number; merchantNo: string }
  // Cache coherence across instances (on PostgreSQL they travel by LISTEN/NOTIFY, pg-notify.ts): each drops, on every
  // instance, what the emitting module keeps; emitted after the write has committed.
  // account: tokens revoked (logout, password change or reset, account moved) → every kept token owner (5 s)
  | { type: 'account.tokensRevoked'; accountId: number | null }
  // account: a buyer's identities or current identity changed (switch identity, …) → the kept buyer (2 s); null = all
  | { type: 'account.buyerChanged'; accountId: number | null }
  // dealer: a buyer's first-level dealers or current one changed (bind, unbind, switch shop: the price list it
  // buys at) → the kept shops (2 s)
  | { type: 'dealer.shopsChanged'; accountId: number }
  // seckill: an activity saved or abandoned → its kept activity and models' state (1 s / 5 s)
  | { type: 'seckill.activityChanged'; activityNo: string }
  | { type: 'order.closedUnpaid'; orderNo: string; orderType: number; event: 'cancel' | 'expire' }
  | { type: 'message.created'; accountId: number; messageId: number }
  | { type: 'message.read'; accountId: number }
  // content: an edit drops every kept content answer; counts drop one content's kept detail (content/read-cache.ts)
  | { type: 'content.changed'; contentId: number; what: 'edit' | 'counts' }
  // catalogue: any write to a table the catalogue's read model is made of, sent by the database's own triggers
  // (migration 0180) whoever writes → every instance reloads its model (catalogue/read-model.ts), metadata and pages
  | { type: 'catalogue.changed' };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
