// Sign in with Apple and Google on the pages (decision 403): the client-safe door.
export {
  ProviderMark,
  SocialButtons,
  SocialErrorNotice,
  socialErrorOf,
  socialStartPath,
  useSocialProviders,
} from './social-buttons';
export { type SocialLinksActionData, SocialLinksSection } from './social-links';
export { socialSignupFormSchema } from './social-sign-up';
