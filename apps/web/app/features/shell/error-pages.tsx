/**
 * The error pages of 1-platform.md §2 and 3-account.md: 404, 418, 500 and 503 with the spec's
 * texts; any other code shows the 500 page. Also the UI-failure fallback, which resets when the
 * location changes.
 *   <ErrorPage status={404} />      <UiFailureBoundary>{children}</UiFailureBoundary>
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../ui/button';

export const MAINTENANCE_TITLE = 'Site currently under maintenance';
export const problemTitle = (siteName: string) => `We have encountered a problem | ${siteName}`;

export interface ErrorContent {
  status: 404 | 418 | 500 | 503;
  heading: string;
  text: string;
  /** The 404 page's way home. */
  homeLink?: string;
}

export function errorContent(status: number): ErrorContent {
  switch (status) {
    case 404:
      return {
        status: 404,
        heading: 'Something went wrong.',
        text: "It's looking like you may have taken a wrong turn.",
        homeLink: 'Try heading home and finding your bearing.',
      };
    case 418:
      return {
        status: 418,
        heading: "It's not you, it's us!",
        text: 'There are currently no products available, please check back later. Thank you for being patient.',
      };
    case 503:
      return {
        status: 503,
        heading: "There's a spanner in the works!",
        text: "We'll be up and running again soon after this scheduled maintenance.",
      };
    default:
      // The spec gives the 500 page its text only; the heading is ours (docs/decisions/011).
      return {
        status: 500,
        heading: "It's not you, it's us!",
        text: 'We are experiencing large load times on our server. Thank you for being patient.',
      };
  }
}

/** The status an error stands for: a route error response keeps its own, anything else is 500. */
export function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function pageTitleFor(status: number, siteName: string): string {
  return errorContent(status).status === 503 ? MAINTENANCE_TITLE : problemTitle(siteName);
}

export function ErrorPage({ status }: { status: number }) {
  const content = errorContent(status);
  return (
    <div className="error-page">
      <p className="error-code" aria-hidden="true">
        {content.status}
      </p>
      <h1>{content.heading}</h1>
      <p className="error-text">{content.text}</p>
      {content.homeLink ? (
        <p>
          <Link to="/" className="error-home">
            {content.homeLink}
          </Link>
        </p>
      ) : (
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      )}
    </div>
  );
}

export function UiFailureFallback() {
  return (
    <div className="error-page" role="alert">
      <h1>It's not you, it's us!</h1>
      <p className="error-text">Looks like something went wrong on our end.</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

interface BoundaryProps {
  resetKey: string;
  contained: boolean;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class ResettingBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new location gives the page a fresh start.
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('UI failure', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.contained ? (
      <div className="container">
        <UiFailureFallback />
      </div>
    ) : (
      <UiFailureFallback />
    );
  }
}

/**
 * Catches render failures of the page inside a layout; navigating anywhere resets it.
 * `contained` puts the fallback in a `.container` (for full-bleed pages that place their own).
 */
export function UiFailureBoundary({ children, contained = false }: { children: ReactNode; contained?: boolean }) {
  const location = useLocation();
  return (
    <ResettingBoundary resetKey={location.key} contained={contained}>
      {children}
    </ResettingBoundary>
  );
}
