import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/messages?conversation=abc-123')).toBe('/messages?conversation=abc-123');
    expect(safeReturnPath('/plant/p1?swap=request#care')).toBe('/plant/p1?swap=request#care');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/messages'],
    ['an absolute address', 'https://evil.example'],
    ['an absolute address of another scheme', 'http://evil.example/auth'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash in the middle', '/messages\\..\\\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a script address in capitals', 'JaVaScRiPt:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded slash pair after the first slash', '/%2F%2Fevil.example'],
    ['an encoded slash after the first slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded address without a leading slash', '%2F%2Fevil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break that browsers drop', '/\n/evil.example'],
    ['a relative path', 'messages'],
    ['the sign-in page', '/auth?next=/auth'],
    ['a page under sign-in', '/auth/forgot'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('adds the encoded return place to the sign-in page', () => {
    const path = signInPath('/messages?conversation=abc');
    expect(path).toBe('/auth?mode=signin&next=%2Fmessages%3Fconversation%3Dabc');
    expect(new URLSearchParams(path.split('?')[1]).get('next')).toBe('/messages?conversation=abc');
  });

  it('leaves the return place out for home and for another site', () => {
    expect(signInPath('/')).toBe('/auth?mode=signin');
    expect(signInPath('https://evil.example', 'register')).toBe('/auth?mode=register');
  });

  it('adds the return place to a path without a query', () => {
    expect(withReturnPath('/create-profile', '/meets/m1')).toBe('/create-profile?next=%2Fmeets%2Fm1');
  });
});
