import { createContext, useContext } from 'react';
import type { Language } from '../config/languages';

/**
 * Parts of a page it needs only once the visitor asks for them, rendered once per language into a
 * file of their own (markup and the CSS of its components) rather than into every page: the
 * search dialog, the mobile menu's and the theme menu come once the page has painted, ahead of
 * their first opening, and every page is that much smaller (its whole document has to fit the first round
 * trip). The build writes each part,
 * cached for good, and gives every page the address of its language's; without a build (the dev
 * server, tests) a page renders the part in place. entry-server.tsx names each part's component.
 */
export type PartName = 'search-dialog' | 'mobile-menu' | 'theme-menu';

/** The address of each part in one language. */
export type PartAddresses = Partial<Record<PartName, string>>;

/** The parts' addresses for the page being rendered, in its language. */
export const PartAddressesContext = createContext<PartAddresses>({});

/** Where the page fetches a part; undefined where it renders the part in place. */
export const usePartAddress = (name: PartName): string | undefined => useContext(PartAddressesContext)[name];

/** The folder of the parts in the built site. */
export const PARTS_FOLDER = '/assets/parts/';

/** A part's file in the built site, named by its content: the same part is the same address, and a new one a new address. */
export const partPath = (name: PartName, language: Language, hash: string) => `${PARTS_FOLDER}${name}.${language}.${hash}.html`;
