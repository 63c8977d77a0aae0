import { inspect } from 'node:util';

export interface WaitForOptions {
  /** What is awaited, for the error: "the reset e-mail to user@example.com" (a function: read on timeout). */
  what: string | (() => string);
  /** Milliseconds before giving up; below jest's test timeout, so the error names what was awaited. */
  timeout?: number;
  /** Milliseconds between two looks. */
  interval?: number;
}

/** What `if (value)` lets through. */
export type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

const describe = (value: unknown) => inspect(value, { depth: 4, breakLength: Infinity, maxStringLength: 2000 });

/**
 * Polls `predicate` until it returns (or resolves to) a truthy value, and returns that value. A
 * predicate that throws counts as "not yet". After `timeout` ms it throws an error naming `what`
 * and the last value or error seen, so a failure says what never happened.
 */
export async function waitFor<T>(predicate: () => T | Promise<T>, { what, timeout = 10_000, interval = 25 }: WaitForOptions): Promise<Truthy<T>> {
  const deadline = Date.now() + timeout;
  let last: { value: unknown } | { error: unknown } = { value: undefined };
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as Truthy<T>;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const seen = 'error' in last ? `last error: ${last.error instanceof Error ? (last.error.stack ?? last.error.message) : describe(last.error)}` : `last value: ${describe(last.value)}`;
      throw new Error(`timed out after ${timeout} ms waiting for ${typeof what === 'function' ? what() : what}; ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
