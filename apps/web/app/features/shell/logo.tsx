import { Link } from 'react-router';

/**
 * The shop's mark: three lottery balls (or the theme's navbar logo, decision 462) and the site name;
 * links home. The theme's picture takes the mark's box with its width and height, so it never shifts the header.
 */
export function Logo({ siteName, navbarLogo }: { siteName: string; navbarLogo?: string | null | undefined }) {
  return (
    <Link to="/" className="logo" aria-label={`${siteName} home`}>
      {navbarLogo ? (
        <img className="logo-mark logo-mark--picture" src={navbarLogo} width={48} height={24} alt="" />
      ) : (
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
      )}
      <span className="logo-text">{siteName}</span>
    </Link>
  );
}
