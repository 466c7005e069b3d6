/**
 * The query-key prefixes of the records a logged call or meeting changes (decision 0063: their last
 * contact date moves): contacts (lists and pages) and the funnel (board, deal pages). The activities
 * feature refreshes them through these prefixes without importing the features that own them.
 */
export const CONTACT_DATE_KEYS = [['contacts'], ['funnel']] as const;
