import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, QUICK_FAILURE, shouldRetry } from './query-client';

describe('query defaults', () => {
  it('keeps data fresh for 5 minutes and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('never retries authentication failures', () => {
    expect(shouldRetry(0, new Error('Invalid token'))).toBe(false);
    expect(shouldRetry(0, new Error('Access token required'))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    const error = new ApiError('HTTP 503', 503);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('retries a list a person waits on once, and never what a retry cannot change', () => {
    expect(QUICK_FAILURE.retry(0, new ApiError('HTTP 503', 503))).toBe(true);
    expect(QUICK_FAILURE.retry(1, new ApiError('HTTP 503', 503))).toBe(false);
    expect(QUICK_FAILURE.retry(0, new ApiError('Unknown care level', 400))).toBe(false);
  });
});
