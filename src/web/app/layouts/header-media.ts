/** Below this width the navigation moves into the menu (spec breakpoint 1119 px). */
export const DESKTOP = '@media (min-width:1120px)';
export const MOBILE = '@media (max-width:1119.95px)';
