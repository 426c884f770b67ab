import { NavLink, Outlet } from 'react-router';
import { routeNeeds, useCapabilities } from '../../features/capabilities';
import type { NavItem } from '../../features/shell';

/** The about pages share a side menu of the pages this site has switched on. */
const aboutPages: readonly Pick<NavItem, 'key' | 'label' | 'href' | 'need'>[] = [
  { key: 'about', label: 'About us', href: '/about' },
  { key: 'contact-us', label: 'Contact us', href: '/about/contact-us' },
  { key: 'faq', label: 'FAQ', href: '/about/faq' },
  {
    key: 'responsible-gaming',
    label: 'Responsible gaming',
    href: '/about/responsible-gaming',
    need: routeNeeds.responsibleGambling,
  },
  { key: 'terms-and-conditions', label: 'Terms and conditions', href: '/about/terms-and-conditions' },
  { key: 'terms-of-use', label: 'Terms of use', href: '/about/terms-of-use', need: routeNeeds.termsOfUse },
  { key: 'privacy', label: 'Privacy policy', href: '/about/privacy' },
  { key: 'cookie-policy', label: 'Cookie policy', href: '/about/cookie-policy', need: routeNeeds.cookiePolicy },
];

export default function AboutLayout() {
  const caps = useCapabilities();
  return (
    <div className="about-layout">
      <article className="about-content prose">
        <Outlet />
      </article>
      {/* After the page on a phone (the content comes first); a side menu from large screens. */}
      <nav className="about-nav" aria-label="About and help">
        <ul>
          {aboutPages
            .filter((p) => caps.meets(p.need))
            .map((p) => (
              <li key={p.key}>
                <NavLink to={p.href ?? '/about'} end>
                  {p.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
