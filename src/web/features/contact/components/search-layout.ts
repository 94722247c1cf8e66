/** The search form's layout switches at 840 and 480 px (spec 001 section 9). */
export const NARROW = '@media (max-width:840px)';
export const SMALL = '@media (max-width:480px)';
