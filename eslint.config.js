import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'], noWarnOnMultipleProjects: true })],
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
      // Every UPDATE and DELETE names its rows (DESIGN.md §7, create-t3-turbo).
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
    // presenters or components' internals (DESIGN.md §2).
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.repo', '../*/*.routes'], message: "Call the other feature's service instead (presenters may be reused)." }] },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts', 'packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Platform and contracts never depend on features.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A feature's api/ modules and components/ are its public face (the profile page shows the
            // plants feature's My Plants section); its pages and lib/ internals are not.
            { group: ['@/features/*/pages/*', '@/features/*/lib/*'], message: "Use the other feature's api/ module or components." },
          ],
        },
      ],
      // SECURITY.md §18: user text is rendered as text, never injected as HTML.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user text as text (SECURITY.md §18).' },
        { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]", message: 'Render user text as text (SECURITY.md §18).' },
      ],
    },
  },
  {
    // The router and the app shell assemble feature pages; that is their job.
    files: ['apps/web/src/app/**/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['bench/**/*.mjs', 'apps/server/build.mjs', 'apps/web/e2e/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
