import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/eslint/layers.js';

const frameworkImports = ['react', 'react-dom', 'react-dom/*', 'react/*', 'antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', '@formily/react', 'react-router-dom', 'react-i18next'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'coverage', '**/*.d.ts', '.tmp*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Nothing the server sends may run as code; the app must work under a CSP without 'unsafe-eval'.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Product code reports through the bus, toasts or console.warn/error; a stray console.log is a leftover.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // The core is framework-free: it runs in plain Node and is tested without a DOM.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: frameworkImports, message: 'src/core must stay free of React, antd-mobile and @formily/react.' }] }],
    },
  },
  {
    // Layer arrows by path (scripts/eslint/layers.js): src/app -> plugins -> src/react -> src/core, and a
    // plugin imports another plugin only through that plugin folder's index.ts. Resolves relative and
    // alias specifiers (@core, @react, @app, @plugins) and dynamic import().
    files: ['src/**/*.{ts,tsx,js,mjs}', 'plugins/**/*.{ts,tsx,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/layers': 'error' },
  },
  {
    files: ['tests/**', 'scripts/**', 'fixtures/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
