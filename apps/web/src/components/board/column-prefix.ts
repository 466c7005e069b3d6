/** Droppable ids of board columns start with this (card ids are uuids, so the prefix keeps them apart). */
export const COLUMN_PREFIX = 'column:';
