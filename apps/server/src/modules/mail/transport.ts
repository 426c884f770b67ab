import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';

export interface OutgoingEmail {
  /** The outbox id: the same email sent twice carries the same id, so it can be recognised. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Where emails go: SMTP when configured, otherwise a folder (the mailbox) for development. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close?(): Promise<void>;
}

/** The Message-ID of an outbox email, the same on every attempt so receivers can drop repeats. */
export const messageIdOf = (id: string) => `<${id}@drawline.outbox>`;

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(email: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail({
      messageId: messageIdOf(email.id),
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
    });
  }
  async close(): Promise<void> {
    this.transporter.close();
  }
}

export const mailboxMessageSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  deliveredAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Delivers into a folder, one `<outbox id>.json` a message. Writing the same id again replaces
 * the file, so a repeated delivery never makes a second copy.
 */
export class MailboxFolderTransport implements MailTransport {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => systemClock.now(),
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    if (!SAFE_ID.test(email.id)) throw new Error('Unsafe outbox id');
    mkdirSync(this.dir, { recursive: true });
    const message: MailboxMessage = {
      id: email.id,
      messageId: messageIdOf(email.id),
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      deliveredAt: this.now().toISOString(),
    };
    const file = path.join(this.dir, `${email.id}.json`);
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, JSON.stringify(message, null, 2));
    renameSync(part, file);
  }

  /** The delivered messages, newest first. */
  list(): MailboxMessage[] {
    let names: string[];
    try {
      names = readdirSync(this.dir).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    return names
      .map((n) => this.read(n.slice(0, -'.json'.length)))
      .filter((m): m is MailboxMessage => m !== undefined)
      .sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt));
  }

  read(id: string): MailboxMessage | undefined {
    if (!SAFE_ID.test(id)) return undefined;
    try {
      return mailboxMessageSchema.parse(JSON.parse(readFileSync(path.join(this.dir, `${id}.json`), 'utf8')));
    } catch {
      return undefined;
    }
  }
}
