import { Link } from 'react-router';

/** The shop's mark: three lottery balls and the site name; links home. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <Link to="/" className="logo" aria-label={`${siteName} home`}>
      <svg className="logo-mark" viewBox="0 0 48 24" aria-hidden="true" focusable="false">
        <circle cx="10" cy="12" r="9" fill="#ffc72c" />
        <circle cx="24" cy="12" r="9" fill="#37b26c" />
        <circle cx="38" cy="12" r="9" fill="#ffffff" />
        <text x="10" y="16" textAnchor="middle" fontSize="11" fontWeight="800" fill="#0b2f6b">
          7
        </text>
        <text x="24" y="16" textAnchor="middle" fontSize="11" fontWeight="800" fill="#0b2f6b">
          2
        </text>
        <text x="38" y="16" textAnchor="middle" fontSize="11" fontWeight="800" fill="#0b2f6b">
          9
        </text>
      </svg>
      <span className="logo-text">{siteName}</span>
    </Link>
  );
}
