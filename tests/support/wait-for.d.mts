// Types of wait-for.mjs.

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

/**
 * Polls `predicate` until it returns (or resolves to) a truthy value, and returns that value. A
 * predicate that throws counts as "not yet"; on timeout the error names `what` and the last value
 * or error seen.
 */
export function waitFor<T>(predicate: () => T | Promise<T>, options: WaitForOptions): Promise<Truthy<T>>;
