import { expect, test } from '@playwright/test';
import { allPaths, axeViolations } from './site';

const views = [
  { name: 'light, 1280px', width: 1280, height: 800, theme: 'light' },
  { name: 'dark, 375px', width: 375, height: 740, theme: 'dark' },
  { name: 'dark, 1280px', width: 1280, height: 800, theme: 'dark' },
  { name: 'light, 375px', width: 375, height: 740, theme: 'light' },
] as const;

for (const view of views) {
  test.describe(`accessibility (${view.name})`, () => {
    for (const path of [...allPaths, '/no-such-page']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width: view.width, height: view.height });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
