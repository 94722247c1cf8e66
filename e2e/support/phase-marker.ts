import { writeFileSync } from 'node:fs';

// Set up for every browser test file (vitest.config.ts). Only `.ci/run` sets the variable: the
// first browser file creates the file it names, and `.ci/run` then starts its later test steps
// (the api suite on PostgreSQL, Node 24) beside the browser phase, which leaves about one of the
// two cores idle. The project's global set-up cannot do this: vitest runs every
// project's global set-up before the first unit file.
const marker = process.env.E2E_PHASE_MARKER;
if (marker) writeFileSync(marker, '');
