// The auth feature's client-safe door: what routes and other features may import from it.

export { NewPasswordFields } from './new-password-fields';
export { SignInNotice } from './notice';
export { SignInPanel, useRegistrationOpen } from './sign-in';
export { validateSignup } from './signup';
