// JavaScript, so the bench scripts (plain node) share it with the TypeScript tests; types in wait-for.d.mts.
import { inspect } from 'node:util';

const describe = (value) => inspect(value, { depth: 4, breakLength: Infinity, maxStringLength: 2000 });

/**
 * Polls `predicate` until it returns (or resolves to) a truthy value, and returns that value. A
 * predicate that throws counts as "not yet". After `timeout` ms it throws an error naming `what`
 * and the last value or error seen, so a failure says what never happened.
 */
export async function waitFor(predicate, { what, timeout = 10_000, interval = 25 }) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const seen =
        'error' in last
          ? `last error: ${last.error instanceof Error ? (last.error.stack ?? last.error.message) : describe(last.error)}`
          : `last value: ${describe(last.value)}`;
      throw new Error(
        `timed out after ${timeout} ms waiting for ${typeof what === 'function' ? what() : what}; ${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
