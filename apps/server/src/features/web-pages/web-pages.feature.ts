import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Platform } from '../../platform/feature';
import { pageOf, withHead } from './page-heads';

/**
 * The built web app: its files, and index.html for every other page, carrying the page's own head
 * for the public pages a link can be shared to (plant listings, profiles, posts, meets) so that
 * link previews and search engines, which run no script, read what the page is.
 */
export async function webPagesFeature({ app, publicUrl }: Platform, { webDir }: { webDir: string | null }): Promise<void> {
  const webRoot = webDir && fs.existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent to browsers that take them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = webRoot ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8') : undefined;
  const absolute = (address: string) => new URL(address, `${publicUrl}/`).toString();

  /** The page with its own head, answered as a visitor's API read answers (404 for what a visitor cannot see). */
  async function page(pathname: string, html: string): Promise<{ status: number; html: string }> {
    const found = pageOf(pathname);
    if (!found) return { status: 200, html };
    // Asked as a visitor: the head can never show more than the page shows someone signed out.
    const read = await app.inject({ method: 'GET', url: found.kind.apiPath(found.id) });
    if (read.statusCode !== 200) return { status: read.statusCode === 404 || read.statusCode === 400 ? 404 : 200, html };
    return { status: 200, html: withHead(html, found.kind.head(read.json(), absolute(pathname), absolute)) };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathOnly.startsWith('/api') && !pathOnly.startsWith('/media');
    if (!indexHtml || !wantsPage) return reply.code(404).send({ error: 'Not found' });
    const { status, html } = await page(pathOnly, indexHtml);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
