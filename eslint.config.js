// Which rules, and why these: docs/decisions/0234-lint-and-format.md. Formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Made by tools (npm run gen, npm run build) or left by runs: .gitignore and schemas/generated/.
    ignores: ['dist/', 'dist.building-*/', 'data/', '.tmp/', 'schemas/generated/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is dropped, or marked with a leading underscore where it must stay: a rest sibling's
      // left-out keys (`const { id, ...fields } = row`), a parameter a signature needs, a skipped element.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          ignoreRestSiblings: true,
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // Tests read answers whose shape is the assertion's business, and hand-edit content they then expect refused.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'backend/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Everything but the server, which has no React: its `use…` functions are verbs, not hooks.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['backend/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
