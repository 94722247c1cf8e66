import { vi } from 'vitest';

// The api project runs its files one after another in each worker process (isolate: false in
// vitest.config.ts), so the packages (Fastify, Drizzle, PGlite, …) load once per worker rather
// than once per file. The project's own modules start afresh for every file, as they would in a
// new process: their module state (e.g. db/prepared.ts's bounded statement names) stays per file.
vi.resetModules();
