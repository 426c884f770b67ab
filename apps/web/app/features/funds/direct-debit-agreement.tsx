import { directDebitAgreementVersion } from '@drawline/contracts';

/**
 * The Direct Debit Request service agreement (decision 522), shown whole before the customer
 * agrees; a change to it is a new `directDebitAgreementVersion`, so each request names the text agreed to.
 */
export function DirectDebitAgreement({ userId, headingId }: { userId?: string; headingId: string }) {
  return (
    <section className="dd-agreement" aria-labelledby={headingId}>
      <h3 id={headingId}>Direct Debit Request service agreement</h3>
      <p className="dd-agreement-version">Version of {directDebitAgreementVersion}</p>
      <p>
        This agreement is between you and Drawline{userId ? ` (direct debit user ID ${userId})` : ''}. By setting up a
        Direct Debit Request you ask us to debit the bank account you name, through the Bulk Electronic Clearing System
        (BECS), for each deposit you ask for on this page.
      </p>
      <h4>What we debit, and when</h4>
      <ul>
        <li>
          We debit only the amount of a deposit you ask for, only after you ask for it. We never debit on our own.
        </li>
        <li>
          We send each deposit to your bank with our next collection, usually the next business day; your account is
          debited within 1 to 3 business days. If that day is not a business day, the debit is made on the next one.
        </li>
        <li>The deposit reaches your wallet once your bank has paid it. You cannot spend it before then.</li>
      </ul>
      <h4>Your part</h4>
      <ul>
        <li>You are authorised to operate the account, and it is one from which direct debits can be made.</li>
        <li>
          You keep enough money in the account for each debit. If your bank does not pay a debit, the deposit is
          cancelled, we tell you why on this page, and your bank may charge you a fee.
        </li>
        <li>You check that the account details you give us are right, against a recent statement.</li>
      </ul>
      <h4>Changes, stopping and cancelling</h4>
      <ul>
        <li>We give you at least 14 days' notice in writing before we change this agreement.</li>
        <li>
          You can cancel your Direct Debit Request on this page at any time, or by asking your bank. A deposit not yet
          sent to your bank is then not collected.
        </li>
        <li>To stop or defer one debit, contact us at least 2 business days before it is made.</li>
      </ul>
      <h4>Disputes and your information</h4>
      <ul>
        <li>
          If you think a debit was wrong, contact us through the help centre: we answer within 5 business days. You can
          also ask your bank, which will handle it under the BECS rules.
        </li>
        <li>
          We keep your account details private and sealed, show only the last three digits of the account number, and
          give them only to our bank and yours, as needed to make the debits and settle any claim.
        </li>
      </ul>
    </section>
  );
}
