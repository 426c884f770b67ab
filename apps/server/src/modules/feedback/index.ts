export { feedbackRoutes, staffFeedbackRoutes } from './feedback.routes';
export { createFeedback, FEEDBACK_PER_HOUR, type FeedbackModule, type FeedbackSender } from './feedback.service';
