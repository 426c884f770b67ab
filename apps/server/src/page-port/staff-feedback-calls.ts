import { consoleFeedbackPageSchema, consoleRoles, type StaffFeedbackPort } from '@drawline/contracts';
import type { FeedbackModule } from '../modules/feedback';
import type { StaffKit } from './staff-kit';

/** The console's feedback page (docs/decisions/446): what GET /staff/api/feedback answers, for the same roles. */
export function staffFeedbackCalls(feedback: FeedbackModule, { may }: StaffKit): StaffFeedbackPort {
  return {
    feedback: async () => {
      await may(consoleRoles.feedback);
      return consoleFeedbackPageSchema.parse(await feedback.feedbackPage());
    },
  };
}
