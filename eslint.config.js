import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The client's layers (docs/architecture.md "Client layers"): app → features → components →
// lib, db, sync. One zone per feature folder, so a new feature is covered the day it is made.
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYERS = 'docs/architecture.md "Client layers"';
const clientLayers = [
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: `A feature never imports another feature: move what both need to components/ or lib/ (${LAYERS}).`,
  })),
  {
    target: './src/client/features',
    from: './src/client/app',
    message: `Features never import app/ (routes are in lib/paths.ts; ${LAYERS}).`,
  },
  {
    target: './src/client/components',
    from: ['./src/client/features', './src/client/app'],
    message: `Shared components never import a feature or app/ (${LAYERS}).`,
  },
  {
    target: './src/client/components',
    from: ['./src/client/sync/outbox.ts', './src/client/sync/local-writes.ts'],
    message: `A shared component does not assemble a domain write: call a sync/ entry such as device-mark-writes.ts or queue-feedback.ts (${LAYERS}).`,
  },
  {
    target: ['./src/client/lib', './src/client/db', './src/client/sync'],
    from: ['./src/client/app', './src/client/features', './src/client/components'],
    message: `lib/, db/ and sync/ are the bottom layers: they import no screen code (${LAYERS}).`,
  },
  {
    target: './src/client/early-taps',
    from: [
      './src/client/main.tsx',
      './src/client/app',
      './src/client/features',
      './src/client/components',
      './src/client/lib',
      './src/client/db',
      './src/client/sync',
      './src/shared',
    ],
    message: `early-taps/ is a script of its own, built alone and run before the app: it imports nothing of the app (${LAYERS}).`,
  },
];

// An error's English `message` compared, searched or used as a key (src/client only).
const MATCHING =
  'Word a failure from its machine word (`error.reason`, lib/error-text.ts), not its English message.';
const errorMessageMatching = [
  "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
  "CallExpression > MemberExpression.callee[property.name=/^(startsWith|endsWith|includes|indexOf|match|matchAll|search|localeCompare)$/] > MemberExpression.object[property.name='message']",
  "CallExpression[callee.property.name=/^(test|exec|get|has|hasOwn|includes|indexOf)$/] > MemberExpression.arguments[property.name='message']",
  "MemberExpression[computed=true] > MemberExpression.property[property.name='message']",
  "SwitchStatement > MemberExpression.discriminant[property.name='message']",
  // The same through a variable named after it (`const message = error.message`).
  "BinaryExpression[operator=/^[!=]==?$/] > Identifier[name='message']",
  "CallExpression > MemberExpression.callee[property.name=/^(startsWith|endsWith|includes|indexOf|match|matchAll|search)$/] > Identifier.object[name='message']",
].map((selector) => ({ selector, message: MATCHING }));
const errorMessageLookup = {
  selector:
    "CallExpression[callee.name=/^(translateValidation|translateLocal|isMessageId|messageIdOfWire)$/] > MemberExpression.arguments[property.name='message']",
  message: MATCHING,
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      '.tmp/**',
      'src/server/db/migrations/**',
      'src/client/locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.server.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // The house rule of docs/spec/conventions.md: shared → {client, server, sw}; client and server never meet.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports the server.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports the client.',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server', './sw'],
              message: 'src/shared is imported by others, never the reverse.',
            },
            {
              target: './sw',
              from: './src/server',
              message: 'The service worker never imports the server.',
            },
            {
              // The one exception (docs/architecture.md): the worker runs the page's own outbox
              // flush, so the two never drift. These modules are DOM-free; sw/tsconfig.json checks
              // them against the WebWorker library.
              target: './sw',
              from: './src/client',
              except: [
                './db/database.ts',
                './sync/outbox.ts',
                './sync/session-copy.ts',
                './sync/transport.ts',
                './lib/api-client.ts',
              ],
              message: 'The service worker may import src/shared and the outbox flush only.',
            },
            {
              target: './src/client',
              from: './sw',
              message: 'The client does not import the service worker.',
            },
            ...clientLayers,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui: pluginLingui },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      // No user-visible literal outside the catalogs (docs/spec/conventions.md, i18n). What it lets through:
      // strings with no letter, strings that start lower-case and have no space (ids, class
      // names, routes, keys, event names), UPPER_CASE codes, values of technical JSX attributes
      // and of UPPER_CASE constants, developer-facing console/Error text.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_ -]+$'],
          ignoreNames: [
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '^(className|id|key|to|href|rel|target|type|role|name|lang)$' } },
            {
              regex: { pattern: '^(htmlFor|autoComplete|inputMode|method|path|src|data-testid)$' },
            },
            {
              regex: { pattern: '^aria-(controls|describedby|labelledby|live|current|haspopup)$' },
            },
          ],
          ignoreFunctions: [
            'lazyPage',
            'managementPage',
            'console.*',
            'Error',
            'TypeError',
            'document.getElementById',
            'document.querySelector',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
          ],
        },
      ],
      // Only the local database module may talk to IndexedDB through Dexie (docs/spec/conventions.md).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dexie', message: 'Import Dexie only in src/client/db.' }] },
      ],
    },
  },
  {
    // Failures are worded from the answer's machine word, in one module (src/client/lib/
    // error-text.ts), never by matching the server's English (docs/api.md "Errors").
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...errorMessageMatching, errorMessageLookup] },
  },
  {
    // The one module that words failures: a VALIDATION_FAILED answer's message is a shared
    // validation id, looked up there.
    files: ['src/client/lib/error-text.ts'],
    rules: { 'no-restricted-syntax': ['error', ...errorMessageMatching] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      // PGlite can crash into an endless loop in pg_trgm's operators (docs/testing.md,
      // "A stalled PGlite"); similarity() and LIKE on the trigram index are safe.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(^|\\s)[<>]*%[<>]*(\\s|$)/]",
          message:
            "pg_trgm's operators (%, <%, %>, …) can wedge PGlite: use similarity() (and mod() for a remainder).",
        },
      ],
    },
  },
  {
    files: ['src/client/db/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One module decides what an account may do (src/server/services/auth/rights.ts): routes and
    // plugins ask `may.*` and never read roles themselves, so no check can forget that roles need
    // an approved account (docs/api.md "Who may do what").
    files: ['src/server/routes/**/*.ts', 'src/server/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/shared/domain/roles',
                '**/shared/domain/rights',
                '@shared/domain/roles',
                '@shared/domain/rights',
              ],
              message: 'Ask the policy instead: `may` from src/server/services/auth/rights.ts.',
            },
            {
              group: ['**/shared/validation/service-roles', '@shared/validation/service-roles'],
              importNames: ['serviceEditorRole'],
              message: 'Use `editorRoleOf` from src/server/services/auth/rights.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      'src/server/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/**/*.{ts,tsx}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
