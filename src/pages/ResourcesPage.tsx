import type { Resource } from '../content/types';
import { ResourceListing } from '../features/resources/ResourceListing';
import { catalogPage } from './CatalogPage';

export const ResourcesPage = catalogPage<Resource>({ island: 'resource-listing', listing: 'resources', Listing: ResourceListing });
