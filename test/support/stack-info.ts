// What the integration tests know about the running local stack.
export interface StackInfo {
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
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
