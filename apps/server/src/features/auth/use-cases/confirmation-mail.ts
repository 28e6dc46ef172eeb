import { linkTokenHash, newLinkToken } from '../../../platform/auth';
import { deliverOnce } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-template';
import { addressChangeMail, addressChangeNoticeMail, verificationMail } from '../auth-mails';
import { findOpenConfirmation, setConfirmationToken } from '../email-address.repo';
import type { EmailAddressContext } from './email-address-context';

/**
 * The new address as the notice to the old one shows it: its first character and its domain
 * ("n***@example.org"). Whoever reads the old inbox learns that a change is under way, not where to.
 */
export function maskEmail(email: string): string {
  return `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;
}

/**
 * The job: makes the link's token (only its hash is kept) and mails it, once per job; a change
 * also tells the old address, in a mail of its own. A link that stopped being open (used,
 * replaced, cancelled, expired), a suspended member, or a confirmation for an address the
 * member no longer has, sends nothing.
 */
export async function sendConfirmationMail(ctx: EmailAddressContext, confirmationId: string, jobId: string): Promise<void> {
  const { db, mailer, publicUrl } = ctx;
  const linkUrl = (token: string) => `${publicUrl}/auth/verify?token=${token}`;
  const link = await findOpenConfirmation(db, confirmationId);
  if (!link || link.suspendedAt) return;
  if (link.purpose === 'verify' && link.email.toLowerCase() !== link.currentEmail.toLowerCase()) return;
  await deliverOnce(db, mailer, jobId, async () => {
    const token = newLinkToken();
    if (!(await setConfirmationToken(db, confirmationId, linkTokenHash(token)))) return null;
    return renderMail(
      link.purpose === 'verify'
        ? verificationMail(link.email, link.username, linkUrl(token), link.language)
        : addressChangeMail(link.email, link.username, linkUrl(token), link.language),
    );
  });
  if (link.purpose === 'change')
    await deliverOnce(db, mailer, `${jobId}:notice`, () =>
      renderMail(addressChangeNoticeMail(link.currentEmail, link.username, maskEmail(link.email), `${publicUrl}/settings`, link.language)),
    );
}
