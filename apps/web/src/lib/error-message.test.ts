import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("uses an error's own words, and the fallback for an empty message or anything that is not an error", () => {
    expect(errorMessage(new Error('Username already taken'), 'Please try again.')).toBe('Username already taken');
    expect(errorMessage(new ApiError('That plant is already promised', 409), 'Please try again.')).toBe('That plant is already promised');
    expect(errorMessage(new Error(''), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage('a thrown string', 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(undefined, 'Please try again.')).toBe('Please try again.');
  });
});
