import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the web build says each page path loads first (apps/web/vite.config.ts, routePreloads). */
const RoutePreloadsSchema = z.object({
  routes: z.array(z.object({ path: z.string().startsWith('/'), files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)) })),
});

/** The app's index.html for a page path, with modulepreload links for the scripts that page needs. */
export type PageShell = (pathname: string) => Buffer;

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** True when a router path such as `/profile/:userId` matches the request's path. */
function matches(pattern: string[], pathname: string[]): boolean {
  return pattern.length === pathname.length && pattern.every((part, index) => part.startsWith(':') || part === pathname[index]);
}

/**
 * Builds every page's HTML once, at start. Without route-preloads.json (an older build) every path
 * gets the plain index.html; an unknown path gets it too (the app shows its not-found page).
 */
export function createPageShell(webRoot: string): PageShell {
  const index = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const plain = Buffer.from(index);
  const preloadsFile = path.join(webRoot, 'route-preloads.json');
  if (!fs.existsSync(preloadsFile)) return () => plain;
  const { routes } = RoutePreloadsSchema.parse(JSON.parse(fs.readFileSync(preloadsFile, 'utf8')));
  if (!index.includes('</head>')) throw new Error(`${path.join(webRoot, 'index.html')} has no </head> to add the page's preloads to`);
  const pages = routes.map((route) => {
    const links = route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    return { pattern: segmentsOf(route.path), html: Buffer.from(index.replace('</head>', `${links}</head>`)) };
  });
  return (pathname) => {
    const requested = segmentsOf(pathname);
    return pages.find((page) => matches(page.pattern, requested))?.html ?? plain;
  };
}
