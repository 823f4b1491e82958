// What the integration tests know about the running local stack.
export interface StackInfo {
  /** The web app, for browser tests; empty when the stack was started without it. */
  webUrl: string;
  graphqlUrl: string;
  cognitoUrl: string;
  dynamodbUrl: string;
  apiKey: string;
  userPoolId: string;
  clientId: string;
  admin: { email: string; password: string };
  mailboxDir: string;
  tableName: string;
  dataDir: string;
  /** The Mercado Pago simulator and the local function URLs (payment webhook). */
  payments?: { simulatorUrl: string; webhookUrl: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
