// What the integration tests know about the running local stack.
import type { LocalStack } from '../../infra/local/stack';
import { httpFunctions } from '../../functions/handlers/resolver-map';
export interface StackInfo {
  /** The web app, for browser tests; empty when the stack was started without it. */
  webUrl: string;
  graphqlUrl: string;
  cognitoUrl: string;
  dynamodbUrl: string;
  apiKey: string;
  userPoolId: string;
  clientId: string;
  /** The app client whose tokens live a few seconds (the browser layer's stack only), else null. */
  shortSessionClientId: string | null;
  admin: { email: string; password: string };
  mailboxDir: string;
  /** The local mail queue's folder (messages waiting, dead letters). */
  mailQueueDir: string;
  /** The local mail feedback queue's folder (SES's bounce events from the local mail stand-in). */
  mailFeedbackQueueDir: string;
  /** The local mail queue's URL (SQS API), for a test that runs a function's handler itself. */
  mailQueueUrl: string;
  tableName: string;
  dataDir: string;
  /** The Mercado Pago simulator and the local function URLs (payment webhook). */
  payments?: { simulatorUrl: string; webhookUrl: string };
  /** The ARCA stand-in (control API under /_arca/api). */
  arcaUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** What tests (and the bench) need to know of a started local stack. */
export function stackInfoOf(stack: LocalStack, dataDir: string): StackInfo {
  return {
    webUrl: stack.urls.web ?? '',
    graphqlUrl: stack.urls.graphql,
    cognitoUrl: stack.urls.cognito,
    dynamodbUrl: stack.urls.dynamodb,
    apiKey: stack.runtimeConfig.apiKey,
    userPoolId: stack.runtimeConfig.userPoolId,
    clientId: stack.runtimeConfig.userPoolClientId,
    shortSessionClientId: stack.shortSessionClientId,
    admin: { email: stack.admin.email, password: stack.admin.password },
    mailboxDir: stack.mailboxDir,
    mailQueueDir: stack.mailQueueDir,
    mailFeedbackQueueDir: stack.mailFeedbackQueueDir,
    mailQueueUrl: stack.urls.mailQueue,
    tableName: stack.tableName,
    dataDir,
    payments: {
      simulatorUrl: stack.urls.payments,
      webhookUrl: `${stack.urls.webhooks}${httpFunctions['paymentWebhook']?.path ?? ''}`,
    },
    arcaUrl: stack.urls.arca,
  };
}
