import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The message's language (`pl-PL`), sent as Content-Language. */
  language?: string;
}

/** The sender: MAIL_FROM's address, named MAIL_FROM_NAME (default: the app's name). */
export function senderOf(mailFrom: string, name: string): { name: string; address: string } {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, address };
}

/**
 * A message the mail server did not take. The transport's own error quotes the server's answer,
 * which often names the recipient: only its codes are kept, so it can be logged.
 */
export class MailError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly command: string | undefined;

  constructor(cause: unknown) {
    const e = (cause ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
    const code = typeof e.code === 'string' ? e.code : undefined;
    const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
    super(`mail not sent: ${code ?? 'unknown'}${responseCode ? ` (SMTP ${responseCode})` : ''}`);
    this.name = 'MailError';
    this.code = code;
    this.responseCode = responseCode;
    this.command = typeof e.command === 'string' ? e.command : undefined;
  }
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
 * DATA_DIR/outbox, so demo installs and tests can read what would have been sent.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  private readonly onResult: (sent: boolean) => void;

  constructor(options: {
    smtpUrl?: string;
    from: { name: string; address: string };
    dataDir: string;
    onResult?: (sent: boolean) => void;
  }) {
    this.from = options.from;
    this.onResult = options.onResult ?? (() => {});
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(options.dataDir, 'outbox');
    }
  }

  private readonly from: { name: string; address: string };

  async send(message: MailMessage): Promise<void> {
    let info;
    try {
      const { language, ...rest } = message;
      info = await this.transport.sendMail({
        from: this.from,
        ...rest,
        ...(language ? { headers: { 'Content-Language': language } } : {}),
      });
    } catch (error) {
      this.onResult(false);
      throw new MailError(error);
    }
    this.onResult(true);
    if (this.outbox) {
      await mkdir(this.outbox, { recursive: true });
      // Sortable names: the newest message is the last file.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      // Written aside, then renamed: a reader never sees half a message.
      const file = path.join(this.outbox, name);
      await writeFile(`${file}.partial`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.partial`, file);
    }
  }

  close(): void {
    this.transport.close();
  }
}
