import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../server/db/embedded.js';
import { waitFor } from './wait-for.mjs';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part ('' when none). */
  html: string;
  from: { name: string; address: string };
  /** The Content-Language header ('' when none). */
  language: string;
}

/** A real SMTP server on a free local port, collecting what it receives (smtp-server + mailparser). */
export async function startSmtp(): Promise<{
  url: string;
  received: ReceivedMail[];
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const from = mail.from?.value[0];
        const language = mail.headers.get('content-language');
        for (const rcpt of session.envelope.rcptTo) {
          received.push({
            to: rcpt.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            from: { name: from?.name ?? '', address: from?.address ?? '' },
            language: typeof language === 'string' ? language : '',
          });
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The `count`-th mail to `to` (1-based), once it has arrived; mails sent after answering take a moment. */
    waitFor(to: string, count = 1) {
      return waitFor(() => received.filter((m) => m.to === to)[count - 1], {
        what: () => `mail #${count} to ${to} (received: ${received.map((m) => m.to).join(', ') || 'none'})`,
        timeout: 10_000,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
