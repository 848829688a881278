// Domain events between modules (events.ts lists them) and the bus they travel on (bus.ts); across instances on
// PostgreSQL through LISTEN/NOTIFY (pg-notify.ts).
export { bus } from './bus.ts';
export type { DomainEvent } from './events.ts';
export { crossInstanceEvents, emitOnCommit, transportOf } from './pg-notify.ts';
