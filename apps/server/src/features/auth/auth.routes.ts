import { AuthResponseSchema, SignInSchema, SignOutResponseSchema, SignUpSchema } from '@rootshare/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from './auth.guard';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const client = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/signup',
    { schema: { body: SignUpSchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => reply.code(201).send(await auth.signUp(request.body, client(request))),
  );

  app.post(
    '/signin',
    { schema: { body: SignInSchema, response: { 200: AuthResponseSchema } } },
    async (request) => auth.signIn(request.body, client(request)),
  );

  app.post(
    '/signout',
    { preHandler: app.requireMember, schema: { response: { 200: SignOutResponseSchema } } },
    async (request) => {
      await auth.signOut(memberOf(request));
      return { success: true as const };
    },
  );
};
