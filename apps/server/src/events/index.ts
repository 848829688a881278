// Domain events between modules (events.ts lists them) and the bus they travel on (bus.ts).
export { EventBus, InProcessTransport, bus, type EventTransport, type Handler } from './bus.ts';
export type { DomainEvent, EventOf, EventType } from './events.ts';
