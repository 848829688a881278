// The account feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { PasswordFields } from './PasswordFields.tsx';
export { SmsCodeField, phoneRules } from './SmsCodeField.tsx';
export { registerLogin, smsCodeLogin, updatePasswordBySmsCode } from './auth-api.ts';
