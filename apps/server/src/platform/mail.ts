import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, otherwise into a local outbox (one .eml
 * file per message under DATA_DIR/outbox, and a log line naming the file) so a developer can
 * follow a reset or invite link without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        options.logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        options.outboxDir,
        `${stamp}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file holds the recipient and the link; the log names only the file, because links
      // carry one-use tokens and addresses are personal data.
      options.logger.info(
        { subject: message.subject, file },
        'mail written to the local outbox (no SMTP_URL set): open the file for its link',
      );
    },
  };
}
