export { resolveAuthSecret } from './auth-secret';
export { createSecrets, type Secrets, safeEqual, sha256, UNREADABLE_SECRET_FIX } from './crypto';
export {
  hashPassword,
  hashPasswordsCheaplyInTests,
  type PasswordOwner,
  passwordProblem,
  verifyPassword,
  weakPasswordError,
} from './passwords';
export { matchTotp, newTotpSecret, otpauthUri, totp } from './totp';
