// How every settings slice is read: validated once per container from the environment, failing
// at start with a message naming each missing or malformed setting. Each function reads only the
// slices its code uses (functions/composition/), so a function that never sends mail starts
// without mail settings, and the CDK gives each function exactly the settings its slices name
// (infra/function-reach.ts reads which slices a function's import graph reaches).
// zod/mini, the tree-shakeable build: settings are read by every function, and classic zod's
// whole prototype (≈ 85 KB minified) would ride along in functions that validate nothing else.
import * as z from 'zod/mini';

export type Environment = Record<string, string | undefined>;

export function loadSettings<Schema extends z.ZodMiniType>(schema: Schema, env: Environment = process.env): z.infer<Schema> {
  const result = z.safeParse(schema, env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid functions configuration (${problems})`);
  }
  return result.data;
}

/** The region every AWS client of a function uses (Lambda sets AWS_REGION). */
export const REGION_DEFAULT = 'us-east-1';
