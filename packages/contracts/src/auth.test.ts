import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, SignUpFormSchema, SignUpSchema } from './auth';

describe('the sign-up schemas', () => {
  it('refuses mismatched passwords saying they do not match', () => {
    const result = SignUpFormSchema.safeParse({
      username: 'fern',
      email: 'fern@example.test',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgX',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('accepts 8 to 128 characters and refuses 7 or 129', () => {
    const base = { username: 'fern', email: 'fern@example.test' };
    expect(SignUpSchema.safeParse({ ...base, password: 'x'.repeat(7) }).success).toBe(false);
    expect(SignUpSchema.safeParse({ ...base, password: 'x'.repeat(8) }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...base, password: 'x'.repeat(128) }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('refuses usernames that could be mistaken for profile ids', () => {
    const result = SignUpSchema.safeParse({
      username: '3f2b8c1e-0d3a-4c55-9a0e-1b2c3d4e5f60',
      email: 'a@example.test',
      password: 'abcdefgh',
    });
    expect(result.success).toBe(false);
  });
});
