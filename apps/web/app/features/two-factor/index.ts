// The two-factor feature's client-safe door; server-only code is behind index.server.ts.
export { isCompleteCode, maskEmail, sanitizeCode, twoFactorErrorCodes, twoFactorMessages } from './code';
export { type ElevationStatus, elevationMessages, isElevationModalOpen } from './elevation';
export { type ElevatedActionData, type ElevatedForm, ElevationModal, useElevatedForm } from './elevation-modal';
export {
  RESEND_FIELD,
  SUPPORT_PATH,
  TwoFactorForm,
  type TwoFactorPrompt,
  type TwoFactorState,
} from './two-factor-form';
