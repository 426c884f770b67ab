/**
 * The navigation bar (1-platform.md §2, 3-account.md Screens): menu toggle, logo, primary items,
 * the notifications bell with its unread count, account or login, cart with its count; plus the
 * primary navigation drawer and the account drawer.
 * Without JavaScript the toggles are plain links (the sitemap and the account page).
 */
import { type MouseEvent, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { LogoutForm } from '../../ui/logout-form';
import { Drawer } from '../../ui/modal';
import { Logo } from './logo';
import { accountDrawerLinks, primaryNavigation, type ResolvedLink, resolveNavigation } from './navigation';
import type { ShellData } from './shell.server';

/** 'Account', or 'Account {availableFunds}' with the wallet balance capability (1-platform.md §2). */
function AccountLabel({ funds }: { funds: string | null }) {
  if (!funds) return <span className="header-action-label">Account</span>;
  // On a phone only the amount shows; the whole label stays the link's name.
  return (
    <span className="header-action-label">
      <span className="header-account-word">Account </span>
      {funds}
    </span>
  );
}

/** The notifications feed's bell (decision 421): named "Messages" with the unread count, the count shown as a badge. */
function NotificationsBell({ unread }: { unread: number }) {
  return (
    <PageLink route="/my-account/notifications" className="header-action header-notifications">
      <Icon name="bell" />
      <span className="visually-hidden">
        Messages
        {unread > 0 ? `, ${unread} unread` : ''}
      </span>
      {unread > 0 ? (
        <span className="badge" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </PageLink>
  );
}

function DrawerLinks({ links }: { links: ResolvedLink[] }) {
  return (
    <ul className="drawer-nav">
      {links.map((l) => (
        <li key={l.key}>
          {l.href ? (
            l.external ? (
              <a href={l.href} className="drawer-link" target="_blank" rel="noopener noreferrer">
                {l.label}
                <Icon name="external" label="(opens in a new tab)" />
              </a>
            ) : (
              <NavLink to={l.href} className="drawer-link" end={l.href === '/'}>
                {l.label}
                <Icon name="chevron-right" />
              </NavLink>
            )
          ) : (
            <span className="drawer-group">{l.label}</span>
          )}
          {l.children.length > 0 ? <DrawerLinks links={l.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Header({ data }: { data: ShellData }) {
  const caps = useCapabilities();
  const locale = useLocale();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const { offers, navigationLabels: labels, routePaths } = data;
  const links = resolveNavigation(primaryNavigation, caps.have, offers, labels.main, routePaths);
  const customer = data.customer;
  const funds = customer?.availableFunds && caps.has('wallet_balance') ? locale.money(customer.availableFunds) : null;

  // Following a link closes whichever drawer it was in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [location.pathname, location.search]);

  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(true);
  };
  const openAccount = (event: MouseEvent) => {
    event.preventDefault();
    setAccountOpen(true);
  };

  return (
    <header className="site-header on-brand">
      <div className="container site-header-bar">
        <a
          href="/sitemap"
          className="icon-button header-menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation-drawer"
          onClick={openMenu}
        >
          <Icon name="menu" />
          <span className="header-menu-label">Menu</span>
        </a>
        <Logo siteName={data.siteConfig.siteName} navbarLogo={data.theme?.navbarLogo} />
        <div className="header-actions">
          {customer ? (
            <a
              href="/my-account"
              className={funds ? 'header-action header-account header-account--funds' : 'header-action header-account'}
              aria-haspopup="dialog"
              aria-expanded={accountOpen}
              aria-controls="account-drawer"
              onClick={openAccount}
            >
              <Icon name="user" />
              <AccountLabel funds={funds} />
            </a>
          ) : (
            <>
              <Link to="/login" className="header-action">
                <Icon name="user" />
                <span className="header-action-label">Login</span>
              </Link>
              {/* From 40em; on a phone the menu drawer holds it beside Login. */}
              {caps.has('registration') ? (
                <Link to="/register" className="header-action header-join">
                  Join now
                </Link>
              ) : null}
            </>
          )}
          {customer && data.unreadNotifications !== null ? (
            <NotificationsBell unread={data.unreadNotifications} />
          ) : null}
          <PageLink route="/cart" className="header-action header-cart">
            <Icon name="cart" />
            <span className="header-action-label">Cart</span>
            <span className="badge">
              {data.cartCount}
              <span className="visually-hidden"> {data.cartCount === 1 ? 'item' : 'items'}</span>
            </span>
          </PageLink>
        </div>
        {/* After the actions: from 64em it is the bar's second row, and focus follows the rows. */}
        <nav className="primary-nav" aria-label="Primary">
          <ul>
            {links
              .filter((l) => l.href)
              .map((l) => (
                <li key={l.key}>
                  <NavLink to={l.href ?? '/'} className="primary-nav-link">
                    {l.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>

      <Drawer
        id="primary-navigation-drawer"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title="Menu"
        closeLabel="Close menu"
      >
        <nav aria-label="Main menu">
          <DrawerLinks links={[{ key: 'home', label: 'Home', href: '/', external: false, children: [] }, ...links]} />
        </nav>
        {!customer ? (
          <div className="drawer-actions">
            <ButtonLink to="/login" variant="primary" block>
              Login
            </ButtonLink>
            {caps.has('registration') ? (
              <ButtonLink to="/register" variant="secondary" block>
                Join now
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </Drawer>

      {customer ? (
        <Drawer
          id="account-drawer"
          open={accountOpen}
          onClose={() => setAccountOpen(false)}
          title={customer.firstname ? `Hi, ${customer.firstname}` : 'My account'}
          side="end"
          closeLabel="Close account menu"
        >
          {caps.has('wallet_balance') && customer.availableFunds ? (
            <p className="drawer-balance">
              <span>Available funds</span>
              <strong>{locale.money(customer.availableFunds)}</strong>
            </p>
          ) : null}
          <nav aria-label="Account menu">
            <DrawerLinks links={resolveNavigation(accountDrawerLinks, caps.have, data.offers)} />
          </nav>
          <div className="drawer-actions">
            <LogoutForm look="secondary" />
          </div>
        </Drawer>
      ) : null}
    </header>
  );
}
