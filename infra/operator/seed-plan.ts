// What `npm run seed` may write where, decided before anything is written: a real store's table
// gets no demo data unless the operator asks for it with --demo, and a production stage refuses
// it even then (its coupons are printed in the README; its lessons point at streams that exist
// only on the local stack). Pure, so the rules are unit-tested without a table.
import { parseArgs } from 'node:util';

export interface SeedArguments {
  stage: string | null;
  demo: boolean;
}

export interface SeedEnvironment {
  tableName: string | null;
  dynamodbEndpoint: string | null;
}

export type SeedPlan =
  | { kind: 'refused'; reason: string }
  | {
      kind: 'seed';
      demo: boolean;
      /** The table, or null when it is read from the stage's data stack outputs. */
      tableName: string | null;
      dynamodbEndpoint: string | null;
      stage: string | null;
    };

/** What the planner needs of a stage: whether it has a file and whether it says production. */
export type StageLookup = (stage: string) => { production: boolean } | 'no stage file';

export function parseSeedArguments(argv: string[]): SeedArguments {
  const { values } = parseArgs({ args: argv, options: { stage: { type: 'string' }, demo: { type: 'boolean', default: false } } });
  return { stage: values.stage ?? null, demo: values.demo };
}

export function planSeed(args: SeedArguments, env: SeedEnvironment, stageOf: StageLookup): SeedPlan {
  if (args.stage === null) {
    // Without a stage only a local DynamoDB is seeded: a table on AWS is always named by its stage,
    // whose file says whether it is production.
    if (env.dynamodbEndpoint === null || env.tableName === null) {
      return {
        kind: 'refused',
        reason: 'Name the stage: npm run seed -- --stage <stage> (or, for a local DynamoDB, set TABLE_NAME and DYNAMODB_ENDPOINT).',
      };
    }
    return { kind: 'seed', demo: args.demo, tableName: env.tableName, dynamodbEndpoint: env.dynamodbEndpoint, stage: null };
  }
  const stage = stageOf(args.stage);
  if (stage === 'no stage file') {
    return {
      kind: 'refused',
      reason: `Stage "${args.stage}" has no infra/stages/${args.stage}.json: the seed reads from it whether the stage is production.`,
    };
  }
  if (stage.production && args.demo) {
    return {
      kind: 'refused',
      reason: `Stage "${args.stage}" is a production stage ("production": true): it never gets the demo catalogue and coupons (fictional coaches, lessons whose streams exist only locally, the public coupons BIENVENIDA15 and PLAN2000). Nothing was written.`,
    };
  }
  return { kind: 'seed', demo: args.demo, tableName: env.tableName, dynamodbEndpoint: env.dynamodbEndpoint, stage: args.stage };
}
