import { describe, expect, it } from 'vitest';
import type { ScheduledRow } from '../../modules/recurring';
import { scheduledIssuedEmail, scheduledRefundedEmail } from './scheduled-purchase-email';

const site = { siteName: 'Drawline', publicUrl: 'https://shop.example/' };
const to = {
  customerId: 'c1',
  email: 'ana@example.com',
  firstname: 'Ana <script>x</script>',
  publicName: 'Ana B.',
  location: '',
};
const row = {
  kind: 'pre_order',
  productType: 'raffle_ticket',
  productOfferName: 'Hope & Care "Raffle"',
  numGames: 4,
  quantity: 1,
  drawNo: 135,
  drawDate: new Date('2027-01-15T00:00:00Z'),
  amountPaid: 18_00,
  currency: 'AUD',
} as ScheduledRow;

/** The pre-order emails (decision 556): what they say, in text and in escaped HTML. */
describe('the pre-order emails', () => {
  it('tell the customer their tickets are issued, with the draw, the price paid and the link', () => {
    const email = scheduledIssuedEmail(site, row, to);
    expect(email).toMatchObject({ kind: 'scheduled_purchase_issued', to: 'ana@example.com' });
    expect(email.subject).toBe('Your Hope & Care "Raffle" pre-order is issued');
    expect(email.text).toContain(
      'Sales for Hope & Care "Raffle" draw 135 have opened, and the 4 tickets of your pre-order are now yours.',
    );
    expect(email.text).toContain('You paid $18.00 when you ordered it; nothing more is charged.');
    expect(email.text).toContain('See your tickets: https://shop.example/my-account/upcoming-tickets');
    // The HTML escapes what the customer or the catalogue wrote.
    expect(email.html).toContain('Hi Ana &lt;script&gt;x&lt;/script&gt;,');
    expect(email.html).toContain('Hope &amp; Care &quot;Raffle&quot;');
    expect(email.html).not.toContain('<script>');
  });

  it('tell the customer why the draw could not take it and that the money is back', () => {
    const email = scheduledRefundedEmail(site, row, 'sold_out', to);
    expect(email.kind).toBe('scheduled_purchase_refunded');
    expect(email.subject).toBe('Your Hope & Care "Raffle" pre-order could not be issued');
    expect(email.text).toContain('the draw sold out before its sales opened.');
    expect(email.text).toContain('The $18.00 you paid is back in your wallet');
    expect(email.html).not.toContain('<script>');
  });
});
