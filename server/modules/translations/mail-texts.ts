/**
 * What a mail text may hold. Mail clients turn anything that looks like an address into a link,
 * so a translator's `evil.example/reset` in an official mail reads as the app's own link: only the
 * app's placeholders (`{{link}}`, `{{appUrl}}`) carry links. Subjects are header lines: one line.
 */

/** Texts the app's mails are made of: the EMAIL texts (subjects, bodies, footer) and the app's name in their heading. */
export function isMailText(key: string, textTypes: readonly (string | null | undefined)[]): boolean {
  return key.startsWith('EMAIL_') || key === 'APP_NAME' || textTypes.includes('EMAIL');
}

export const isMailSubject = (key: string) => key.startsWith('EMAIL_') && key.endsWith('_SUBJECT');

/** Full stops a mail client or a reader may take for the dot of a domain (ASCII, ideographic, fullwidth, halfwidth, small, one-dot leader). */
const DOT = '[.\u3002\uFF0E\uFF61\uFE52\u2024]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]{0,62})';
const ADDRESS_LIKE = [
  // Any scheme with `//` (https://, ftp://, a made-up one), and those without: mailto:, javascript:.
  /[\p{L}][\p{L}\p{N}+.-]*:\/\//u,
  /\b(?:mailto|javascript|vbscript):/iu,
  /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu,
  // A bare domain (evil.example, evil.example/x, name@evil.example): labels, then a top-level
  // label of letters (or punycode). One-letter labels between dots ("z.B.", "e.g.") are no domain.
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}_-])(?:${LABEL}${DOT})+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?![\\p{L}\\p{N}_-])`,
    'iu',
  ),
  // An IPv4 address.
  /(?:^|[^\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/u,
];

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;

/** The first part of a mail text that looks like an address (placeholders aside), or null. */
export function addressIn(value: string): string | null {
  const text = value.replace(PLACEHOLDER, ' ');
  for (const pattern of ADDRESS_LIKE) {
    const found = pattern.exec(text);
    if (found) return found[0].replace(/^[^\p{L}\p{N}]+/u, '').slice(0, 80);
  }
  return null;
}

/** Line breaks of any kind (CR, LF, NEL, line and paragraph separators). */
export const hasLineBreak = (value: string) => /[\r\n\u0085\u2028\u2029]/.test(value);
