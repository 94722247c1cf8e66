import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A contact form's values: the contract's input, with the consent as a plain boolean. */
export type WithConsentBox<Input> = Omit<Input, 'isAgreed'> & { isAgreed: boolean };

/**
 * The shared contract validates the form. Its consent is the literal `true`; the checkbox starts
 * unticked and an unticked box fails with Agreement_required, so only the input type is widened.
 */
export function consentFormResolver<S extends z.ZodType<{ isAgreed: true }>>(schema: S) {
  return zodResolver(schema as never) as unknown as Resolver<
    WithConsentBox<z.input<S>>,
    unknown,
    z.output<S>
  >;
}
