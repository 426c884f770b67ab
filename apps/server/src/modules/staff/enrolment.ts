import { otpauthUri } from '../credentials';

/** What an authenticator app needs to enrol: the secret to type in, and the URI a QR code carries. */
export function staffEnrolment(siteName: string, email: string, secret: string) {
  return { secret, otpauthUri: otpauthUri(`${siteName} staff`, email, secret) };
}
