import type { EntityManager } from '@mikro-orm/postgresql';
import { bcp47 } from '../../../common/locales.js';
import { translator } from '../translations/translation.service.js';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page of a share link that no longer works (revoked, expired, malformed or never made): a
 * page of its own, in the visitor's language, that needs neither the app nor JavaScript, so that
 * the 404 says it in words wherever it is opened. Not indexed; no styles (the CSP allows none inline).
 */
export async function invalidSharedPage(em: EntityManager, locale: string): Promise<string> {
  const t = await translator(em, locale);
  const title = escapeHtml(t('SHARED_LINK_INVALID_TITLE'));
  return `<!doctype html>
<html lang="${bcp47(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t('SHARED_LINK_INVALID_TEXT'))}</p>
</main>
</body>
</html>
`;
}
