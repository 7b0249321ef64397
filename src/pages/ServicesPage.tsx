import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../components/sections/Breadcrumbs';
import { PageSections } from '../components/sections/PageSections';
import type { SectionPage } from '../content/page-schema';
import type { Crumb } from '../features/head/head';

/** Home > Services, shown above the title and written into the head's structured data. */
export const servicesBreadcrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

/** The services page: its sections from content/pages/services.yml, under the breadcrumbs its head also names. */
export function ServicesPage() {
  const page = useLoaderData() as SectionPage;
  return <PageSections sections={page.sections} heroAbove={<Breadcrumbs items={servicesBreadcrumbs} />} />;
}
