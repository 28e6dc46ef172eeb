import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's import zones, as bulletproof-react draws them (docs/architecture.md): shared code
// (components/, lib/) never reaches up into features/ or app/; a feature reaches another only
// through its api/ or components/; and only app/ composes features into the shell and the router.
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  {
    target: [path.join(webSrc, 'components'), path.join(webSrc, 'lib')],
    from: [path.join(webSrc, 'features'), path.join(webSrc, 'app')],
    message: 'Shared code never imports a feature or the app shell.',
  },
  { target: path.join(webSrc, 'features'), from: path.join(webSrc, 'app'), message: 'Features never import the app shell.' },
  ...webFeatures.map((feature) => ({
    target: path.join(webSrc, 'features', feature),
    from: path.join(webSrc, 'features/*/**'),
    except: [
      path.join(webSrc, 'features', feature, '**'),
      path.join(webSrc, 'features/*/api/**'),
      path.join(webSrc, 'features/*/components/**'),
    ],
    message: "Use the other feature's api/ or components/.",
  })),
];

// docs/security.md S18: user text is rendered as text, never injected as HTML.
const textAsText = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user text as text (docs/security.md S18).' },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Render user text as text (docs/security.md S18).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', 'data/**', 'bench/results/**', '**/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, drizzle },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        // The TypeScript resolver does not follow the web app's `@/` path through its project
        // references; without this, the web import zones and cycles would not see those imports.
        createNodeResolver({ alias: { '@': [webSrc] }, extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Under verbatimModuleSyntax `import { type A }` stays as `import 'module'`: the module (and, for
      // a contract, zod) would load for a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Every UPDATE and DELETE names its rows (docs/architecture.md, server app, create-t3-turbo).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Config files are loaded by their tools through a default export.
    files: ['**/*.config.{ts,js,mjs}', '**/vite.config.ts', '**/drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Features talk to each other through services (server) or api/ modules (web), never repos,
    // presenters or components' internals (docs/architecture.md).
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*.repo', '../*/*.routes'], message: "Call the other feature's service instead (presenters may be reused)." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts', 'packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Platform and contracts never depend on features.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'no-restricted-syntax': ['error', ...textAsText],
    },
  },
  {
    // Every screen's words come from the catalogs (docs/decisions/0061-languages-with-formatjs.md): no
    // literal words in JSX. The legal documents are English only (docs/product-decisions.md#languages).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/features/legal/pages/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...textAsText,
        { selector: 'JSXText[value=/\\p{L}/u]', message: 'Words on a converted screen come from the catalogs: t(key).' },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label|subtitle)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words on a converted screen come from the catalogs: t(key).',
        },
        {
          selector: "CallExpression[callee.object.name='toast'] > Literal",
          message: 'A toast on a converted screen says its words from the catalogs: t(key).',
        },
      ],
    },
  },
  {
    // Tests may render a whole page with the shell around it.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['bench/**/*.mjs', 'apps/server/build.mjs', 'apps/web/e2e/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
