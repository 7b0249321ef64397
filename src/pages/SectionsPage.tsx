import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageSections } from '../components/sections/PageSections';
import type { SectionPage } from '../content/page-schema';

/** A marketing page drawn wholly from its content file (content/pages/<name>.yml), which the route loads. */
export function SectionsPage({ heroAside }: { heroAside?: ReactNode }) {
  const page = useLoaderData() as SectionPage;
  return <PageSections sections={page.sections} heroAside={heroAside} />;
}
