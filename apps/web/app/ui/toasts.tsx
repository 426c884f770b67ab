/**
 * Toast notifications (the Notification of 1-platform.md §3): a stack at the bottom of the screen,
 * announced politely to screen readers, auto-dismissed after 10 s unless isAutoDismissed is false
 * (the timer pauses while the pointer or focus is on the toast).
 *
 *   const toasts = useToasts();
 *   toasts.notify({ title: 'Saved', message: 'Your details are up to date.', icon: 'success' });
 *   toasts.notify({ title: '401 - Something went wrong', message: '…', icon: 'error', isAutoDismissed: false,
 *                   actions: [{ id: 'login', text: 'Log in', link: '/login' }] });
 *   toasts.dismiss(id); toasts.clear();
 *
 * <ToastProvider> and <ToastRegion> are mounted once in root.tsx; the shell clears the stack
 * when the login state changes.
 */
import { TOAST_AUTO_DISMISS_MS } from '@drawline/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from './icons';

export interface NotificationAction {
  id: string;
  text: string;
  /** A path inside the shop or a full url. */
  link?: string;
  /** An app deep link; the web shows `link` instead when both are given. */
  deepLink?: string;
}

export type NotificationIcon = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: string;
  title: string;
  icon?: NotificationIcon;
  message: string;
  isAutoDismissed: boolean;
  actions: NotificationAction[];
}

export type NewNotification = Partial<Pick<Notification, 'id' | 'icon' | 'isAutoDismissed' | 'actions'>> &
  Pick<Notification, 'title' | 'message'>;

interface ToastsApi {
  toasts: readonly Notification[];
  notify: (n: NewNotification) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

const ToastsContext = createContext<ToastsApi | null>(null);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Notification[]>([]);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const clear = useCallback(() => setToasts([]), []);
  const notify = useCallback((n: NewNotification) => {
    counter += 1;
    const id = n.id ?? `toast-${counter}`;
    const toast: Notification = { isAutoDismissed: true, actions: [], icon: 'info', ...n, id };
    // A toast with the same id replaces the old one instead of stacking twice.
    setToasts((list) => [...list.filter((t) => t.id !== id), toast]);
    return id;
  }, []);
  const api = useMemo(() => ({ toasts, notify, dismiss, clear }), [toasts, notify, dismiss, clear]);
  return <ToastsContext.Provider value={api}>{children}</ToastsContext.Provider>;
}

export function useToasts(): ToastsApi {
  const api = useContext(ToastsContext);
  if (!api) throw new Error('useToasts() needs <ToastProvider> above it (root.tsx mounts one).');
  return api;
}

function ToastItem({ toast, onDismiss }: { toast: Notification; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_AUTO_DISMISS_MS);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!toast.isAutoDismissed || paused) return;
    const started = performance.now();
    const timer = window.setTimeout(() => onDismissRef.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= performance.now() - started;
    };
  }, [toast.isAutoDismissed, paused]);

  const icon = toast.icon ?? 'info';
  return (
    <li
      className={`toast toast--${icon}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={icon} className="toast-icon" />
      <div className="toast-content">
        <strong className="toast-title">{toast.title}</strong>
        <p className="toast-message">{toast.message}</p>
        {toast.actions.length > 0 ? (
          <div className="toast-actions">
            {toast.actions.map((a) =>
              a.link?.startsWith('/') ? (
                <Link key={a.id} to={a.link} onClick={onDismiss}>
                  {a.text}
                </Link>
              ) : (
                <a key={a.id} href={a.link ?? a.deepLink} rel="noopener">
                  {a.text}
                </a>
              ),
            )}
          </div>
        ) : null}
      </div>
      <button type="button" className="icon-button" onClick={onDismiss}>
        <Icon name="close" label={`Dismiss notification: ${toast.title}`} />
      </button>
    </li>
  );
}

/** The stack itself; the live region is always in the page so additions are announced. */
export function ToastRegion() {
  const { toasts, dismiss } = useToasts();
  return (
    <section className="toast-region" aria-label="Notifications">
      <ol className="toast-list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </ol>
    </section>
  );
}
