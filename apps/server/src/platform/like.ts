/** Text with LIKE's own wildcards (and its escape) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for lower-cased text that contains the term anywhere. */
export const containing = (term: string) => `%${escapeLike(term.toLowerCase())}%`;
