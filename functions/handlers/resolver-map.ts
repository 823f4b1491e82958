// Which function resolves which schema field. The CDK API stack creates one Lambda data source
// per entry and one resolver per field; the local endpoint routes the same way. A synth-time
// check compares this map with schema.graphql in both directions.

export interface FunctionDefinition {
  /** Entry module, relative to the repository root. */
  entry: string;
  /** Root fields this function resolves, by parent type. */
  fields: { Query?: readonly string[]; Mutation?: readonly string[] };
}

export const graphqlFunctions = {
  catalog: {
    entry: 'functions/handlers/catalog.ts',
    fields: {
      Query: ['listItems', 'getItem', 'adminListItems'],
      Mutation: ['updateItem', 'updatePlanningSchedule'],
    },
  },
  lessons: {
    entry: 'functions/handlers/lessons.ts',
    fields: { Query: ['listLessonUnits', 'getTopicContent'] },
  },
  account: {
    entry: 'functions/handlers/account.ts',
    fields: {
      Query: ['me', 'listUserAddresses'],
      Mutation: ['createUserAddress', 'sendContactMessage'],
    },
  },
} as const satisfies Record<string, FunctionDefinition>;

export type GraphqlFunctionName = keyof typeof graphqlFunctions;

/** Functions that are not GraphQL resolvers. */
export const triggerFunctions = {
  postConfirmation: { entry: 'functions/handlers/post-confirmation.ts' },
  customMessage: { entry: 'functions/handlers/custom-message.ts' },
} as const;

/**
 * Functions reached over HTTP rather than through AppSync (e.g. the payment provider's webhook):
 * the API stack gives each a Function URL; the local stack serves each on its own path.
 */
export const httpFunctions: Record<string, { entry: string; path: string }> = {};
