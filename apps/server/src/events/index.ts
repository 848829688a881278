// Domain events between modules (events.ts lists them) and the bus they travel on (bus.ts); across instances on
// PostgreSQL through LISTEN/NOTIFY (pg-notify.ts).
export { EventBus, InProcessTransport, bus, type EventTransport, type Handler } from './bus.ts';
export type { DomainEvent, EventOf, EventType } from './events.ts';
export {
  PgNotifyTransport,
  crossInstanceEvents,
  emitOnCommit,
  transportOf,
  EVENTS_CHANNEL,
  NOTIFY_MAX_BYTES,
} from './pg-notify.ts';
