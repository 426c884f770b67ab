import {
  EMAIL_CONFIRMATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  TWO_FACTOR_EMAIL_CODE_TTL_SECONDS,
} from '@drawline/contracts';
import escapeHtml from 'escape-html';
import type { EmailToSend } from '../mail';

/** The emails of the account area. Each ends with the link to the customer's communication preferences. */
export interface EmailContext {
  siteName: string;
  to: string;
  firstname: string;
  preferencesLink: string;
}

function compose(
  ctx: EmailContext,
  kind: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; text: string },
): EmailToSend {
  const footer = `Manage your email preferences: ${ctx.preferencesLink}`;
  const text = [
    `Hi ${ctx.firstname},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.text}: ${link.href}`, ''] : []),
    `The ${ctx.siteName} team`,
    '',
    footer,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(ctx.firstname)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '',
    `<p>The ${escapeHtml(ctx.siteName)} team</p>`,
    `<p><small><a href="${escapeHtml(ctx.preferencesLink)}">Manage your email preferences</a></small></p>`,
  ].join('\n');
  return { kind, to: ctx.to, subject, text, html };
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export const emails = {
  welcome: (ctx: EmailContext, confirmLink: string) =>
    compose(
      ctx,
      'welcome',
      `Welcome to ${ctx.siteName}: please confirm your email`,
      [
        `Thanks for opening your ${ctx.siteName} account.`,
        `Please confirm this is your email address. The link works once, for ${EMAIL_CONFIRMATION_TTL_SECONDS / 86_400} days.`,
      ],
      { href: confirmLink, text: 'Confirm my email address' },
    ),

  confirmEmail: (ctx: EmailContext, confirmLink: string) =>
    compose(
      ctx,
      'email_confirmation',
      'Please confirm your email address',
      [
        `Please confirm this is your email address for ${ctx.siteName}. The link works once, for ${EMAIL_CONFIRMATION_TTL_SECONDS / 86_400} days.`,
      ],
      { href: confirmLink, text: 'Confirm my email address' },
    ),

  passwordReset: (ctx: EmailContext, resetLink: string) =>
    compose(
      ctx,
      'password_reset',
      `Reset your ${ctx.siteName} password`,
      [
        `Someone asked to reset the password of your ${ctx.siteName} account. If it was you, choose a new password with this link. It works once, for ${minutes(PASSWORD_RESET_TTL_SECONDS)} minutes.`,
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      { href: resetLink, text: 'Choose a new password' },
    ),

  passwordChanged: (ctx: EmailContext) =>
    compose(ctx, 'password_changed', `Your ${ctx.siteName} password was changed`, [
      'The password of your account was just changed, and every other device was signed out.',
      'If you did not do this, contact support straight away.',
    ]),

  twoFactorCode: (ctx: EmailContext, code: string) =>
    compose(ctx, 'two_factor_code', `Your ${ctx.siteName} code: ${code}`, [
      `Your code is ${code}. It expires in ${minutes(TWO_FACTOR_EMAIL_CODE_TTL_SECONDS)} minutes and works once.`,
      'If you did not ask for it, someone may know your password: change it and contact support.',
    ]),

  twoFactorChanged: (ctx: EmailContext, enabled: boolean, method: string | null) =>
    compose(
      ctx,
      'two_factor_changed',
      enabled ? 'Two factor authentication is on' : 'Two factor authentication is off',
      [
        enabled
          ? `Two factor authentication is now on for your account, with ${method === 'authenticator' ? 'an authenticator app' : 'codes by email'}.`
          : 'Two factor authentication was turned off for your account.',
        'If you did not do this, contact support straight away.',
      ],
    ),

  /** To the new address of an email change: the change happens when this link is followed. */
  confirmEmailChange: (ctx: EmailContext, confirmLink: string) =>
    compose(
      ctx,
      'email_change',
      'Confirm your new email address',
      [
        `You asked to use this address for your ${ctx.siteName} account. Your email address changes when you follow the link below; it works once, for ${EMAIL_CONFIRMATION_TTL_SECONDS / 86_400} days.`,
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
      { href: confirmLink, text: 'Use this email address' },
    ),

  /** To the owner of an address someone asked to move another account to: told, never disclosed to the asker. */
  emailInUse: (ctx: EmailContext, loginLink: string) =>
    compose(ctx, 'email_in_use', `This address already has an account at ${ctx.siteName}`, [
      `Someone asked to use this email address for another ${ctx.siteName} account. This address already belongs to your account, so nothing changed.`,
      `If you have forgotten your password, you can reset it from the login page: ${loginLink}`,
      'If this was not you, you need not do anything.',
    ]),

  emailChanged: (ctx: EmailContext, newEmail: string) =>
    compose(ctx, 'email_changed', `Your ${ctx.siteName} email address was changed`, [
      `The email address of your account was changed to ${newEmail}.`,
      'If you did not do this, contact support straight away.',
    ]),

  accountClosed: (ctx: EmailContext) =>
    compose(ctx, 'account_closed', `Your ${ctx.siteName} account is closed`, [
      `Your ${ctx.siteName} account is closed and you have been signed out everywhere.`,
      'If you did not ask for this, contact support.',
    ]),
};
