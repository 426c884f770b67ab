export {
  FEEDBACK_BANNER_HIDDEN_DAYS,
  FEEDBACK_BANNER_HIDDEN_KEY,
  FeedbackBanner,
  type FeedbackBannerVariant,
  feedbackBannerTexts,
  isBannerHidden,
} from './feedback-banner';
export { FeedbackDialog, FeedbackWidget, feedbackThanks } from './feedback-widget';
