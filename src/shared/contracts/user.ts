import { endpoint, returns } from '../endpoint';
import type { meResponseSchema } from './auth';

/**
 * The signed-in user, in a file of its own without zod: the web entry asks for it the moment it
 * starts (web app/startup.ts), and the schemas of auth.ts would weigh on every page.
 */
export const userEndpoints = {
  me: endpoint('GET', '/user/me', returns<typeof meResponseSchema>()),
};
