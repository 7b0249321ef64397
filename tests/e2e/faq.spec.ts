import { expect, test, type Page } from '@playwright/test';
import { axeViolations, gotoHydrated, watchConsole } from './site';

const questions = (page: Page) => page.locator('main [data-accordion-trigger]');
const question = (page: Page, name: string) => page.getByRole('button', { name });

test('one answer is open at a time, and a second press closes it', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/faq');
  await expect(questions(page)).toHaveCount(21);
  const cost = question(page, 'What does CareBridge Connect cost?');
  const secure = question(page, 'How do you protect patient information?');
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/free for patients and their families/)).toBeHidden();

  await cost.click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/free for patients and their families/)).toBeVisible();
  // A question of another category closes the first.
  await secure.click();
  await expect(secure).toHaveAttribute('aria-expanded', 'true');
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main [data-accordion-trigger][aria-expanded="true"]')).toHaveCount(1);
  await secure.click();
  await expect(secure).toHaveAttribute('aria-expanded', 'false');
  // The keyboard moves between questions.
  await secure.focus();
  await page.keyboard.press('ArrowDown');
  await expect(question(page, 'Can I include patient details in the website contact form?')).toBeFocused();
  expect(problems).toEqual([]);
});

test('search and category combine; No results found offers Clear Search, which resets both', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
  // Answers count: "Medicare" is in three answers and in no question.
  await search.fill('MEDICARE');
  await expect(questions(page)).toHaveText(['What does CareBridge Connect cost?', 'Which insurance plans do you verify?', 'What are the requirements to join?']);
  await expect(page.getByRole('status')).toHaveText('Showing 3 of 21 questions');
  await page.getByRole('button', { name: 'For Home Health Providers' }).click();
  await expect(page.getByRole('button', { name: 'For Home Health Providers' })).toHaveAttribute('aria-pressed', 'true');
  await expect(questions(page)).toHaveText(['What are the requirements to join?']);
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

test('every answer is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByText(/free for patients and their families/)).toBeVisible();
  await expect(page.locator('main [role="region"][id$="-panel"]:visible')).toHaveCount(21);
  await expect(page.getByRole('searchbox')).toBeHidden();
  await context.close();
});

test.describe('accessibility of the FAQ', () => {
  test('with an answer open (light, 1280px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/faq');
    await question(page, 'What does CareBridge Connect cost?').click();
    await expect(page.getByText(/free for patients and their families/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('filtered, and with no results (dark, 375px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/faq');
    await page.getByRole('button', { name: 'Technical & Security' }).click();
    await question(page, 'How do you protect patient information?').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
