/**
 * The catalogue's history (issue 37, decision 069): a product or an indicator as one version
 * keeps it, and what changed between two of them, field by field. Pure, for the server (which
 * records the changes with each version and splits them into audit events) and the client (which
 * reads the change paths to label them).
 */

export type CatalogueEntryKind = 'product' | 'skin_indicator';

/** An entry as a version keeps it: everything a save writes, so that a restore can write it back. */
export interface EntrySnapshot {
  code: string;
  /**
   * The plain fields by their form name: `productCategory`, `productUsage`, `enabled`,
   * `baseProductSuggestions` (products), `skinIndicatorCategory` (indicators).
   */
  fields: Record<string, unknown>;
  /** locale → text; a locale without a text is absent. */
  names: Record<string, string>;
  descriptions: Record<string, string>;
  /** locale → link. */
  searchLinks: Record<string, string>;
  /** The other kind's id → value; 0 (no evaluation) is absent. */
  evaluations: Record<string, number>;
  /** Products: the label's ingredient ids in label order. */
  incis?: number[];
}

/** A field's value before and after (null: it had none, or has none now). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** Fields kept per locale (`names.de_DE`) or per entry of the other kind (`evaluations.12`). */
const PER_LOCALE = ['names', 'descriptions', 'searchLinks'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function diffMap(
  prefix: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  into: Record<string, FieldChange>,
): void {
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (!same(before[key], after[key]))
      into[`${prefix}${key}`] = { before: before[key] ?? null, after: after[key] ?? null };
  }
}

/**
 * What differs from `before` to `after`, by path: plain fields by name (`enabled`), texts and
 * links per locale (`names.de_DE`, `searchLinks.en_GB`), evaluations per entry of the other kind
 * (`evaluations.12`, a missing one counting as 0), and a product's label as one list (`incis`,
 * order matters; none and an empty label are the same). `before` null: a new entry, everything
 * it has is a change from null.
 */
export function entryChanges(before: EntrySnapshot | null, after: EntrySnapshot | null): Record<string, FieldChange> {
  const empty: EntrySnapshot = { code: '', fields: {}, names: {}, descriptions: {}, searchLinks: {}, evaluations: {} };
  const b = before ?? empty;
  const a = after ?? empty;
  const changes: Record<string, FieldChange> = {};
  diffMap('', b.fields, a.fields, changes);
  for (const field of PER_LOCALE) diffMap(`${field}.`, b[field], a[field], changes);
  for (const key of [...new Set([...Object.keys(b.evaluations), ...Object.keys(a.evaluations)])].sort(
    (x, y) => Number(x) - Number(y),
  )) {
    const was = b.evaluations[key] ?? 0;
    const is = a.evaluations[key] ?? 0;
    if (was !== is) changes[`evaluations.${key}`] = { before: was, after: is };
  }
  const incisBefore = b.incis ?? [];
  const incisAfter = a.incis ?? [];
  if (!same(incisBefore, incisAfter))
    changes.incis = {
      before: incisBefore.length > 0 ? incisBefore : null,
      after: incisAfter.length > 0 ? incisAfter : null,
    };
  return changes;
}

/** A change path taken apart: the field, and the locale or the other entry's id it is about. */
export interface ChangePath {
  field: string;
  locale: string | null;
  refId: number | null;
}

export function parseChangePath(path: string): ChangePath {
  const dot = path.indexOf('.');
  if (dot < 0) return { field: path, locale: null, refId: null };
  const field = path.slice(0, dot);
  const rest = path.slice(dot + 1);
  if (field === 'evaluations') return { field, locale: null, refId: Number(rest) };
  return { field, locale: rest, refId: null };
}

/** The order changes are shown in: the form's order (plain fields, texts, links, evaluations, label). */
const FIELD_ORDER = [
  'productCategory',
  'productUsage',
  'skinIndicatorCategory',
  'enabled',
  'names',
  'descriptions',
  'searchLinks',
  'baseProductSuggestions',
  'evaluations',
  'incis',
];

/** Sorts change paths as the form lists its fields (stored changes come back in jsonb's key order). */
export function compareChangePaths(a: string, b: string): number {
  const pa = parseChangePath(a);
  const pb = parseChangePath(b);
  const rank = (p: ChangePath) => {
    const i = FIELD_ORDER.indexOf(p.field);
    return i < 0 ? FIELD_ORDER.length : i;
  };
  return (
    rank(pa) - rank(pb) ||
    pa.field.localeCompare(pb.field) ||
    (pa.refId ?? 0) - (pb.refId ?? 0) ||
    (pa.locale ?? '').localeCompare(pb.locale ?? '')
  );
}
