import { deliverOnce } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-template';
import { passwordChangedMail } from '../auth-mails';
import { findUserById } from '../auth.repo';
import type { AuthContext } from './context';

/** The job telling a member their password changed, with the way back in if it was not them; once per job. */
export async function sendPasswordChangedMail(ctx: AuthContext, userId: string, jobId: string): Promise<void> {
  await deliverOnce(ctx.db, ctx.mailer, jobId, async () => {
    const user = await findUserById(ctx.db, userId);
    if (!user || user.suspendedAt) return null;
    return renderMail(passwordChangedMail(user.email, user.username, `${ctx.publicUrl}/auth/forgot`, user.language));
  });
}
