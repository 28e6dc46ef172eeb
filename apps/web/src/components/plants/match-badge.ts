/** A search result shows '{n}% match' above this confidence, in plant search and Browse alike. */
export const MATCH_BADGE_MIN_CONFIDENCE = 0.3;
