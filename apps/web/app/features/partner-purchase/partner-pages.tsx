import type { Partner, Receipt } from '@drawline/contracts';
import { Link } from 'react-router';
import { ReceiptView } from '../orders';
import { PartnerHeader } from './partner-checkout';
import './partner-purchase.css';

/** /purchase/:partnerSlug/receipt/:checkoutID: the receipt, under the partner's name. */
export function PartnerReceipt({
  partner,
  receipt,
  emailedTo,
}: {
  partner: Partner;
  receipt: Receipt;
  emailedTo: string;
}) {
  return (
    <div className="partner-page" data-status="resolved" data-testid="partner-receipt">
      <PartnerHeader partner={partner} lead={`Thank you for supporting ${partner.name}.`} />
      <ReceiptView receipt={receipt} emailedTo={emailedTo} />
    </div>
  );
}

/** /purchase/:partnerSlug/*: the partner's 404. */
export function PartnerNotFound({ partner }: { partner: Partner }) {
  return (
    <div className="partner-page" data-status="rejected">
      <PartnerHeader partner={partner} lead="This page is not part of the partner's shop." />
      <h1>Page not found</h1>
      <p>
        <Link to={`/purchase/${encodeURIComponent(partner.slug)}`}>Go to {partner.name}'s ticket page</Link>
      </p>
    </div>
  );
}
