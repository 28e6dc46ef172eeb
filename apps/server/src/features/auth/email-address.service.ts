import type { Member } from './auth.service';
import { cancelEmailChange, requestEmailChange } from './use-cases/change-email';
import { confirmEmail } from './use-cases/confirm-email';
import { sendConfirmationMail } from './use-cases/confirmation-mail';
import { createEmailAddressContext, type EmailAddressDeps } from './use-cases/email-address-context';
import { resendVerification, startVerification } from './use-cases/verify-email';

export { maskEmail } from './use-cases/confirmation-mail';
export { EMAIL_LIMITS } from './use-cases/email-address-context';

/**
 * The member's e-mail address (docs/security.md S48, S49): confirming it after sign-up, and changing
 * it with the password and a link mailed to the new address. Mail is made by the
 * 'email-confirmation-mail' job, never inside a request. Each use case is a file of its own under use-cases/.
 */
export function createEmailAddressService(deps: EmailAddressDeps) {
  const ctx = createEmailAddressContext(deps);
  return {
    startVerification: (user: { id: string; email: string }) => startVerification(ctx, user),
    resendVerification: (userId: string) => resendVerification(ctx, userId),
    sendConfirmationMail: (confirmationId: string, jobId: string) => sendConfirmationMail(ctx, confirmationId, jobId),
    confirm: (token: string) => confirmEmail(ctx, token),
    status: ctx.status,
    requestChange: (member: Member, email: string) => requestEmailChange(ctx, member, email),
    cancelChange: (userId: string) => cancelEmailChange(ctx, userId),
  };
}

export type EmailAddressService = ReturnType<typeof createEmailAddressService>;
