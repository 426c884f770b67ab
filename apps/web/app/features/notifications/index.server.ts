// The notifications feature's server-only door: the messages page's loader and forms.
export { loadNotifications, type NotificationsActionData, notificationsAction } from './notifications.server';
