import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const origin = 'http://127.0.0.1:4391';
for (const [name, path] of [['post', '/blog/photo-01'], ['blog', '/blog']] as const) {
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      if (name === 'blog' && scheme === 'dark' && width === 1280) continue;
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: width === 375 ? 2 : 1, colorScheme: scheme });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      if (name === 'post') await page.locator('[data-image-frame]').first().scrollIntoViewIfNeeded();
      else await page.locator('[data-image-frame]').first().evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shot-${name}-${width}-${scheme}.png` });
      const info = await page.evaluate(() => [...document.querySelectorAll('[data-image-frame] img')].slice(0, 3).map((img) => (img as HTMLImageElement).currentSrc.split('/').pop()));
      console.log(name, width, scheme, info);
      await context.close();
    }
  }
}
await browser.close();
