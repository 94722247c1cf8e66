import { z } from 'zod';
import { LANGUAGES } from './language-codes';

export * from './language-codes';
export const languageSchema = z.enum(LANGUAGES);
