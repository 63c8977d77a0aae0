import net from 'node:net';
import { z } from 'zod';
import { isLocale, type Locale } from '../../common/locales.js';

/** A configuration the app cannot start with; main.ts prints its message on one line. */
export class ConfigError extends Error {}

/** What the README's configuration table says of a variable, and what its error message says it must be. */
export interface VariableDoc {
  /** The table's "default" cell (Markdown). */
  default: string;
  /** The table's "meaning" cell (Markdown). */
  meaning: string;
  /** Completes "NAME must be …" when a value is refused; absent: any text is accepted. */
  expects?: string;
  /** A refused value is not repeated in the message (it may be a password or a key). */
  secret?: boolean;
}

/** The documentation of each variable's schema (env-schema.ts registers them, readme-table.ts prints them). */
export const variableDocs = z.registry<VariableDoc>();

/** A refinement whose message is said as it is (after the variable's name), not as "must be <expects>". */
export const own = (message: string) => ({ message, params: { own: true } });

export type TrustProxy = false | number | string[];

/** An integer min..max, as Number() reads it. */
export const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const port = integer(0, 65535);

/** true/1/yes or false/0/no, in any case. */
export const boolean = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] });

/** A comma-separated list, its entries trimmed, empty ones left out. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false, a hop count (true is one hop: a single load balancer), or the proxies'
 * addresses and CIDR ranges. Never "every hop": a client could then name any address as its own
 * by sending X-Forwarded-For itself.
 */
export const trustProxy: z.ZodType<TrustProxy> = z.union([
  boolean.transform((on): TrustProxy => (on ? 1 : false)),
  integer(0, 10),
  list.pipe(z.array(z.string().refine(isAddressOrRange)).min(1)),
]);

/** A PostgreSQL URL with a host (postgres://user:pass@host:5432/db). */
export const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, hostname: /./ });

export const locales = list.pipe(z.array(z.string().refine(isLocale))) as unknown as z.ZodType<Locale[], string>;

// The operator's details (OPERATOR_*): blank is unset, `-` declares that a detail does not apply.

/** `-`: the operator declares that a detail does not apply (no register entry, no VAT ID, …). */
const NOT_APPLICABLE = '-';

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL_FREE = /^[^\u0000-\u001f\u007f]*$/;
/** One line of text for the legal pages: no control characters, at most 200 characters. */
const line = z.string().max(200).regex(CONTROL_FREE);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed; blank counts as unset. */
const given = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

/** A detail the legal pages need: `-` is refused. */
export const needed = <T extends z.ZodType<unknown, string>>(schema: T = line as unknown as T) =>
  given(
    z
      .string()
      .refine((value) => value !== NOT_APPLICABLE, own('cannot be "-": the legal pages need it'))
      .pipe(schema),
  );

/** A detail that may not apply: `-` is '' (the page leaves its section out). */
export const detail = <T extends z.ZodType<unknown, string>>(schema: T = line as unknown as T) =>
  given(z.union([z.literal(NOT_APPLICABLE).transform(() => ''), schema]));

export const email = z.string().max(254).regex(EMAIL);

/** Postal address lines, separated by commas. */
export const addressLines = list.pipe(
  z.array(line).refine((lines) => lines.length > 0, own('must name at least one line')),
);

/** An ISO 3166-1 alpha-2 code that names a country. */
export const country = z
  .string()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { abort: true })
  .refine((code) => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined);

export const phone = z.string().regex(/^\+?[\d\s()/.-]{4,30}$/);

/** EU VAT numbers: a two-letter prefix and 2 to 13 letters and digits (spaces allowed as written). */
export const vatId = z.string().refine((value) => /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(value.replace(/\s/g, '')));
