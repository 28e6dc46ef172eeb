import { describe, expect, it } from 'vitest';
import { isOutOfSpace } from './errors';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isOutOfSpace', () => {
  it('recognises a full disk, a disk quota and PostgreSQL out of disk, also behind a wrapping error', () => {
    expect(isOutOfSpace(withCode('ENOSPC'))).toBe(true);
    expect(isOutOfSpace(withCode('EDQUOT'))).toBe(true);
    expect(isOutOfSpace(new Error('Failed query', { cause: withCode('53100') }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isOutOfSpace(withCode('ECONNREFUSED'))).toBe(false);
    expect(isOutOfSpace(new Error('boom'))).toBe(false);
    expect(isOutOfSpace(null)).toBe(false);
  });
});
