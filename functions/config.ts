// Every setting the functions read, validated once per container. A missing or malformed value
// stops the function at start with a message naming it, instead of failing on some later request.
import { z } from 'zod';

const configSchema = z
  .object({
    TABLE_NAME: z.string().min(1),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    /** Only set on the local stack (DynamoDB Local). */
    DYNAMODB_ENDPOINT: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['ses', 'mailbox']).default('ses'),
    /** Folder of the local mailbox, required when MAIL_TRANSPORT is "mailbox". */
    MAILBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.email(),
    /** Where contact messages and sales notices go. */
    STORE_EMAIL: z.email(),
    STORE_NAME: z.string().min(1).default('Impulso'),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'mailbox' || env.MAILBOX_DIR, {
    message: 'MAILBOX_DIR is required when MAIL_TRANSPORT=mailbox',
    path: ['MAILBOX_DIR'],
  });

export type FunctionsConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid functions configuration (${problems})`);
  }
  return result.data;
}
