import type { ReactNode } from 'react';
import { useShellData } from '../shell';

/** The native app's store listings from the site constants (decision 481); the pages are gated on native_app, which needs them. */
export function useStoreLinks(): { ios: string; android: string } | null {
  return useShellData()?.siteConfig.appStoreLinks ?? null;
}

/** A store badge: an ordinary link with the store's name as its accessible text. */
export function StoreBadge({ store, href }: { store: 'ios' | 'android'; href: string }) {
  const ios = store === 'ios';
  return (
    <a className="store-badge" href={href} rel="noopener noreferrer" target="_blank">
      <span className="store-badge__small">{ios ? 'Download on the' : 'Get it on'}</span>
      <span className="store-badge__name">{ios ? 'App Store' : 'Google Play'}</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function NativeAppPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="native-app">
      <h1>{title}</h1>
      <p className="native-app__lead">{lead}</p>
      {children}
    </article>
  );
}
