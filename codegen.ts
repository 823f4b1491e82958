// Types for functions and web come from schema.graphql only. The AppSync prelude declares the
// scalars and directives AppSync provides, so the tools can read the schema as AppSync does.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

const config: CodegenConfig = {
  schema: ['infra/local/appsync-prelude.graphql', 'schema.graphql'],
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'functions/generated/graphql.ts': {
      plugins: ['typescript'],
      config: {
        scalars,
        strictScalars: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        useTypeImports: true,
        skipTypename: true,
      },
    },
    'web/src/generated/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as plain strings: the web's fetch client sends them as they are, so no GraphQL
      // parser or printer is shipped to the browser.
      config: { scalars, strictScalars: true, enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
  },
};

export default config;
