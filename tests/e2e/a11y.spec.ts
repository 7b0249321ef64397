import { expect, test } from '@playwright/test';
import { allPaths, axeViews, axeViolations } from './site';

for (const view of axeViews) {
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
