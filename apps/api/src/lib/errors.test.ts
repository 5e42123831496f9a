import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';

describe('DomainError', () => {
  it('carries its code, status, message and details', () => {
    const error = new DomainError('CONFLICT', 'Already settled', { round: 'r1' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Already settled');
    expect(error.details).toEqual({ round: 'r1' });
  });

  it('captures no stack frames, and leaves other errors their stacks', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new DomainError('UNPROCESSABLE', 'Not enough coins');
    expect(refusal.stack).toBe('DomainError: Not enough coins');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toContain('errors.test.ts');
  });
});
