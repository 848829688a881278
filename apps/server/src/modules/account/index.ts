// The account module's public face: other modules, app.ts and the seed import from here only.
export { hashPassword } from './password.ts';
export { accountRoutes } from './routes.ts';
export {
  type Buyer,
  buyerProfile,
  currentBuyer,
  forgetBuyer,
  getSessionUser,
  phoneRegistered,
  userTypeOf,
} from './service.ts';
export { type TokenOwner, findTokenOwner } from './tokens.ts';
