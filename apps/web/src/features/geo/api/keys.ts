/** Query keys of place search. */
export const geoKeys = {
  /** Suggestions for a typed text, by its normalised form. */
  autocomplete: (text: string) => ['geo', 'autocomplete', text] as const,
};
