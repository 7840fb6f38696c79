/** Route id of the "any other path" entry; the guard lets it redirect to / before judging. */
export const CATCH_ALL_ID = 'catch-all';
