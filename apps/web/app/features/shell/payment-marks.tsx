/**
 * The supported payment marks (3-account.md Footer): small inline SVG badges, each named for
 * screen readers; up to 8, in the order of supportedPaymentMethods from GET /config.
 */
import type { ReactNode } from 'react';

const MAX_MARKS = 8;

const marks: Record<string, { name: string; art: ReactNode }> = {
  visa: {
    name: 'Visa',
    art: (
      <text x="30" y="21" textAnchor="middle" fontSize="15" fontWeight="900" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    art: (
      <>
        <circle cx="24" cy="16" r="9" fill="#eb001b" />
        <circle cx="36" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  amex: {
    name: 'American Express',
    art: (
      <>
        <rect x="8" y="6" width="44" height="20" rx="3" fill="#1f72cd" />
        <text x="30" y="20.5" textAnchor="middle" fontSize="10" fontWeight="900" fill="#ffffff">
          AMEX
        </text>
      </>
    ),
  },
  paypal: {
    name: 'PayPal',
    art: (
      <text x="30" y="20.5" textAnchor="middle" fontSize="12.5" fontWeight="800" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#0070e0">Pal</tspan>
      </text>
    ),
  },
  apple_pay: {
    name: 'Apple Pay',
    art: (
      <text x="30" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#000000">
        Apple Pay
      </text>
    ),
  },
  google_pay: {
    name: 'Google Pay',
    art: (
      <text x="30" y="20.5" textAnchor="middle" fontSize="12" fontWeight="700">
        <tspan fill="#4285f4">G</tspan>
        <tspan fill="#3c4043"> Pay</tspan>
      </text>
    ),
  },
};

export function PaymentMarks({ methods }: { methods: readonly string[] }) {
  const shown = methods.filter((m) => marks[m]).slice(0, MAX_MARKS);
  if (shown.length === 0) return null;
  return (
    <ul className="payment-marks" aria-label="Payment methods we accept">
      {shown.map((m) => {
        const mark = marks[m]!;
        return (
          <li key={m}>
            <svg viewBox="0 0 60 32" role="img" aria-label={mark.name} className="payment-mark">
              <rect x="0.5" y="0.5" width="59" height="31" rx="4" fill="#ffffff" stroke="#cfd6e2" />
              {mark.art}
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
