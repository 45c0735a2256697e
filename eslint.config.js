import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { noCrossFeatureImports } from './eslint-rules/no-cross-feature-imports.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'functions/', 'coverage/', 'playwright-report/', 'test-results/', '.emulators/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'local/no-cross-feature-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration, ExportNamedDeclaration[source]',
          message: 'No barrel files: import from the module that declares the thing.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          // The browser cuts what was typed or pasted at maxLength without a word (a name cut mid-word went on to a
          // policy). The field family says a limit and the schema refuses too long a text instead.
          selector: 'JSXOpeningElement[name.name!=/^(TextField|TextAreaField)$/] > JSXAttribute[name.name="maxLength"]',
          message: 'No maxLength on a control: give TextField or TextAreaField the limit (maxLength), it says it.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'rules-tests/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
