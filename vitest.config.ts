import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The host adapters import the form pages' kit the build writes; tests run before any build,
    // so they get the same kit made from the sources (the server entry, forms.html, the content).
    alias: { '#built-form-pages': fileURLToPath(new URL('tests/support/test-form-pages.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
