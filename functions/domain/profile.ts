// The rules of a buyer's profile (the names and e-mail a person signs up with), defined once: the
// Cognito pre-sign-up trigger refuses an account that breaks them, the post-confirmation trigger
// stores the profile with them, and the web's sign-up form checks them before calling Cognito.
// So no account exists whose profile the store would refuse. Pure (zod only): the web imports it.
import * as z from 'zod/mini';
import { noticePreferencesSchema } from './notice-preferences';
import { emailSchema } from './input-schemas';
import { textProblem } from './input-limits';

export const PROFILE_NAME_MAX_LENGTH = 60;

const FIELD_LABEL = { firstName: 'nombre', lastName: 'apellido' } as const;

/** The Spanish reason a first or last name is refused, or null. */
export function profileNameProblem(value: string, field: keyof typeof FIELD_LABEL): string | null {
  const name = value.trim();
  const label = FIELD_LABEL[field];
  if (name === '') return `Ingresá tu ${label}.`;
  if (name.length > PROFILE_NAME_MAX_LENGTH) return `El ${label} puede tener hasta ${PROFILE_NAME_MAX_LENGTH} caracteres.`;
  const problem = textProblem(name, 'line');
  return problem ? `El ${label} no es válido: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}` : null;
}

const nameSchema = (field: keyof typeof FIELD_LABEL) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = profileNameProblem(value, field);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

/** The attributes a person signs up with, as the pool receives them. */
export const signUpProfileSchema = z.object({
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  email: emailSchema,
});

/** The stored profile: the sign-up attributes plus the account's id (Cognito's sub). */
export const profileSchema = z.extend(signUpProfileSchema, { id: z.string().check(z.minLength(1), z.maxLength(128)) });

/** What a signed-in person may change on the profile page: the names (same rules) and preferences. */
export const profileUpdateSchema = z.object({
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  newsOptIn: z.boolean(),
  noticePreferences: z.nullish(noticePreferencesSchema),
});
