import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium on CI and these machines; Playwright's own browser elsewhere. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const PORT = Number(process.env.E2E_PORT ?? 4317);
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};
/** The tests of the development server (tests/e2e/dev-*.spec.ts). */
const devServerTests = /\/dev-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off' },
  projects: [
    { name: 'chromium', use: browser, testIgnore: devServerTests },
    // Each of these starts npm run dev, which compiles content into the one public/data folder and
    // reloads its pages when that folder changes: two at once would reload each other's pages.
    { name: 'dev-server', use: browser, testMatch: devServerTests, workers: 1 },
  ],
  webServer: {
    // The production server the build bundled, as npm run serve runs it.
    command: 'node dist/server/serve.mjs',
    // Subscribers of a test run are thrown away: in memory, or in the throwaway PostgreSQL of
    // TEST_DATABASE_URL (set by .ci/run), never in a DATABASE_URL or data folder of the shell.
    // Every test shares 127.0.0.1, so the per-client limit is raised.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      NEWSLETTER_DATA_DIR: 'memory://',
      NEWSLETTER_RATE_LIMIT: process.env.NEWSLETTER_RATE_LIMIT ?? '100000',
      // The repository the content editor (/admin) edits: a name only, no request is made to it
      // before sign-in. The OAuth app is left unset, so its sign-in says what the owner must set.
      EDITOR_REPOSITORY: 'carebridge/website',
      GITHUB_OAUTH_CLIENT_ID: '',
      GITHUB_OAUTH_CLIENT_SECRET: '',
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
