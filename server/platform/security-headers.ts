import helmet from 'helmet';

/**
 * The security headers of every answer (helmet's, computed once: no nonces are used) and the two
 * policies that differ by route or protocol: the explorer page's CSP and the HTTPS-only directives.
 */

/** The CSP of every answer: our own origin only, no inline scripts or styles. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Sent over HTTPS only (withHttpsOnlyDirectives): over plain HTTP it would send every
  // same-origin request to an https:// address that does not answer.
  upgradeInsecureRequests: null,
};

/** The CSP of an answer over HTTPS: the directive that only makes sense there, added. */
export const withHttpsOnlyDirectives = (policy: string) => `${policy};upgrade-insecure-requests`;

/** The headers a helmet middleware sets, collected once instead of running it per request. */
function headersSetBy(middleware: (req: never, res: never, next: () => void) => void): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, collector as never, () => {});
  return Object.freeze(headers);
}

/**
 * The headers helmet sets, with a CSP that allows only our own origin. They are the same for
 * every answer, so they are computed once instead of running helmet's middleware per request.
 * HSTS is kept apart: it is sent only over HTTPS (HSTS_HEADER).
 */
const HELMET_HEADERS = headersSetBy(
  // X-Frame-Options for browsers without CSP, saying what frame-ancestors 'none' says.
  helmet({ contentSecurityPolicy: { directives: CSP_DIRECTIVES }, crossOriginEmbedderPolicy: false, xFrameOptions: { action: 'deny' } }),
);

/**
 * The CSP of the GraphiQL explorer's page only (a browser's GET /graphql): Monaco, its editor,
 * styles through `<style>` elements and `style="…"` attributes in the HTML it renders, which
 * `style-src 'self'` refuses; so inline styles are allowed there, nothing else changes.
 */
export const EXPLORER_CSP = headersSetBy(
  helmet.contentSecurityPolicy({ directives: { ...CSP_DIRECTIVES, styleSrc: ["'self'", "'unsafe-inline'"] } }),
)['content-security-policy']!;

export const HSTS_HEADER = 'strict-transport-security';
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(HELMET_HEADERS).filter(([name]) => name !== HSTS_HEADER)),
);
export const HSTS_VALUE = HELMET_HEADERS[HSTS_HEADER]!;
export const HTTPS_CSP = withHttpsOnlyDirectives(SECURITY_HEADERS['content-security-policy']!);
