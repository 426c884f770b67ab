/**
 * The support line as a link that dials it. The number is the shop's configuration (SUPPORT_PHONE
 * on the server, GET /config supportNumber); without one, pages show no phone at all.
 */
export function SupportPhoneLink({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/[^+0-9]/g, '')}`}>{number}</a>;
}
