import { z } from 'zod';

/**
 * The feedback widget (3-account.md §3 Feedback, §4, §5, §9; issue 30, decision 446): the event
 * POST /event sends, the ratings and their numbers, and what the console reads back.
 */
export const feedbackRatings = ['not_satisfied', 'neutral', 'satisfied'] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

/** §9 feedback rating mapping: satisfied 1, neutral 0, not_satisfied -1. */
export const feedbackRatingValues = { not_satisfied: -1, neutral: 0, satisfied: 1 } as const satisfies Record<
  FeedbackRating,
  number
>;

/** The comment's bound (§5: not shown; decision 446). */
export const FEEDBACK_COMMENT_MAX = 2000;

/** Markup in a comment: a tag's opening, a comment or a processing instruction (decision 446). */
const MARKUP = /<\s*[A-Za-z/!?]/;

/** The comment: optional, at most 2,000 characters, plain text only. */
export const feedbackCommentSchema = z
  .string()
  .max(FEEDBACK_COMMENT_MAX, `At most ${FEEDBACK_COMMENT_MAX} characters`)
  .refine((s) => !MARKUP.test(s), 'Plain text only, please');

/** POST /event's body (§3 Feedback): sent in snake_case, read in camelCase as every request's. */
export const feedbackEventRequestSchema = z
  .object({
    category: z.literal('user'),
    clientInformation: z
      .object({
        build: z.enum(['release', 'internal']),
        name: z.literal('Web'),
        version: z.string().min(1).max(40),
        clientEnvironment: z
          .object({ timezone: z.string().min(1).max(64), locale: z.string().min(2).max(35) })
          .strict(),
      })
      .strict(),
    comment: feedbackCommentSchema.optional(),
    email: z.email().max(254).optional(),
    eventType: z.literal('feedback_event'),
    name: z.literal('feedback'),
    rating: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
    /** The path the visitor gave feedback on. */
    source: z.string().min(1).max(500).startsWith('/'),
    /** The site's sub-variant (capabilities' sub variants). */
    variant: z.string().max(40),
  })
  .strict();
export type FeedbackEventRequest = z.infer<typeof feedbackEventRequestSchema>;

/** POST /event's answer: the stored event's id. */
export const feedbackEventAnswerSchema = z.object({ eventId: z.string() });

/** One piece of feedback as the console lists it. */
export const consoleFeedbackSchema = z.object({
  eventId: z.string(),
  rating: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  comment: z.string().nullable(),
  /** Only an anonymous visitor's, and only when given. */
  email: z.string().nullable(),
  signedIn: z.boolean(),
  source: z.string(),
  variant: z.string(),
  createdAt: z.string(),
});
export type ConsoleFeedback = z.infer<typeof consoleFeedbackSchema>;

/** Ratings given on one AEST day. */
export const feedbackDaySchema = z.object({
  day: z.string(),
  notSatisfied: z.number().int(),
  neutral: z.number().int(),
  satisfied: z.number().int(),
});
export type FeedbackDay = z.infer<typeof feedbackDaySchema>;

/** GET /staff/api/feedback: the ratings per day over the period and the newest feedback. */
export const consoleFeedbackPageSchema = z.object({
  days: z.array(feedbackDaySchema),
  recent: z.array(consoleFeedbackSchema),
});
export type ConsoleFeedbackPage = z.infer<typeof consoleFeedbackPageSchema>;

/** The days the console's chart covers. */
export const FEEDBACK_CHART_DAYS = 30;

/** The staff port's feedback call (docs/decisions/333, 446). */
export interface StaffFeedbackPort {
  /** GET /feedback: the ratings per day of the last 30 days and the newest 50. */
  feedback(): Promise<ConsoleFeedbackPage>;
}
