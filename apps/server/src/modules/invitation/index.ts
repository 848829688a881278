// The invitation module's public face: the routes for app.ts, and `sendInvitation` for any module that makes an
// account for someone else (an import's dealer owners) and invites its owner in the same transaction.
export { invitationRoutes } from './routes.ts';
export { type InvitationDelivery, sendInvitation } from './service.ts';
