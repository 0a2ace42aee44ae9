// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}', 'packages/react/**/*.{ts,tsx}', 'packages/client/**/*.ts'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The platform is the ground floor every area stands on: it imports no area. Areas reach it,
    // and app.ts wires areas into it (e.g. the publishable-key lookup the access hook calls).
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'platform/ imports no area: move the code into the area, or pass it in from app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Toasts go through the UI kit, which gives each kind its icon; <Toaster> itself is fine.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/components/ui/toast.ts', 'apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Use toast from '@/components/ui/toast' (the kit's icons and layout).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers loosely; the ones that matter are parsed with contract schemas.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'scripts/**',
      '.ci/**',
      'apps/server/src/cli.ts',
      'apps/server/src/bench/**/*.ts',
      'apps/server/src/main.ts',
      '**/*.config.*',
    ],
    rules: { 'no-console': 'off' },
  },
);
