// The notifications feature's client-safe door: the messages page (issue 30, decision 421).
export { NotificationList } from './notification-list';
