// How every settings slice is read: validated once per container from the environment, failing
// at start with a message naming each missing or malformed setting. Each function reads only the
// slices its code uses (functions/composition/), so a function that never sends mail starts
// without mail settings, and the CDK gives each function exactly the settings its slices name
// (infra/function-reach.ts reads which slices a function's import graph reaches).
import type * as z from 'zod';

export type Environment = Record<string, string | undefined>;

export function loadSettings<Schema extends z.ZodType>(schema: Schema, env: Environment = process.env): z.infer<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid functions configuration (${problems})`);
  }
  return result.data;
}

/** The region every AWS client of a function uses (Lambda sets AWS_REGION). */
export const REGION_DEFAULT = 'us-east-1';
