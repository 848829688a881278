// The sms module's public face: other modules, app.ts and the seed import from here only.
export { smsRoutes } from './routes.ts';
export { consumeCode } from './service.ts';
export { answerPhoneRegistered } from './hooks.ts';
export { type SmsProvider, SmsDeliveryError } from './provider.ts';
export { smsProviderOf } from './providers/index.ts';
export { budgetUsed as smsBudgetUsed } from './challenge-queries.ts';
