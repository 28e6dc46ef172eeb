// Bundles the server (dist/main.js), the admin command (dist/admin-cli.js) and the backup command (dist/backup-cli.js) with the contracts
// package; npm packages stay external. Then makes the embedded database's empty cluster a first start loads (ADR 0059).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/admin-cli.ts', 'src/backup-cli.ts', 'src/pglite-template-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        // Workspace contracts are TypeScript source: bundle them instead of leaving them external.
        b.onResolve({ filter: /^@rootshare\/contracts\// }, (args) => ({
          path: new URL(`../../packages/contracts/src/${args.path.split('/').pop()}.ts`, import.meta.url).pathname,
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});

const template = spawnSync(process.execPath, ['dist/pglite-template-cli.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
