/** The time now; services take it as a dependency so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
