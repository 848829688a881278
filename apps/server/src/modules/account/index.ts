// The account module's public face: other modules, app.ts and the seed import from here only.
export {
  type FirstDealerRow,
  type MerchantContact,
  buyerContacts,
  findFirstDealer,
  listFirstDealers,
  createCertifiedMerchant,
  creditCodeOfMerchant,
  ownsMerchant,
  ownCertifiedMerchant,
  type CertifiedMerchantRow,
  listGroupBindsOf,
  listSellingDealers,
  lockAccount,
  memberAccounts,
  merchantContacts,
  dealerPriceBuyers,
  ownersOf,
  sameNameMerchants,
  merchantOwners,
} from './merchants.ts';
export { accountContacts, accountIdByNo, findAccountId } from './queries.ts';
export { hashPassword } from './password.ts';
export { type StaffRow, accountById, accountOfPhone, createAccountFor, listStaffAccounts } from './staff-queries.ts';
export { activateWithPassword } from './staff.ts';
export { accountRoutes } from './routes.ts';
export {
  type Buyer,
  buyerProfile,
  currentBuyer,
  getSessionUser,
  accountMeetsPolicy,
  tenantsOf,
  phoneRegistered,
} from './service.ts';
export { findTokenOwner, issueToken } from './tokens.ts';
export { answerBoundDealer, onRegistered } from './hooks.ts';
// First-level dealers in bulk, for the imports module (issue 42 §4): the merchant table is this module's.
export * as dealerBulk from './dealer-bulk-queries.ts';
export { type Actor as StaffActor, saveMerchantGroup } from './groups.ts';
