import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defineConfig } from 'vitest/config';
import { manifestFile } from './src/lib/i18n/manifest-file';
import manifestWords from './src/lib/i18n/manifest-words.json';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time, for the server's static files to send to browsers that accept them (@fastify/static
 * preCompressed): the app's JavaScript crosses the network at about a third of its size.
 */
function precompress(): Plugin {
  return {
    name: 'rootshare-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the Latin face of the app's font from the page itself, so it arrives with the first
 * script instead of after the stylesheet asks for it: text then renders in Figtree from the first
 * paint and nothing shifts when the font swaps in (Lighthouse's layout shift on landing and browse).
 */
function preloadFont(): Plugin {
  return {
    name: 'rootshare-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => /figtree-latin-wght-normal-.*\.woff2$/.test(fileName));
        if (!font) throw new Error('the Figtree Latin font is missing from the build');
        return [
          { tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}

const TESTS = 'src/**/*.test.{ts,tsx}';
const MODULE_MOCKING_TESTS = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('));

const languagesOfManifests = Object.keys(manifestWords) as (keyof typeof manifestWords)[];

/** The web app manifest in a language: only its description and language differ between them. */
function manifestIn(language: keyof typeof manifestWords) {
  return {
    id: '/',
    name: 'Rootshare',
    short_name: 'Rootshare',
    description: manifestWords[language].description,
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    // The leaf green of the header's theme colour and the warm off-white of the page (index.css).
    theme_color: '#2f6b3a',
    background_color: '#faf6ee',
    categories: ['lifestyle', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The manifest in every other language, beside the English one the page links first: the app
 * points its link at the member's language (lib/i18n/language.ts) before the browser offers to install it.
 */
function languageManifests(): Plugin {
  return {
    name: 'rootshare-language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of languagesOfManifests.filter((one) => one !== 'en'))
        this.emitFile({ type: 'asset', fileName: manifestFile(language).slice(1), source: JSON.stringify(manifestIn(language)) });
    },
  };
}

/**
 * The installable app (docs/decisions/0019-installable-app-and-web-push.md): the web app manifest,
 * linked from the page, and the service worker built from src/sw/sw.ts with the list of files it
 * keeps, taken from this build's output: the app shell, every page's code and styles, the fonts and
 * the icons (docs/decisions/0048-offline-reads-and-an-outbox.md). The app registers the worker
 * itself once the page has loaded (lib/service-worker.ts), so the first page carries nothing of it.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    injectManifest: { globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'] },
    includeManifestIcons: false,
    manifest: manifestIn('en'),
  });
}

const CATALOG = /[\\/]lib[\\/]i18n[\\/]messages[\\/][\w.-]+\.json$/;

/** An ICU message as the page formats it (lib/i18n/format.ts): plain text stays text, anything else its syntax tree. */
function compileMessage(message: string): string | MessageFormatElement[] {
  const elements = parse(message);
  const [only] = elements;
  return elements.length === 1 && only?.type === TYPE.literal ? only.value : elements;
}

/**
 * Compiles the message catalogs (docs/decisions/0061-languages-with-formatjs.md) in every mode, so
 * the page carries no ICU parser and tests and development format exactly what the build ships.
 */
function compileCatalogs(): Plugin {
  return {
    name: 'rootshare-compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      return JSON.stringify(Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)])));
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), compileCatalogs(), preloadFont(), precompress(), installableApp(), languageManifests()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // The page links the entry's own chunks for preloading; a page's chunks are not preloaded
    // through links when it loads on demand: each link cost the phone's main thread more than the
    // request it saved, since a page chunk names its chunks itself.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Few files per page (ADR 0013): the contracts' plain values in one chunk that never imports zod,
    // TanStack Query preloaded with the entry, and small shared chunks copied into their users.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'contract-values', test: /packages[\\/]contracts[\\/]src[\\/][a-z-]+-constants\.ts$/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Longer than the five seconds findBy and waitFor wait (vitest.setup.ts), so a missing outcome
    // fails with Testing Library's description of the page rather than a bare timeout.
    testTimeout: 15_000,
    // Vitest's default leaves a core free: one worker on a two-core machine. Two ran the suite in
    // 187 s where one took about 300 s of CPU on its own, and findBy's waits hold either way.
    maxWorkers: 2,
    projects: [
      // Test files share a worker's page and loaded modules instead of each setting up its own
      // (most of the suite's time went to that); vitest.setup.ts clears what a file leaves behind.
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: MODULE_MOCKING_TESTS, isolate: false } },
      // A file that replaces a module with vi.mock needs modules loaded afresh, around its mock.
      { extends: true, test: { name: 'isolated', include: MODULE_MOCKING_TESTS } },
    ],
  },
});
