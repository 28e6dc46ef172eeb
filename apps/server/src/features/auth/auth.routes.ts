import { languageForAcceptLanguage } from '@rootshare/contracts/languages';
import {
  AuthResponseSchema,
  EMAIL_VERIFICATION_SENT,
  EmailConfirmationSchema,
  EmailConfirmedSchema,
  MessageResponseSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignInSchema,
  SignOutResponseSchema,
  SignUpSchema,
} from '@rootshare/contracts/auth';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from './auth.guard';
import type { AuthService } from './auth.service';
import type { EmailAddressService } from './email-address.service';

/** The cookie naming a device that signed in to an account before (docs/security.md S51). */
export const DEVICE_COOKIE = 'rootshare_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

interface AuthRouteOptions {
  auth: AuthService;
  emailAddress: EmailAddressService;
  /** Cookies go over https only (the public address is https). */
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, emailAddress, secureCookies }) => {
  // Only these routes read or set cookies: the API itself authenticates by bearer token.
  await app.register(fastifyCookie);
  const client = (request: {
    ip: string;
    headers: Record<string, string | string[] | undefined>;
    cookies: Record<string, string | undefined>;
  }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    device: request.cookies[DEVICE_COOKIE],
  });

  app.post('/signup', { schema: { body: SignUpSchema, response: { 201: AuthResponseSchema } } }, async (request, reply) =>
    // Without a language chosen on the page, the member keeps the one their browser asks for.
    reply
      .code(201)
      .send(
        await auth.signUp(
          { ...request.body, language: request.body.language ?? languageForAcceptLanguage(request.headers['accept-language']) },
          client(request),
        ),
      ),
  );

  app.post('/signin', { schema: { body: SignInSchema, response: { 200: AuthResponseSchema } } }, async (request, reply) => {
    const { response, device } = await auth.signIn(request.body, client(request));
    reply.setCookie(DEVICE_COOKIE, device, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return response;
  });

  app.post(
    '/password-reset/request',
    { schema: { body: PasswordResetRequestSchema, response: { 202: MessageResponseSchema } } },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body, client(request));
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED });
    },
  );

  app.post('/password-reset', { schema: { body: PasswordResetSchema, response: { 200: MessageResponseSchema } } }, async (request) => {
    await auth.resetPassword(request.body);
    return { message: PASSWORD_RESET_DONE };
  });

  // A mailed e-mail link, opened by a POST from its page (a GET could be spent by a mail scanner).
  // Whoever holds the link may use it; it acts on the account it was made for.
  app.post('/email/confirm', { schema: { body: EmailConfirmationSchema, response: { 200: EmailConfirmedSchema } } }, async (request) =>
    emailAddress.confirm(request.body.token),
  );

  app.post(
    '/email/verification',
    { preHandler: app.requireMember, schema: { response: { 202: MessageResponseSchema } } },
    async (request, reply) => {
      await emailAddress.resendVerification(memberOf(request).userId);
      return reply.code(202).send({ message: EMAIL_VERIFICATION_SENT });
    },
  );

  app.post('/signout', { preHandler: app.requireMember, schema: { response: { 200: SignOutResponseSchema } } }, async (request) => {
    await auth.signOut(memberOf(request));
    return { success: true as const };
  });
};
