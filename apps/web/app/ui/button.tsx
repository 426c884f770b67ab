/**
 * Buttons and button-looking links.
 *   <Button variant="primary" loading={busy}>Pay now</Button>          (a <button>, type="button" by default)
 *   <Button type="submit" block>Continue</Button>
 *   <ButtonLink to="/lotto-tickets" variant="gold">Play now</ButtonLink> (a router <Link>)
 * variant: primary (green action) | secondary (outlined) | gold | ghost; size: small | medium.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'ghost';

interface Look {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'medium', block }: Look, extra?: string): string {
  return ['button', `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; children: ReactNode }) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link {...rest} className={buttonClass({ variant, size, block }, className)} />;
}
