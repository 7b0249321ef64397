import type { Guide } from '../content/types';
import { GuideListing } from '../features/guides/GuideListing';
import { catalogPage } from './CatalogPage';

export const GuidesPage = catalogPage<Guide>({ island: 'guide-listing', listing: 'guides', Listing: GuideListing });
