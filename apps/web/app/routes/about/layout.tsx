import { NavLink, Outlet } from 'react-router';
import { aboutMenu, resolveNavigation } from '../../features/shell';
import { useCapabilities } from '../../lib/capabilities';
import '../../styles/about.css';

/** The about pages share a side menu of the pages this site has switched on. */
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
          {resolveNavigation(aboutMenu, caps.have, []).map((p) => (
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
