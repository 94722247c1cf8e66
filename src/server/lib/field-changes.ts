import type { z } from 'zod';
import type { FieldChanges } from '#shared/contracts/admin';
import { AppError } from '#server/errors';

type FieldRules = Record<string, z.ZodType>;
export type ParsedChanges<R extends FieldRules> = Partial<{ [K in keyof R]: z.output<R[K]> }>;

/**
 * Checks a list of field and value pairs against the fields an entity allows. Any unknown,
 * repeated or invalid field refuses the whole list, naming each offending field.
 */
export function parseFieldChanges<R extends FieldRules>(
  changes: FieldChanges,
  rules: R,
): ParsedChanges<R> {
  const parsed: Record<string, unknown> = {};
  const problems: { field: string; key: string }[] = [];
  for (const change of changes) {
    const rule = Object.hasOwn(rules, change.field) ? rules[change.field] : undefined;
    if (!rule) {
      problems.push({ field: change.field, key: 'Unknown_field' });
      continue;
    }
    if (Object.hasOwn(parsed, change.field)) {
      problems.push({ field: change.field, key: 'Repeated_field' });
      continue;
    }
    const result = rule.safeParse(change.value);
    if (!result.success) {
      problems.push({
        field: change.field,
        key: result.error.issues[0]?.message ?? 'invalid_value',
      });
      continue;
    }
    parsed[change.field] = result.data;
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
  return parsed as ParsedChanges<R>;
}

/** The audit entries for the fields whose value really changed. */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(after)
    .filter(
      (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
    )
    .map((field) => ({ field, old: before[field] ?? null, new: after[field] ?? null }));
}
