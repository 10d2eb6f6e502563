import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './sql.ts';

/** A driver error as node-postgres makes it: a message and, from the server, a SQLSTATE `code`. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isConnectionLoss', () => {
  it('knows a terminated backend, a shutdown and a connection exception by SQLSTATE, through Drizzle', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '53300']) {
      const wrapped = new DrizzleQueryError('select 1', [], driverError('terminating connection', code));
      expect(isConnectionLoss(wrapped), code).toBe(true);
    }
  });

  it('knows a dropped socket, a refused connection and a pool that could not connect in time', () => {
    expect(isConnectionLoss(driverError('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(driverError('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLoss(driverError('timeout exceeded when trying to connect'))).toBe(true);
    // A transaction whose connection died fails on its ROLLBACK with this.
    const rollback = driverError('Client has encountered a connection error and is not queryable');
    expect(isConnectionLoss(new DrizzleQueryError('rollback', [], rollback))).toBe(true);
  });

  it('leaves failures of the query itself alone', () => {
    expect(isConnectionLoss(driverError('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionLoss(driverError('deadlock detected', '40P01'))).toBe(false);
    expect(isConnectionLoss(driverError('canceling statement due to statement timeout', '57014'))).toBe(
      false,
    );
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss('not an error')).toBe(false);
  });
});
