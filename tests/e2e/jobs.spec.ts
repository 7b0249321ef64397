import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { createWorkspace, type Workspace } from '../../scripts/bench/workspace';
import { parseSource } from '../../scripts/content/front-matter';
import { serveSite, type RunningSite } from '../../scripts/bench/server';
import { formatCalendarDate } from '../../src/lib/dates';
import { axeViews, axeViolations, gotoHydrated, jobPaths, watchConsole } from './site';

const ORIGIN = 'https://www.carebridgeconnect.com';
const BRAND = 'CareBridge Connect';
const root = path.resolve(import.meta.dirname, '../..');

/** The openings as their authors wrote them, by slug. */
const openings = readdirSync(path.join(root, 'content/jobs'))
  .filter((file) => file.endsWith('.md'))
  // Read as the content check reads them: dates stay the calendar days written.
  .map((file): Record<string, unknown> => ({ slug: file.slice(0, -3), ...parseSource(readFileSync(path.join(root, 'content/jobs', file), 'utf8')).data }))
  .filter((job) => !job.draft) as unknown as {
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  datePosted: string;
  validThrough: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  baseSalary?: unknown;
  identifier?: string;
}[];

const office = (parse(readFileSync(path.join(root, 'content/site.yml'), 'utf8')) as { address: Record<string, string> }).address;

/** The structured data blocks of the page's head. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((block) => JSON.parse(block) as Record<string, unknown>);
}

const postingsOf = async (page: Page) => (await structuredData(page)).filter((block) => block['@type'] === 'JobPosting');

/** Google's employment types (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

test('every opening the content publishes has a page, in the sitemap', () => {
  expect(openings.length).toBeGreaterThan(0);
  expect([...jobPaths].sort()).toEqual(openings.map((job) => `/careers/${job.slug}`).sort());
});

for (const job of openings) {
  test(`/careers/${job.slug}: the opening, its facts, how to apply, its head and breadcrumbs`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await gotoHydrated(page, `/careers/${job.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(job.title);
    await expect(page.getByText(`Apply by ${formatCalendarDate(job.validThrough)}`).first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'About this position' });
    await expect(facts.locator('dt')).toHaveText(['Department', 'Location', 'Employment type', 'Posted', 'Apply by']);
    await expect(facts.locator('dd')).toHaveText([job.department, job.location, 'Full-time', formatCalendarDate(job.datePosted), formatCalendarDate(job.validThrough)]);
    await expect(page.getByRole('heading', { level: 2, name: 'Responsibilities' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="job-responsibilities"] li')).toHaveText(job.responsibilities);
    await expect(page.locator('section[aria-labelledby="job-requirements"] li')).toHaveText(job.requirements);

    // How to apply: the careers page's words, and the site's own address and phone number.
    const apply = page.getByRole('region', { name: 'How to Apply' });
    await expect(apply).toContainText('Apply by email with your resume');
    await expect(apply.getByRole('link', { name: `Apply Now: ${job.title}` })).toHaveAttribute('href', `mailto:hello@carebridgeconnect.com?subject=${encodeURIComponent(`Application: ${job.title}`)}`);
    await expect(apply.getByRole('link', { name: 'hello@carebridgeconnect.com' })).toHaveAttribute('href', /^mailto:hello@carebridgeconnect\.com\?subject=/);
    await expect(apply.getByRole('link', { name: '(713) 555-0142' })).toHaveAttribute('href', 'tel:+17135550142');

    // Breadcrumbs, shown and in the head.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Careers']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(job.title);
    const crumbs = (await structuredData(page)).find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Careers', `${ORIGIN}/careers`],
      [job.title, `${ORIGIN}/careers/${job.slug}`],
    ]);

    // Its own head: title, description, canonical, indexed, its own social card.
    await expect(page).toHaveTitle(`${job.title} | ${BRAND}`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', job.description);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/careers/${job.slug}`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', `${ORIGIN}/social/careers/${job.slug}.png`);
    const card = await page.request.get(`/social/careers/${job.slug}.png`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(problems).toEqual([]);
  });

  test(`/careers/${job.slug} carries one JobPosting with Google's required and recommended fields`, async ({ page }) => {
    await page.goto(`/careers/${job.slug}`);
    const postings = await postingsOf(page);
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    expect(posting['@context']).toBe('https://schema.org');
    // Required.
    expect(posting.title).toBe(job.title);
    const description = posting.description as string;
    expect(description).toContain(`<p>${job.description}</p>`);
    expect(description).toContain('<h2>Responsibilities</h2><ul>');
    for (const item of [...job.responsibilities, ...job.requirements]) expect(description).toContain(`<li>${item.replace(/&/g, '&amp;')}</li>`);
    expect(posting.datePosted).toBe(job.datePosted);
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: BRAND, sameAs: ORIGIN, url: ORIGIN, logo: `${ORIGIN}/apple-touch-icon.png` });
    expect((await page.request.get('/apple-touch-icon.png')).status()).toBe(200);
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.street,
        addressLocality: office.city,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: office.country,
      },
    });
    // Recommended.
    expect(posting.validThrough).toBe(job.validThrough);
    expect(posting.validThrough as string >= (posting.datePosted as string)).toBe(true);
    expect(GOOGLE_EMPLOYMENT_TYPES).toContain(posting.employmentType);
    expect(posting.employmentType).toBe(job.employmentType);
    expect(posting.directApply).toBe(false);
    // Given only when the opening gives them.
    expect('baseSalary' in posting).toBe(job.baseSalary !== undefined);
    expect('identifier' in posting).toBe(job.identifier !== undefined);
    // The posting names the page that carries it.
    expect(posting.url).toBe(`${ORIGIN}/careers/${job.slug}`);
  });
}

test('/careers lists every opening, links each to its page, and carries no JobPosting', async ({ page }) => {
  await page.goto('/careers');
  expect(await postingsOf(page)).toEqual([]);
  const listing = page.getByRole('region', { name: 'Open Positions' });
  for (const job of openings) {
    const card = listing.getByRole('article', { name: job.title });
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/careers/${job.slug}`);
    await expect(card.getByRole('link', { name: `View the Position: ${job.title}` })).toHaveAttribute('href', `/careers/${job.slug}`);
    await expect(card).toContainText('Full-time');
    await expect(card).toContainText(`Apply by ${formatCalendarDate(job.validThrough)}`);
  }
  await expect(listing.getByRole('article')).toHaveCount(openings.length);
  await listing.getByRole('link', { name: `View the Position: ${openings[0]!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${openings[0]!.slug}$`));
});

test('the sitemap page lists each opening under Careers', async ({ page }) => {
  await page.goto('/sitemap');
  const company = page.locator('main').getByRole('navigation', { name: 'Company' });
  const careers = company.locator('li').filter({ has: page.locator('a[href="/careers"]') });
  const titles = [...openings].sort((a, b) => a.title.localeCompare(b.title));
  await expect(careers.locator('li a')).toHaveText(titles.map((job) => job.title));
});

test("the site's search finds an opening by its requirements and leads to its page", async ({ page }) => {
  const job = openings.find((opening) => opening.requirements.some((item) => /Vietnamese/.test(item)))!;
  await gotoHydrated(page, `/search?q=${encodeURIComponent('Vietnamese fluency')}`);
  const results = page.locator('main [data-site-search-results] a[data-result-link]');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith(`/careers/${job.slug}`))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith('/careers#'))).toBe(false);
});

/*
 * An opening whose last day to apply has passed, in a copy of the project built and served for
 * these tests: its address says the position has been filled, and it is gone from everything else.
 */
