import type { MailMessage } from './mailer.js';

export interface MailContent {
  to: string;
  /** The recipient's locale (`pl_PL`): the message's language. */
  locale: string;
  /** The app's name in that language (APP_NAME). */
  appName: string;
  subject: string;
  /** The filled, translated body: paragraphs separated by blank lines, links as absolute URLs. */
  body: string;
  /**
   * The URLs the app itself put into the body (a reset link, APP_URL). Only these become links:
   * any other URL, e.g. one a translator wrote into a text, stays plain text.
   */
  links: readonly string[];
  /** A closing line in that language (who sent it and why). */
  footer: string;
  /** The app's public address (APP_URL), linked under the app's name. */
  appUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One paragraph: escaped text, the app's own links as links, single line breaks kept. */
function paragraphHtml(paragraph: string, links: RegExp | null): string {
  let html = '';
  let last = 0;
  for (const match of links ? paragraph.matchAll(links) : []) {
    html += escapeHtml(paragraph.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:#7a3e5c;word-break:break-all">${url}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p style="margin:0 0 16px">${html.replace(/\n/g, '<br>')}</p>`;
}

/** The app's links, longest first (a link that starts with APP_URL wins over APP_URL alone). */
function linkPattern(links: readonly string[]): RegExp | null {
  const urls = [...new Set(links.filter((l) => /^https?:\/\//.test(l)))].sort((a, b) => b.length - a.length);
  return urls.length > 0 ? new RegExp(urls.map(escapeRegExp).join('|'), 'g') : null;
}

/**
 * Every e-mail the app sends: an HTML part with the app's name, the body's paragraphs (user data
 * escaped) and a closing line, and the same as plain text, in the recipient's language
 * (`lang`, `Content-Language`). One layout for every message.
 */
export function composeMail(content: MailContent): MailMessage {
  const lang = content.locale.replace('_', '-');
  const paragraphs = content.body.trim().split(/\n{2,}/);
  const links = linkPattern(content.links);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f3f1;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 24px"><a href="${escapeHtml(content.appUrl)}" style="color:#7a3e5c;text-decoration:none">${escapeHtml(content.appName)}</a></h1>`,
    '<div style="background:#ffffff;border-radius:8px;padding:24px;font-size:15px;line-height:1.5">',
    ...paragraphs.map((p) => paragraphHtml(p, links)),
    '</div>',
    `<p style="font-size:12px;color:#6b6b6b;margin:16px 0 0">${escapeHtml(content.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = `${paragraphs.join('\n\n')}\n\n-- \n${content.footer}\n`;
  return { to: content.to, subject: content.subject, text, html, language: lang };
}
