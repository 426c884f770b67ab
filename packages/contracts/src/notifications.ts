import { z } from 'zod';

/**
 * The notifications feed (3-account.md §3 Notification, issue 30, decision 421): what happened to the customer, in the spec's shape (id, title, icon, message,
 * isAutoDismissed, actions with id, text, link, deepLink), plus when it happened and when the
 * customer read it. Each is one fact another part of the shop already keeps (a win, a recurring
 * purchase's failure or warning, a withdrawal's progress, an identity check's result), so it
 * exists once however often it is read.
 */
export const notificationIcons = ['error', 'warning', 'success', 'info'] as const;

export const customerNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.enum(notificationIcons),
  message: z.string(),
  isAutoDismissed: z.boolean(),
  actions: z.array(z.object({ id: z.string(), text: z.string(), link: z.string(), deepLink: z.string().nullable() })),
  createdAt: z.string(),
  /** When the customer read it; null while it counts in the navigation's badge. */
  readAt: z.string().nullable(),
});
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;

/** The newest notifications the feed shows (and the badge counts). */
export const NOTIFICATIONS_SHOWN = 30;

/** A notification's id: letters, digits and `_ : . -`, as the feed writes them. */
export const notificationIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Unknown notification');

/** POST /notifications/read: the ids read, or every notification shown when none are given. */
export const notificationsReadBodySchema = z
  .object({ ids: z.array(notificationIdSchema).max(NOTIFICATIONS_SHOWN).optional() })
  .strict();

/** Path of POST /notifications/{id}/dismiss. */
export const notificationParamsSchema = z.object({ id: notificationIdSchema });

/** GET /notifications/unread: the navigation badge's count. */
export const unreadNotificationsSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** The pages' port's calls for the notifications feed, part of PlatformPort; for the viewer only. */
export interface NotificationsPort {
  /** GET /notifications: newest first, dismissed ones left out. */
  notifications(): Promise<CustomerNotification[]>;
  /** GET /notifications/unread */
  unreadNotifications(): Promise<UnreadNotifications>;
  /** POST /notifications/read */
  markNotificationsRead(ids?: string[]): Promise<UnreadNotifications>;
  /** POST /notifications/{id}/dismiss */
  dismissNotification(id: string): Promise<UnreadNotifications>;
}