test.describe('an opening past its validThrough', () => {
  test.describe.configure({ mode: 'serial' });
  let workspace: Workspace | undefined;
  let site: RunningSite | undefined;
  const FILLED = { slug: 'filled-test-coordinator', title: 'Filled Test Coordinator', phrase: 'quokkaflamingo' };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    workspace = createWorkspace(0);
    writeFileSync(
      path.join(workspace.dir, 'content/jobs', `${FILLED.slug}.md`),
      [
        '---',
        `title: ${FILLED.title}`,
        'department: Care Coordination',
        'location: Houston, TX (hybrid)',
        'employmentType: PART_TIME',
        'datePosted: 2025-10-01',
        'validThrough: 2025-12-31',
        `description: Coordinate home health starts; ask about the ${FILLED.phrase} shift.`,
        'responsibilities: [Coordinate referrals]',
        'requirements: [Two years in home health intake]',
        '---',
        '',
      ].join('\n'),
    );
    const build = spawnSync(process.execPath, [path.join(workspace.dir, 'scripts/build.mjs')], { cwd: workspace.dir, encoding: 'utf8', env: { ...process.env, ...workspace.buildEnv, SOCIAL_CARDS: 'off' } });
    if (build.status !== 0) throw new Error(`The build with an ended opening failed:\n${build.stdout}\n${build.stderr}`);
    site = await serveSite(workspace.dir);
  });

  test.afterAll(async () => {
    await site?.stop();
    workspace?.remove();
  });

  test('its address shows a "filled" page, not indexed, leading to the open positions', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await gotoHydrated(page, `${site!.origin}/careers/${FILLED.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('This position has been filled');
    await expect(page.locator('main')).toContainText(FILLED.title);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(`This position has been filled: ${FILLED.title} | ${BRAND}`);
    expect(await postingsOf(page)).toEqual([]);
    const link = page.getByRole('link', { name: 'See Our Open Positions' });
    await expect(link).toHaveAttribute('href', '/careers#open-positions');
    await link.click();
    await expect(page).toHaveURL(`${site!.origin}/careers#open-positions`);
    await expect(page.locator('#open-positions')).toHaveText('Open Positions');
    expect(problems).toEqual([]);
  });

  test('it is gone from the careers page, the sitemaps and the search', async ({ page, request }) => {
    await page.goto(`${site!.origin}/careers`);
    await expect(page.getByRole('region', { name: 'Open Positions' }).getByRole('article')).toHaveCount(openings.length);
    await expect(page.getByText(FILLED.title)).toHaveCount(0);
    const sitemap = await (await request.get(`${site!.origin}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/careers/${FILLED.slug}<`);
    for (const job of openings) expect(sitemap).toContain(`/careers/${job.slug}</loc>`);
    await page.goto(`${site!.origin}/sitemap`);
    await expect(page.locator(`main a[href="/careers/${FILLED.slug}"]`)).toHaveCount(0);
    await gotoHydrated(page, `${site!.origin}/search?q=${FILLED.phrase}`);
    await expect(page.locator('main [data-site-search-status]')).toHaveText(`0 results for “${FILLED.phrase}”`);
    await gotoHydrated(page, `${site!.origin}/search?q=${encodeURIComponent(FILLED.title)}`);
    await expect(page.locator('main [data-site-search-status]')).toHaveText(/results? for/);
    await expect(page.locator(`main [data-site-search-results] a[href^="/careers/${FILLED.slug}"]`)).toHaveCount(0);
  });

  for (const view of axeViews) {
    test(`its "filled" page has no axe violations (${view.name})`, async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
      await page.goto(`${site!.origin}/careers/${FILLED.slug}`);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
