import type { MatcherContext, SyncExpectationResult } from 'expect';

/** Characters of a body shown in a failure: enough for an error's code and keys. */
const BODY_LIMIT = 2000;

const shorten = (text: string) =>
  text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… (${text.length} characters)` : text;

const isFetchResponse = (value: object): value is Response =>
  typeof Response !== 'undefined' && value instanceof Response;

/** What an answer carried: light-my-request's `body`, a parsed `body`, or a GraphQL result's data and errors. */
function bodyOf(answer: Record<string, unknown>): string {
  const type = String((answer.headers as Record<string, unknown> | undefined)?.['content-type'] ?? '');
  if (typeof answer.body === 'string')
    return /^(application\/pdf|image\/|application\/octet-stream)/.test(type)
      ? `(${answer.body.length} characters of ${type})`
      : shorten(answer.body);
  if ('body' in answer) return shorten(JSON.stringify(answer.body) ?? String(answer.body));
  const { status: _status, statusCode: _statusCode, ...rest } = answer;
  return shorten(JSON.stringify(rest) ?? '');
}

function result(
  context: MatcherContext,
  received: number | undefined,
  expected: number,
  body: string,
): SyncExpectationResult {
  const pass = received === expected;
  const { printExpected, printReceived } = context.utils;
  return {
    pass,
    message: () =>
      `${context.utils.matcherHint('toHaveStatus', 'answer', 'status', { isNot: context.isNot })}\n\n` +
      `Expected status: ${context.isNot ? 'not ' : ''}${printExpected(expected)}\nReceived status: ${printReceived(received)}\nBody: ${body}`,
  };
}

/**
 * `expect(answer).toHaveStatus(200)`: the HTTP status of an inject answer (`statusCode`), a fetch
 * `Response` or an object with `status` (the `gql()` helper's result); when it fails, the message
 * shows the answer's body, which says why. A fetch `Response` is read from a copy, so the caller
 * must `await` the matcher for one.
 */
export function toHaveStatus(
  this: MatcherContext,
  received: unknown,
  expected: number,
): SyncExpectationResult | Promise<SyncExpectationResult> {
  if (typeof received !== 'object' || received === null) {
    throw new Error(
      `toHaveStatus expects an HTTP answer (with statusCode or status), got ${this.utils.printReceived(received)}`,
    );
  }
  if (isFetchResponse(received)) {
    const passes = (received.status === expected) !== this.isNot;
    // A passing check needs no body: it stays synchronous.
    if (passes || received.bodyUsed)
      return result(this, received.status, expected, received.bodyUsed ? '(already read)' : '(not read)');
    return received
      .clone()
      .text()
      .then(
        (text) => result(this, received.status, expected, shorten(text)),
        (error: unknown) => result(this, received.status, expected, `(unreadable: ${String(error)})`),
      );
  }
  const answer = received as Record<string, unknown>;
  const status = typeof answer.statusCode === 'number' ? answer.statusCode : answer.status;
  if (typeof status !== 'number')
    throw new Error(
      `toHaveStatus expects an HTTP answer (with statusCode or status), got ${this.utils.printReceived(received)}`,
    );
  return result(this, status, expected, bodyOf(answer));
}
