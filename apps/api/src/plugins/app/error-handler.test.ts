import { describe, expect, it } from 'vitest';
import { loggableError } from '../../lib/log-serializers';

describe('error logging', () => {
  it('keeps query parameters (personal data) out of the log', () => {
    const cause = new Error('duplicate key value violates unique constraint');
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: jane@example.com,$scrypt$secret',
      ),
      { name: 'DrizzleQueryError', cause, params: ['jane@example.com'] },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toContain('secret');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('duplicate key value');
  });
});
