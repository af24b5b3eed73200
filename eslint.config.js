// Lint rules, and the import boundaries between the four source roots (design.md "The shape").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url', 'worker_threads'];
const pattern = (group, message) => ({ group, message });

/** Live code runs the migrations through their index; a single migration file is frozen history, not a library. */
const migrationFiles = pattern(
  ['**/migrations/*/*', '!**/migrations/*/index.js'],
  'Import migrations only through migrations/<db>/index.js: a migration is frozen history, so live code keeps its own constants.',
);

/** Test files that share one module graph may not call these `vi` helpers, which would change it for the files after them. */
const forbidVi = (files, properties, message) => ({
  files,
  rules: { 'no-restricted-properties': ['error', ...properties.map((property) => ({ object: 'vi', property, message }))] },
});

/** One rule per source root: which imports it may never make. */
const boundaries = {
  'src-shared/**': [
    pattern(nodeBuiltins, 'src-shared is pure TypeScript: no Node runtime.'),
    pattern(['electron', 'electron-store', 'better-sqlite3', 'pg', 'kysely', 'fastify', '@fastify/*'], 'src-shared imports no runtime: no electron or database.'),
    pattern(['react', 'react-dom', 'react/*', 'react-dom/*', '@mantine/*', '@tanstack/*'], 'src-shared imports no UI library.'),
    pattern(['**/src-server/**', '**/src-main/**', '**/src-renderer/**'], 'src-shared depends on nothing else in the project.'),
    migrationFiles,
  ],
  'src-renderer/**': [
    pattern(['**/src-main/**', '**/src-server/**'], 'The renderer talks to the main process only through the typed IPC client.'),
    pattern(nodeBuiltins, 'The renderer runs sandboxed: no Node runtime.'),
    pattern(['electron', 'electron-store', 'better-sqlite3', 'pg', 'kysely', 'fastify'], 'The renderer reaches data only through IPC.'),
    migrationFiles,
  ],
  'src-server/**': [
    pattern(['**/src-main/**', '**/src-renderer/**'], 'The server never depends on the desktop code.'),
    pattern(['electron', 'electron-store', 'react', 'react-dom', '@mantine/*'], 'The server runs in plain Node.'),
    migrationFiles,
  ],
  'src-main/**': [pattern(['**/src-renderer/**'], 'The main process never imports screens.'), migrationFiles],
  // A migration is frozen: it holds its own SQL and constants, so a change to live code never rewrites history.
  'migrations/**': [pattern(['**/src-*/**', '**/src-*'], 'A migration never imports live code: copy the values it needs, as they are when it is written.')],
};

/** Single imports a source root may not make, beside its boundaries. */
const restrictedPaths = {
  'src-renderer/**': [
    {
      name: '@mantine/core',
      importNames: ['NumberInput'],
      message: "NumberInput reads '.' as a decimal point (1.350,50 became 1,35): use components/MoneyInput, PercentInput, QuantityInput or DecimalInput.",
    },
  ],
};

/**
 * An error's `message` is the contract's English for the log and the HTTP body; what a screen or a
 * print shows comes from the error's key (src-shared/error-keys). Reading a message's words to
 * decide anything — matching, searching, comparing it — is how English sentences used to be turned
 * back into keys, and is refused here (tests/unit/lint/message-parsing.test.ts checks the rule bites).
 */
const MESSAGE_PARSING = 'Do not read an error message to decide what to show: use its key and params (src-shared/error-keys).';
const messageParsing = [
  ['CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|matchAll|search|indexOf)$/][callee.object.property.name="message"]', 'a message searched'],
  ['CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name="message"]', 'a message matched by a pattern'],
  ['BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name="message"]', 'a message compared'],
].map(([selector, what]) => ({ selector, message: `${MESSAGE_PARSING} (${what})` }));

/**
 * A screen feature (src-renderer/features/<name>/) imports its own folder, the renderer's shared
 * modules (components/, app/, i18n/) and src-shared, never another feature: what several features
 * use lives in components/<topic>/ under a name of its own (src-renderer/components/README.md), and
 * only app/ brings features together (app/screens.ts). The shared modules never import a feature.
 * tests/unit/lint/feature-imports.test.ts checks the rule bites.
 */
const RENDERER_SHARED = ['src-renderer/components/', 'src-renderer/app/', 'src-renderer/i18n/'];
const featureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        "The feature '{{feature}}' imports '{{target}}' of the feature '{{other}}': a feature imports only its own folder, components/, app/, i18n/ and src-shared. Move what both use to src-renderer/components/<topic>/ (see its README).",
      outside: "The feature '{{feature}}' imports '{{target}}': a feature imports only its own folder, components/, app/, i18n/ and src-shared.",
      featureFromShared: "Shared renderer code imports the feature module '{{target}}': components/ and i18n/ serve every feature and depend on none.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const own = /^src-renderer\/features\/([^/]+)\//.exec(file)?.[1];
    const shared = file.startsWith('src-renderer/components/') || file.startsWith('src-renderer/i18n/');
    if (own === undefined && !shared) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source.value));
      const other = /^src-renderer\/features\/([^/]+)\//.exec(target)?.[1];
      if (shared && other !== undefined) context.report({ node: source, messageId: 'featureFromShared', data: { target } });
      if (own === undefined || other === own || !target.startsWith('src-renderer/')) return;
      if (other !== undefined) context.report({ node: source, messageId: 'otherFeature', data: { feature: own, target, other } });
      else if (!RENDERER_SHARED.some((dir) => target.startsWith(dir))) context.report({ node: source, messageId: 'outside', data: { feature: own, target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'release/**', 'test-results/**', 'artifacts/**', 'data/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'off',
    },
  },
  ...Object.entries(boundaries).map(([dir, patterns]) => ({
    files: [`${dir}/*.ts`, `${dir}/*.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns, paths: restrictedPaths[dir] ?? [] }] },
  })),
  {
    // Only the Electron shell may touch Electron; everything else in src-main runs in plain Node.
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...boundaries['src-main/**'], pattern(['electron', 'electron-store'], 'Only src-main/electron/ may import Electron.')] }],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.tsx', 'src-main/**/*.ts', 'src-shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...messageParsing] },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.tsx'],
    plugins: { renderer: { rules: { 'feature-imports': featureImports } } },
    rules: { 'renderer/feature-imports': 'error' },
  },
  // Integration files share one module graph (vitest.config.ts, isolate: false): none may change it for the others.
  forbidVi(
    ['tests/integration/**/*.ts'],
    ['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'spyOn'],
    'Integration files share their modules (isolate: false): use real parts, not mocks or stubs.',
  ),
  // Unit files share one module graph too; fake timers are allowed when each test hands the real ones back.
  forbidVi(
    ['tests/unit/**/*.ts', 'tests/unit/**/*.tsx'],
    ['mock', 'doMock', 'stubEnv', 'stubGlobal', 'spyOn'],
    'Unit files share their modules (isolate: false): pass the part in rather than mocking or stubbing a module.',
  ),
);
