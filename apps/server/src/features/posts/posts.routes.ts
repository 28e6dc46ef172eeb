import {
  CommentPageSchema,
  CommentSchema,
  CommentsQuerySchema,
  CreateCommentSchema,
  LikeResultSchema,
  LikeStatusSchema,
  PostParamsSchema,
  PostSchema,
  PostsQuerySchema,
} from '@rootshare/contracts/posts';
import fastifyMultipart from '@fastify/multipart';
import { POST_VIDEO_MAX_BYTES } from '@rootshare/contracts/limits';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { PostsService } from './posts.service';

export const postRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  // The body comes encoded with PostPageSchema by the service (its first page is cached).
  app.get('/posts', { preHandler: app.identifyMember, schema: { querystring: PostsQuerySchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await posts.listPostsBody(request.query, request.member?.userId)),
  );

  app.get(
    '/posts/:id',
    { preHandler: app.identifyMember, schema: { params: PostParamsSchema, response: { 200: PostSchema } } },
    async (request) => posts.getPost(request.params.id, request.member?.userId),
  );

  // Multipart: the form is read as it streams (see posts.service), so the body is not validated by a route schema.
  // The multipart plugin lives in this scope only: its hooks would otherwise run on every request of the app.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    // Each route enforces its own, smaller limits as the files stream; these only bound the form's shape.
    await forms.register(fastifyMultipart, {
      limits: { fileSize: POST_VIDEO_MAX_BYTES + 1, files: 2, fields: 8, parts: 10, fieldSize: 100 * 1024 },
    });

    forms.post('/posts', { preHandler: app.requireMember, schema: { response: { 201: PostSchema } } }, async (request, reply) =>
      reply.code(201).send(await posts.createPost(memberOf(request).userId, request.parts())),
    );

    forms.put(
      '/posts/:id',
      { preHandler: app.requireMember, schema: { params: PostParamsSchema, response: { 200: PostSchema } } },
      async (request) => posts.updatePost(request.params.id, memberOf(request).userId, request.parts()),
    );
  });

  app.delete('/posts/:id', { preHandler: app.requireMember, schema: { params: PostParamsSchema } }, async (request, reply) => {
    await posts.deletePost(request.params.id, memberOf(request).userId);
    return reply.code(204).send();
  });

  app.post(
    '/posts/:id/like',
    { preHandler: app.requireMember, schema: { params: PostParamsSchema, response: { 200: LikeResultSchema } } },
    async (request) => posts.likePost(request.params.id, memberOf(request).userId),
  );

  app.delete(
    '/posts/:id/like',
    { preHandler: app.requireMember, schema: { params: PostParamsSchema, response: { 200: LikeResultSchema } } },
    async (request) => posts.unlikePost(request.params.id, memberOf(request).userId),
  );

  app.get(
    '/posts/:id/like-status',
    { preHandler: app.requireMember, schema: { params: PostParamsSchema, response: { 200: LikeStatusSchema } } },
    async (request) => posts.likeStatus(request.params.id, memberOf(request).userId),
  );

  app.get(
    '/posts/:id/comments',
    {
      preHandler: app.identifyMember,
      schema: { params: PostParamsSchema, querystring: CommentsQuerySchema, response: { 200: CommentPageSchema } },
    },
    async (request) => posts.listComments(request.params.id, request.query.cursor, request.query.limit, request.member?.userId),
  );

  app.post(
    '/posts/:id/comments',
    { preHandler: app.requireMember, schema: { params: PostParamsSchema, body: CreateCommentSchema, response: { 201: CommentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await posts.addComment(request.params.id, memberOf(request).userId, request.body.content)),
  );
};
