import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers: @fastify/helmet's options for every answer (server/app/security-headers.ts),
 * the two policies that differ by route or protocol (the explorer page, HTTPS), and the headers
 * of the few answers written outside Fastify's request lifecycle.
 */

const SELF = "'self'";

/**
 * The CSP of every answer: our own origin only, no inline scripts or styles. Spelled out whole
 * (no helmet defaults merged in), in the order it is sent.
 */
const POLICY = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  fontSrc: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
  imgSrc: [SELF, 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: [SELF],
  scriptSrcAttr: ["'none'"],
  styleSrc: [SELF],
  connectSrc: [SELF],
};

/** One year, subdomains too: helmet's default, sent over HTTPS only (browsers ignore it otherwise). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/** The CSP of an answer: over HTTPS with upgrade-insecure-requests; the explorer's with inline styles. */
function contentSecurityPolicy({ https = false, explorer = false }) {
  return {
    useDefaults: false,
    directives: {
      ...POLICY,
      // The GraphiQL explorer's editor (Monaco) styles through `<style>` elements and `style="…"`
      // attributes in the HTML it renders, which `style-src 'self'` refuses; nothing else changes.
      ...(explorer ? { styleSrc: [SELF, "'unsafe-inline'"] } : {}),
      // Over plain HTTP it would send every same-origin request to an https:// address that does not answer.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** @fastify/helmet's options for every answer; X-Frame-Options for browsers without CSP, saying what frame-ancestors 'none' says. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: contentSecurityPolicy({}),
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
} satisfies FastifyHelmetOptions;

/** What an answer over HTTPS, or the explorer's page, sets instead (`reply.helmet(…)`). */
export function helmetFor({ https = false, explorer = false }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy({ https, explorer }),
    ...(https ? { strictTransportSecurity: HSTS } : {}),
  };
}

/**
 * The headers helmet sets with HELMET_OPTIONS, for the answers Fastify's hooks never see: the
 * router's refusals and those of Node's HTTP parser, written on the socket (app/errors.ts).
 * http-hygiene.test.ts checks that every other answer carries exactly these.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
