// The invitation module's public face: the module for the manifest, and for any module that makes an account for
// someone else (an import's dealer owners): `queueInvitation` in its transaction, `deliverWaiting` after the commit.
export { invitationModule } from './module.ts';
export type { InvitationDelivery } from './service.ts';
export { deliverWaiting, queueInvitation } from './delivery.ts';
