/** The search dialog's id, which every opener names (the same on every page). */
export const SEARCH_DIALOG_ID = 'siteSearch';
