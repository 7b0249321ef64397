import type { ReactNode } from 'react';
import { useLoaderData, useLocation, useRouteLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../components/sections/Breadcrumbs';
import { PageSections } from '../components/sections/PageSections';
import { Testimonials } from '../components/sections/Testimonials';
import type { PageHeads } from '../content/page-heads';
import { crumbsOf } from '../content/page-routes';
import type { PageSection, SectionPage } from '../content/page-schema';
import { useText } from '../i18n/page-language';

/** Quotes, as every page that lists them draws them. */
export function drawTestimonials({ heading, intro, tone, items }: Extract<PageSection, { kind: 'testimonials' }>) {
  return <Testimonials heading={heading} intro={intro} tone={tone} items={items ?? []} />;
}

/** A marketing page drawn wholly from its content file (content/pages/<name>.yml), which the route loads. */
export function SectionsPage({ heroAside }: { heroAside?: ReactNode }) {
  const page = useLoaderData() as SectionPage;
  return <PageSections sections={page.sections} heroAside={heroAside} own={{ testimonials: drawTestimonials }} />;
}

/** What the route of a page drawn wholly from its file loads: its sections, and the addresses above it in its breadcrumbs (null: it shows none). */
export interface ContentPageData {
  page: SectionPage;
  trail: string[] | null;
}

/** A page drawn wholly from its file at the address the file gives, under its breadcrumbs if it has a parent. */
export function ContentPage({ page, trail }: ContentPageData) {
  const heads = useRouteLoaderData('heads') as PageHeads;
  const t = useText();
  const { pathname } = useLocation();
  const above = trail ? <Breadcrumbs items={crumbsOf(pathname, trail, heads, t('breadcrumbs.home'))} /> : undefined;
  return <PageSections sections={page.sections} heroAbove={above} own={{ testimonials: drawTestimonials }} />;
}
