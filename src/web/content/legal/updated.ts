/** The date every legal page was last revised; change it together with the text. */
export const legalLastUpdated = new Date(2026, 10, 1);
