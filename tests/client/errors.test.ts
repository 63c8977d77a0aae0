/** @jest-environment jsdom */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from '@jest/globals';
import { endsSession, errorCode, errorMessage, loginErrorMessage } from '../../client/app/errors.js';
import { GraphQLRequestError } from '../../client/app/graphqlRequest.js';

const extensions = (code: string, ...keys: [string, string?][]) => ({
  code,
  errorDataList: keys.map(([translationKey, param]) =>
    param === undefined ? { translationKey } : { translationKey, param },
  ),
});

describe('server error messages (spec section 8)', () => {
  it('shows the first entry of errorDataList, with its param', () => {
    const error = new GraphQLRequestError(
      [{ message: 'x', extensions: extensions('BAD_REQUEST', ['VALIDATION_TOO_LONG', '255'], ['VALIDATION_EMAIL']) }],
      200,
    );
    expect(errorMessage(error)).toEqual({ key: 'VALIDATION_TOO_LONG', param: '255' });
    expect(errorCode(error)).toBe('BAD_REQUEST');
  });

  it("reads Apollo's CombinedGraphQLErrors the same way", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'nope', extensions: extensions('FORBIDDEN', ['ERROR_FORBIDDEN']) }],
    });
    expect(errorMessage(error)).toEqual({ key: 'ERROR_FORBIDDEN' });
    expect(errorCode(error)).toBe('FORBIDDEN');
  });

  it('reads a REST error body', () => {
    expect(errorMessage(extensions('CONFLICT', ['ERROR_STALE_VERSION']))).toEqual({ key: 'ERROR_STALE_VERSION' });
  });

  it('gives the generic error without a code or with an empty list', () => {
    expect(errorMessage(new Error('network down'))).toEqual({ key: 'ERROR_GENERIC' });
    expect(errorMessage(new GraphQLRequestError([{ message: 'x', extensions: { code: 'INTERNAL' } }], 200))).toEqual({
      key: 'ERROR_GENERIC',
    });
    expect(
      errorMessage(new GraphQLRequestError([{ extensions: { errorDataList: [{ translationKey: 'A' }] } }], 200)),
    ).toEqual({
      key: 'ERROR_GENERIC',
    });
    expect(errorMessage({ code: 'BAD_REQUEST', errorDataList: [] })).toEqual({ key: 'ERROR_GENERIC' });
    expect(errorMessage(undefined)).toEqual({ key: 'ERROR_GENERIC' });
  });

  it('login: the LAST entry for 400, 401 and 403; the generic error otherwise', () => {
    const failed = (code: string) =>
      new GraphQLRequestError([{ extensions: extensions(code, ['ERROR_BAD_REQUEST'], ['ERROR_LOGIN_FAILED']) }], 200);
    expect(loginErrorMessage(failed('UNAUTHENTICATED'))).toEqual({ key: 'ERROR_LOGIN_FAILED' });
    expect(loginErrorMessage(failed('BAD_REQUEST'))).toEqual({ key: 'ERROR_LOGIN_FAILED' });
    expect(loginErrorMessage(failed('FORBIDDEN'))).toEqual({ key: 'ERROR_LOGIN_FAILED' });
    expect(loginErrorMessage(failed('TOO_MANY_REQUESTS'))).toEqual({ key: 'ERROR_GENERIC' });
    expect(loginErrorMessage(failed('INTERNAL'))).toEqual({ key: 'ERROR_GENERIC' });
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toEqual({ key: 'ERROR_GENERIC' });
  });

  it('reads the GraphQL body of an HTTP error (ServerError shape)', () => {
    const serverError = {
      statusCode: 401,
      bodyText: JSON.stringify({
        errors: [{ message: 'x', extensions: extensions('UNAUTHENTICATED', ['ERROR_SESSION_EXPIRED']) }],
      }),
    };
    expect(errorMessage(serverError)).toEqual({ key: 'ERROR_SESSION_EXPIRED' });
    expect(errorCode(serverError)).toBe('UNAUTHENTICATED');
    expect(errorMessage({ statusCode: 502, bodyText: '<html>bad gateway</html>' })).toEqual({ key: 'ERROR_GENERIC' });
  });
});

describe('endsSession: the one rule for REST, Apollo and plain GraphQL requests', () => {
  const unauthenticated = new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'no', extensions: extensions('UNAUTHENTICATED', ['ERROR_UNAUTHENTICATED']) }],
  });
  const forbidden = new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'no', extensions: extensions('FORBIDDEN', ['ERROR_FORBIDDEN']) }],
  });

  it('ends the session on 401 or UNAUTHENTICATED to a request that carried a token', () => {
    expect(endsSession(true, { status: 401 })).toBe(true);
    expect(endsSession(true, { error: unauthenticated })).toBe(true);
  });

  it('keeps it without a token, on other refusals, or when the caller asks to keep it', () => {
    expect(endsSession(false, { status: 401 })).toBe(false);
    expect(endsSession(false, { error: unauthenticated })).toBe(false);
    expect(endsSession(true, { status: 403 })).toBe(false);
    expect(endsSession(true, { error: forbidden })).toBe(false);
    expect(endsSession(true, { error: unauthenticated }, true)).toBe(false);
  });
});
