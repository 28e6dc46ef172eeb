import { afterEach, describe, expect, it } from 'vitest';
import { isFirstVisit } from './greeting';
import { clearSession } from './session-storage';

const joinedNow = { id: 'member-new', created_at: new Date().toISOString() };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the home greeting', () => {
  it('welcomes a new member to Rootshare for the whole first visit, across reloads of the tab', () => {
    expect(isFirstVisit(joinedNow)).toBe(true);
    expect(isFirstVisit(joinedNow)).toBe(true);
  });

  it('welcomes a new member back once they sign out and in again in the same tab', () => {
    expect(isFirstVisit(joinedNow)).toBe(true);
    clearSession();
    expect(isFirstVisit(joinedNow)).toBe(false);
  });

  it('welcomes back a member whose account is more than a day old, even on a browser new to them', () => {
    const joinedLastWeek = { id: 'member-old', created_at: new Date(Date.now() - 7 * 86_400_000).toISOString() };
    expect(isFirstVisit(joinedLastWeek)).toBe(false);
  });
});
