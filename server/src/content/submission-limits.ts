// Settings of the public forms' registry entries (types/submissions.ts) that the forms' islands
// show and check too: here, so that an island needs neither the registry nor zod to read them.

/** The earliest year of passing an alumni registration accepts (the institute's first batch). */
export const FIRST_YEAR_OF_PASSING = 1950;

/** The longest enrollment number an admission confirmation accepts. */
export const ENROLLMENT_MAX_LENGTH = 30;

/** The longest feedback the feedback form accepts, in characters. */
export const FEEDBACK_MAX_LENGTH = 2000;
