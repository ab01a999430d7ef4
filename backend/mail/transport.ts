import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Attachment, type SendMailOptions } from 'nodemailer';
import type { Config } from '../config.ts';
import type { OutboxAttachment } from '../db/entities/OutboxMessage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  /** The outbox row id: it also names the Message-ID, so a repeated delivery is recognisably the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[] | null;
}

export interface MailTransport {
  /** 'smtp' or 'file', for the start-up line and the logs. */
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

function composeOptions(mail: OutgoingMail, from: string): SendMailOptions {
  const domain = from.slice(from.lastIndexOf('@') + 1) || 'localhost';
  const attachments: Attachment[] = (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
  }));
  return {
    from: { name: BUSINESS_NAME, address: from },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    attachments,
    messageId: `<${mail.id}@${domain}>`,
  };
}

// Generous but bounded: a hung server must not hold the sender forever.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, logger: false, debug: false });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(composeOptions(mail, from));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * Without a mail server each message becomes `<outbox id>.eml` in `dir`, a complete RFC 5322 message
 * any mail program opens. Written to a temporary name first, so a reader never sees half a file.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let dirReady: Promise<unknown> | null = null;
  return {
    kind: 'file',
    async send(mail) {
      const info = await composer.sendMail(composeOptions(mail, from));
      // The files hold personal data: readable by the server's user only.
      dirReady ??= mkdir(dir, { recursive: true, mode: 0o700 }).catch((error) => {
        dirReady = null;
        throw error;
      });
      await dirReady;
      const target = path.join(dir, `${mail.id}.eml`);
      try {
        await writeFile(target + '.part', info.message as Buffer, { mode: 0o600 });
        await rename(target + '.part', target);
      } catch (error) {
        // The folder was removed while running: make it again on the next attempt.
        if ((error as { code?: string }).code === 'ENOENT') dirReady = null;
        throw error;
      }
      return { messageId: info.messageId };
    },
    close: () => composer.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise `.eml` files under DATA_DIR/outbox. */
export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom);
}
