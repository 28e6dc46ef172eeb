import type { Database } from '../../platform/db';
import { setMemberRole } from '../auth/auth.writes';
import { findMemberByUsername } from './admin.repo';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <username>            make a member an admin',
  '       npm run admin -- --revoke <username>   take the admin role back',
  'The database is the one `npm start` uses: DATABASE_URL, else DATA_DIR (./data) with the embedded one.',
].join('\n');

/** What `npm run admin` was asked to do, or why it cannot tell. */
export type AdminCommand =
  { kind: 'help' } | { kind: 'usage-error'; message: string } | { kind: 'change'; username: string; grant: boolean };

/** Exit codes: 0 done (or nothing to change), 1 no such member or a failure, 2 a usage error. */
export interface CommandResult {
  code: 0 | 1 | 2;
  message: string;
}

export function parseAdminArgs(args: string[]): AdminCommand {
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'help' };
  const revoke = args.includes('--revoke');
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--revoke');
  if (unknown) return { kind: 'usage-error', message: `Unknown option: ${unknown}` };
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (names.length !== 1 || !names[0]?.trim())
    return { kind: 'usage-error', message: names.length === 0 ? 'Which member? Give a username.' : 'Give one username at a time.' };
  return { kind: 'change', username: names[0].trim().replace(/^@/, ''), grant: !revoke };
}

/** Grants or revokes the admin role; a running server sees the change within the sessions' lifetime in CACHE_LIFETIMES (two seconds). */
export async function changeAdminRole(db: Database, username: string, grant: boolean): Promise<CommandResult> {
  const member = await findMemberByUsername(db, username);
  if (!member) return { code: 1, message: `No member is called "${username}". Nothing was changed.` };
  const wanted = grant ? 'admin' : 'member';
  if (member.role === wanted)
    return {
      code: 0,
      message: grant ? `${member.username} is already an admin.` : `${member.username} is not an admin; nothing to revoke.`,
    };
  await setMemberRole(db, member.id, wanted);
  return {
    code: 0,
    message: grant
      ? `${member.username} is now an admin. The Admin link appears the next time they open Rootshare.`
      : `${member.username} is no longer an admin.`,
  };
}
