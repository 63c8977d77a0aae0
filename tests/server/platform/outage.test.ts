import { describe, expect, it } from '@jest/globals';
import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isConnectionError } from '../../../server/platform/outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises an unreachable database in the shapes pg and MikroORM throw', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001']) {
      expect(isConnectionError(withCode(code))).toBe(true);
      // MikroORM copies the driver's properties onto its own exception.
      expect(isConnectionError(new DriverException(withCode(code)))).toBe(true);
    }
    expect(isConnectionError(new ConnectionException(new Error('connect failed')))).toBe(true);
    expect(isConnectionError(new DriverException(new Error('select 1 - Connection terminated unexpectedly')))).toBe(
      true,
    );
    // pg's pool, when no connection is free or made within connectionTimeoutMillis.
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves every other failure alone (a bug stays a 500, a constraint its own answer)', () => {
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(new UniqueConstraintViolationException(withCode('23505', 'duplicate key')))).toBe(false);
    expect(isConnectionError(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    // A value of the statement that merely mentions the words is no outage.
    expect(isConnectionError(new Error(`insert into t values ('Connection terminated') - syntax error`))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});
