export {
  dismissNotification,
  markNotificationsRead,
  type NotificationState,
  notificationStatesOf,
} from './notification-states';
