export { devMailboxRoutes } from './mail.routes';
export { createMailService, type EmailToSend, type MailOutbox, type MailService } from './mail.service';
export {
  MailboxFolderTransport,
  type MailboxMessage,
  type MailTransport,
  messageIdOf,
  type OutgoingEmail,
  SmtpTransport,
} from './transport';
