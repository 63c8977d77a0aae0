import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
 * DATA_DIR/outbox, so demo installs and tests can read what would have been sent.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  constructor(options: { smtpUrl?: string; from: string; dataDir: string }) {
    this.from = options.from;
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(options.dataDir, 'outbox');
    }
  }

  private readonly from: string;

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    if (this.outbox) {
      await mkdir(this.outbox, { recursive: true });
      // Sortable names: the newest message is the last file.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(this.outbox, name), (info as unknown as { message: Buffer }).message);
    }
  }

  close(): void {
    this.transport.close();
  }
}
