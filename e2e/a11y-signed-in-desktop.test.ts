import { auditSignedInScreens } from './support/signed-in-audit';

// Every signed-in screen at 1280 px (support/signed-in-audit.ts); 375 px is its sibling file.

auditSignedInScreens({ width: 1280, height: 800 });
