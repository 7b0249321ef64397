import { blog } from './blog';
import { guides } from './guides';
import { resources } from './resources';
import type { Collection } from './define';

/**
 * The types with a listing, in the order of `collections`. The browser's listings read this
 * module rather than the full list, so a listing's script carries no other type (nor what the
 * legal pages compute of their addresses); a test holds it to `listed(collections)`.
 */
export const listedCollections = [blog, guides, resources] as const satisfies readonly Collection[];

/**
 * A listing's search documents and serialised Fuse index (no bodies), relative to the data folder
 * (`dataFiles.searchIndex`). Here, so a listing's script finds it without the table of every file.
 */
export const searchIndexFile = (listing: string) => `search/${listing}.json`;
