/**
 * npm run dev recovers from a broken source file by itself: while a page's code does not build,
 * the browser says which file and line and what to do, and once it builds again the page renders,
 * without a restart. Runs its own development server on a free port; the source files it breaks
 * are restored whatever happens.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevServer, type DevServer } from '../support/dev-server';

const root = path.resolve(import.meta.dirname, '../..');
const pageFile = 'src/pages/HowItWorksPage.tsx';
const pagePath = path.join(root, pageFile);
let dev: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = await startDevServer();
});

test.afterAll(() => dev?.stop());

/** The number of the first line of `text` that holds `part`. */
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;

test('a syntax error in a page shows its file and line in the open page and on every page, and the page renders again once it is fixed', async ({ page }) => {
  const good = readFileSync(pagePath, 'utf8');
  const closing = '</Groups>';
  expect(good).toContain(closing);
  try {
    await page.goto(`${dev!.base}/how-it-works`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const problem = page.locator('#source-error');

    writeFileSync(pagePath, good.replace(closing, '</Grops>'));
    await expect(problem).toContainText(`${pageFile}:${lineOf(good, closing)}:`, { timeout: 30_000 });
    await expect(page.locator('body')).toContainText('save the file: the page reloads by itself');
    const home = await fetch(`${dev!.base}/`);
    expect(home.status).toBe(500);
    expect(await home.text()).toContain(`${pageFile}:${lineOf(good, closing)}:`);

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    writeFileSync(pagePath, good);
    await reloaded;
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await fetch(`${dev!.base}/`)).status).toBe(200);
  } finally {
    writeFileSync(pagePath, good);
  }
});

test('an import of a missing file names the import\'s line, and creating the file brings the page back', async ({ page }) => {
  const good = readFileSync(pagePath, 'utf8');
  const missing = path.join(root, 'src/pages/how-it-works-note.ts');
  const anchor = "import { theme } from '../styles/theme';";
  expect(good).toContain(anchor);
  try {
    writeFileSync(pagePath, good.replace(anchor, `${anchor}\nimport { note } from './how-it-works-note';\nvoid note;`));
    await expect.poll(async () => (await fetch(`${dev!.base}/`)).status, { timeout: 30_000 }).toBe(500);
    await page.goto(`${dev!.base}/how-it-works`);
    const problem = page.locator('#source-error');
    await expect(problem).toContainText(`${pageFile}:${lineOf(good, anchor) + 1}:`);
    await expect(problem).toContainText('./how-it-works-note');

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    writeFileSync(missing, 'export const note = 1;\n');
    await reloaded;
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await fetch(`${dev!.base}/`)).status).toBe(200);
  } finally {
    writeFileSync(pagePath, good);
    if (existsSync(missing)) rmSync(missing);
  }
});
