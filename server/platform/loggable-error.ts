import { DriverException } from '@mikro-orm/core';

/** What may be logged of a failed statement: codes and names, never values. */
export interface LoggableDatabaseError {
  type: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

type PgFields = Partial<
  Record<'code' | 'sqlState' | 'constraint' | 'table' | 'column' | 'routine' | 'severity', unknown>
>;

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function isDatabaseError(error: Error & PgFields): boolean {
  if (error instanceof DriverException) return true;
  // pg's DatabaseError, when a statement ran outside MikroORM.
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/**
 * The error as it may be logged. A failed statement's message, detail and parameters hold the
 * user's values (the SQL with them inlined, "Key (email)=(…)"), so only its codes are kept; any
 * other error is logged whole, with its stack.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !isDatabaseError(error as Error & PgFields)) return error;
  const e = error as Error & PgFields;
  const safe: LoggableDatabaseError = { type: e.constructor.name };
  const sqlState = str(e.sqlState) ?? str(e.code);
  if (sqlState) safe.sqlState = sqlState;
  for (const field of ['constraint', 'table', 'column', 'routine'] as const) {
    const value = str(e[field]);
    if (value) safe[field] = value;
  }
  return safe;
}
