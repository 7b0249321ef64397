/**
 * npm run dev shows content errors in the browser and recovers when they are fixed, sees saves of
 * every kind, and marks a draft as one. Runs its own
 * development server on a free port, on a temporary copy of content/, so the project's files are
 * never touched.
 */
import { cpSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { draftNoticeText } from '../../src/features/preview/DraftNotice';
import { startDevServer, type DevServer } from '../support/dev-server';

const root = path.resolve(import.meta.dirname, '../..');
let dir = '';
let dev: DevServer | undefined;
let base = '';

const broken = `---
title: Broken
excerpt: An excerpt.
author: Test Author
date: 2025-03-01
category: Pateint Care
image: /images/blog/care-transitions-hospital-to-home.svg
imageAlt: A nurse and a family at home
---

Text.
`;
const expectedLine =
  'content/blog/broken-for-test.md:6:11  category  "Pateint Care" is not one of the allowed values  (did you mean "Patient Care"? allowed: Patient Care, Technology, Industry News, Best Practices, Case Management)';

/**
 * Opens `url`. A reload the server sends for a save it saw a moment earlier can land as the page
 * opens and abort the navigation, as it would for a person at the keyboard: then it is opened again.
 */
async function open(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url);
  } catch (error) {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
    await page.goto(url);
  }
}

const brokenFile = () => path.join(dir, 'content', 'blog', 'broken-for-test.md');

/** Saves as `sed -i` and many editors do: a new file beside the old one, renamed over it. */
function saveByRename(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), 'dev-content-'));
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  dev = await startDevServer({ CONTENT_DIR: path.join(dir, 'content') });
  base = dev.base;
});

test.afterAll(() => {
  dev?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.afterEach(() => rmSync(brokenFile(), { force: true }));

test('an open page shows the same lines as the command line in Vite\'s overlay, and reloads once the file is fixed', async ({ page }) => {
  await page.goto(`${base}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  writeFileSync(brokenFile(), broken);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(expectedLine, { timeout: 30_000 });
  // In an author's words: what to do, with no plugin's name and no footnote on Vite's settings.
  await expect(overlay).toContainText('Content has 1 problem. Fix it and save the file: the page reloads by itself');
  await expect(overlay.locator('.plugin')).toHaveText('');
  await expect(overlay.locator('.tip')).toBeHidden();
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  writeFileSync(brokenFile(), broken.replace('Pateint Care', 'Patient Care'));
  await reloaded;
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page loaded while content is broken shows the problems, and the real page after the fix', async ({ page }) => {
  writeFileSync(brokenFile(), broken);
  await expect.poll(async () => (await fetch(`${base}/`)).status, { timeout: 30_000 }).toBe(500);
  await page.goto(`${base}/`);
  await expect(page.locator('#content-errors')).toContainText(expectedLine);
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  unlinkSync(brokenFile());
  await reloaded;
  await expect(page.locator('#content-errors')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('saves that replace the file by renaming over it are seen every time, and so is a plain save after them', async ({ page }) => {
  const fixed = broken.replace('Pateint Care', 'Patient Care');
  writeFileSync(brokenFile(), fixed);
  await expect.poll(async () => (await fetch(`${base}/blog/broken-for-test`)).status, { timeout: 30_000 }).toBe(200);
  await page.goto(`${base}/blog/broken-for-test`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken');
  const overlay = page.locator('vite-error-overlay');

  saveByRename(brokenFile(), broken);
  await expect(overlay).toContainText(expectedLine, { timeout: 30_000 });

  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  saveByRename(brokenFile(), fixed);
  await reloaded;
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken');

  writeFileSync(brokenFile(), broken);
  await expect(overlay).toContainText(expectedLine, { timeout: 30_000 });
});

test('a draft post says on its page that it is a draft; a published post does not', async ({ page }) => {
  const draftFile = path.join(dir, 'content', 'blog', 'draft-for-test.md');
  try {
    writeFileSync(draftFile, broken.replace('Pateint Care', 'Patient Care').replace('title: Broken', 'title: A Draft').replace('---\n\n', 'draft: true\n---\n\n'));
    await expect.poll(async () => (await fetch(`${base}/blog/draft-for-test`)).status, { timeout: 30_000 }).toBe(200);
    await open(page, `${base}/blog/draft-for-test`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Draft');
    await expect(page.getByRole('status').filter({ hasText: draftNoticeText })).toBeVisible();

    await open(page, `${base}/blog/care-transitions-hospital-to-home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(draftNoticeText)).toHaveCount(0);
  } finally {
    rmSync(draftFile, { force: true });
  }
});
