import { describe, expect, it } from 'vitest';
import { serializeError } from './logger.js';

const databaseError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('serializeError', () => {
  it('drops the bound values of a failed query and the detail line of its cause', () => {
    const cause = databaseError(
      '23505',
      'duplicate key value violates unique constraint "user_email_live_idx"',
      {
        constraint: 'user_email_live_idx',
        detail: 'Key (email)=(ada@example.com) already exists.',
        params: ['ada@example.com', 'scrypt$32768$8$1$salt$hash'],
      },
    );
    const error = new Error(
      'Failed query: insert into "user" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,scrypt$32768$8$1$salt$hash',
      { cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('scrypt$');
    expect(logged).toContain('params: [redacted]');
    // Names of constraints are kept: they say what went wrong without saying whose data.
    expect(logged).toContain('user_email_live_idx');
    expect(logged).toContain('"code":"23505"');
  });

  it('drops the values PostgreSQL quotes in the message of a data exception', () => {
    for (const [code, message] of [
      ['22P02', 'invalid input syntax for type integer: "ada@example.com"'],
      ['22007', 'invalid input syntax for type timestamp with time zone: "ada@example.com 2026"'],
      ['22P02', 'invalid input value for enum user_role: "ada@example.com"'],
      ['22003', 'value "ada@example.com" is out of range for type integer'],
    ] as const) {
      const logged = JSON.stringify(serializeError(databaseError(code, message)));
      expect(logged, message).not.toContain('ada@example.com');
      expect(logged).toContain('[redacted]');
    }
  });
});
