/**
 * The current time in milliseconds since the epoch. Passed in wherever a rule
 * depends on time (windows, retentions), so that tests move time instead of
 * waiting for it.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
