import { expect, test, type Page } from '@playwright/test';
import { axeViolations, gotoHydrated, watchConsole } from './site';

/** Each question is a details element whose summary holds it as an h3; open shows the answer. */
const questions = (page: Page) => page.locator('main [data-accordion] > details');
const question = (page: Page, name: string) => questions(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const summaries = (page: Page) => page.locator('main [data-accordion] > details > summary');

test('one answer is open at a time, and a second press closes it', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/faq');
  await expect(questions(page)).toHaveCount(21);
  await expect(page.getByRole('heading', { level: 3, name: 'What does CareBridge Connect cost?' })).toBeVisible();
  const cost = question(page, 'What does CareBridge Connect cost?');
  const secure = question(page, 'How do you protect patient information?');
  await expect(cost).not.toHaveAttribute('open');
  await expect(page.getByText(/free for patients and their families/)).toBeHidden();

  await cost.locator('summary').click();
  await expect(cost).toHaveAttribute('open');
  await expect(page.getByText(/free for patients and their families/)).toBeVisible();
  // A question of another category closes the first.
  await secure.locator('summary').click();
  await expect(secure).toHaveAttribute('open');
  await expect(cost).not.toHaveAttribute('open');
  await expect(page.getByText(/free for patients and their families/)).toBeHidden();
  await expect(page.locator('main details[open]')).toHaveCount(1);
  await secure.locator('summary').click();
  await expect(secure).not.toHaveAttribute('open');
  await expect(page.locator('main details[open]')).toHaveCount(0);
  // The keyboard moves between questions.
  await secure.locator('summary').focus();
  await page.keyboard.press('ArrowDown');
  await expect(question(page, 'Can I include patient details in the website contact form?').locator('summary')).toBeFocused();
  expect(problems).toEqual([]);
});

test('search and category combine; No results found offers Clear Search, which resets both', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
  // Answers count: "Medicare" is in three answers and in no question.
  await search.fill('MEDICARE');
  await expect(summaries(page)).toHaveText(['What does CareBridge Connect cost?', 'Which insurance plans do you verify?', 'What are the requirements to join?']);
  await expect(page.getByRole('status')).toHaveText('Showing 3 of 21 questions');
  await page.getByRole('button', { name: 'For Home Health Providers' }).click();
  await expect(page.getByRole('button', { name: 'For Home Health Providers' })).toHaveAttribute('aria-pressed', 'true');
  await expect(summaries(page)).toHaveText(['What are the requirements to join?']);
  await expect(page.getByRole('heading', { name: 'For Home Health Providers', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General', level: 2 })).toHaveCount(0);

  await search.fill('hipaa');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText("We couldn't find any questions matching your search. Try different keywords or browse by category.")).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(questions(page)).toHaveCount(21);
});

test('the page carries FAQPage data and a way to contact us', async ({ page }) => {
  await page.goto('/faq');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(21);
  expect(faq.mainEntity).toContainEqual({
    '@type': 'Question',
    name: 'What does CareBridge Connect cost?',
    acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('free for patients and their families') },
  });
  await expect(page.getByRole('region', { name: 'Still have questions?' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test('the search lives in the address: Back restores the previous search, and a new search closes the open answer', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
  const cost = question(page, 'What does CareBridge Connect cost?');
  await cost.locator('summary').click();
  await expect(cost).toHaveAttribute('open');

  await search.fill('medicare');
  await expect(page).toHaveURL(/\/faq\?q=medicare$/);
  await expect(questions(page)).toHaveCount(3);
  await expect(cost).not.toHaveAttribute('open');
  // Typing on replaces the entry the search started.
  await search.fill('medicare advantage');
  await expect(page).toHaveURL(/\/faq\?q=medicare\+advantage$/);
  await expect(summaries(page)).toHaveText(['Which insurance plans do you verify?']);
  await page.getByRole('button', { name: 'For Home Health Providers' }).click();
  await expect(page).toHaveURL(/\/faq\?q=medicare\+advantage&category=For\+Home\+Health\+Providers$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/faq\?q=medicare\+advantage$/);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('medicare advantage');
  await expect(summaries(page)).toHaveText(['Which insurance plans do you verify?']);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(search).toHaveValue('');
  await expect(questions(page)).toHaveCount(21);
});

test("an address with an answer's fragment opens that answer, on load and when the fragment changes", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq#faq-what-does-it-cost');
  const cost = page.locator('#faq-what-does-it-cost');
  await expect(cost).toHaveAttribute('open');
  await expect(page.getByText(/free for patients and their families/)).toBeInViewport();
  // The keyboard carries on from the question the address named.
  await expect(cost.locator('summary')).toBeFocused();

  // A question far below, in another group: it opens, and the first closes (one open at a time).
  await page.evaluate(() => (location.hash = '#faq-who-can-my-family-call'));
  const family = page.locator('#faq-who-can-my-family-call');
  await expect(family).toHaveAttribute('open');
  await expect(cost).not.toHaveAttribute('open');
  await expect(family.locator(':scope > div')).toBeInViewport();
  await expect(family.locator('summary')).toBeFocused();
  expect(problems).toEqual([]);
});

test('a result of the site search that is an answer opens on that answer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/about');
  await page.locator('header [data-site-search-open]:not([data-wide])').click();
  const dialog = page.locator('dialog#siteSearch');
  await dialog.locator('[data-site-search-input]').fill('What does CareBridge Connect cost');
  const result = dialog.locator('[data-site-search-results] a[data-result-link][href="/faq#faq-what-does-it-cost"]');
  await result.click();
  await expect(page).toHaveURL(/\/faq#faq-what-does-it-cost$/);
  await expect(page.locator('#faq-what-does-it-cost')).toHaveAttribute('open');
  await expect(page.getByText(/free for patients and their families/)).toBeInViewport();
});

test('every answer is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(questions(page)).toHaveCount(21);
  await expect(page.getByRole('searchbox')).toBeHidden();
  // Each question opens on its answer by itself; the browser still keeps one open at a time.
  for (const item of await questions(page).all()) {
    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open');
    await expect(item.locator(':scope > div')).toBeVisible();
  }
  await expect(page.locator('main details[open]')).toHaveCount(1);
  const cost = question(page, 'What does CareBridge Connect cost?');
  await cost.locator('summary').click();
  await expect(page.getByText(/free for patients and their families/)).toBeVisible();
  await context.close();
});

test.describe('accessibility of the FAQ', () => {
  test('with an answer open (light, 1280px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/faq');
    await question(page, 'What does CareBridge Connect cost?').locator('summary').click();
    await expect(page.getByText(/free for patients and their families/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('filtered, and with no results (dark, 375px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/faq');
    await page.getByRole('button', { name: 'Technical & Security' }).click();
    await question(page, 'How do you protect patient information?').locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
