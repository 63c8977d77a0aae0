/**
 * The operator of an installation as its legal pages (imprint, privacy policy, terms) name it,
 * from the OPERATOR_* settings (server/config.ts), sent to the client with the public settings.
 *
 * Each field is null when the operator has not configured it (the page says so instead of
 * inventing a value) and '' when the operator declared that it does not apply (`-`, e.g. no
 * register entry for a sole trader; the page leaves its section out).
 */
export interface LegalOperator {
  /** Company or person running the installation. */
  name: string | null;
  /** Postal address without the country, one line per element. */
  address: string[] | null;
  /** ISO 3166-1 alpha-2 code: the address's country and the law that applies (named per locale). */
  country: string | null;
  email: string | null;
  /** Where privacy questions go. */
  privacyEmail: string | null;
  phone: string | null;
  /** Who legally represents the operator (managing director, owner). */
  representative: string | null;
  /** Register court and number, or the register the operator is entered in. */
  register: string | null;
  vatId: string | null;
  /** The place of jurisdiction named in the terms. */
  jurisdiction: string | null;
}

export const OPERATOR_FIELDS = [
  'name',
  'address',
  'country',
  'email',
  'privacyEmail',
  'phone',
  'representative',
  'register',
  'vatId',
  'jurisdiction',
] as const satisfies readonly (keyof LegalOperator)[];

/** Nothing configured: what the client assumes until the server answers. */
export const UNCONFIGURED_OPERATOR: LegalOperator = {
  name: null,
  address: null,
  country: null,
  email: null,
  privacyEmail: null,
  phone: null,
  representative: null,
  register: null,
  vatId: null,
  jurisdiction: null,
};

/** An operator object as the server writes it (page meta tag, GraphQL), or null when it is not one. */
export function parseOperator(value: unknown): LegalOperator | null {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const operator: Record<string, unknown> = {};
  for (const field of OPERATOR_FIELDS) {
    const v = source[field];
    if (v === null || v === undefined) operator[field] = null;
    else if (
      field === 'address' ? Array.isArray(v) && v.every((line) => typeof line === 'string') : typeof v === 'string'
    )
      operator[field] = v;
    else return null;
  }
  return operator as unknown as LegalOperator;
}
