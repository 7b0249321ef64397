import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageSections } from '../components/sections/PageSections';
import { Testimonials } from '../components/sections/Testimonials';
import type { PageSection, SectionPage } from '../content/page-schema';

/** Quotes, as every page that lists them draws them. */
export function drawTestimonials({ heading, intro, tone, items }: Extract<PageSection, { kind: 'testimonials' }>) {
  return <Testimonials heading={heading} intro={intro} tone={tone} items={items ?? []} />;
}

/** A marketing page drawn wholly from its content file (content/pages/<name>.yml), which the route loads. */
export function SectionsPage({ heroAside }: { heroAside?: ReactNode }) {
  const page = useLoaderData() as SectionPage;
  return <PageSections sections={page.sections} heroAside={heroAside} own={{ testimonials: drawTestimonials }} />;
}
