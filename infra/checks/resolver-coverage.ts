// The synth-time agreement between schema.graphql and the resolver map: every Query and Mutation
// field has exactly one resolving function, every mapped field exists, and the fields still
// waiting for their resolver are exactly the ones listed in UNRESOLVED_FIELDS (so that list can
// only shrink). Pure: it takes the schema text and the maps, and returns the problems found.
import { buildSchema, type GraphQLObjectType } from 'graphql';
import type { FunctionDefinition } from '../../functions/handlers/resolver-map';

export type RootType = 'Query' | 'Mutation';

export interface ResolverCoverageInput {
  /** schema.graphql as given to AppSync. */
  schemaSdl: string;
  /** AppSync's own scalars and directives, which the schema uses but must not declare. */
  preludeSdl: string;
  /** The functions' resolved fields (their grants play no part here). */
  functions: Readonly<Record<string, Pick<FunctionDefinition, 'entry' | 'fields'>>>;
  /** "Type.field" → issue number that will resolve it. */
  unresolved: Readonly<Record<string, number>>;
}

const ROOT_TYPES: readonly RootType[] = ['Query', 'Mutation'];

function rootFieldNames(type: GraphQLObjectType | null | undefined): string[] {
  return type ? Object.keys(type.getFields()) : [];
}

/** Every problem found, one sentence each; an empty list means schema and map agree. */
export function findResolverCoverageProblems(input: ResolverCoverageInput): string[] {
  const problems: string[] = [];
  const schema = buildSchema(`${input.preludeSdl}\n${input.schemaSdl}`);
  const schemaFields = new Set<string>();
  for (const rootType of ROOT_TYPES) {
    const type = rootType === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of rootFieldNames(type)) schemaFields.add(`${rootType}.${field}`);
  }

  const resolvedBy = new Map<string, string>();
  for (const [functionName, definition] of Object.entries(input.functions)) {
    for (const rootType of ROOT_TYPES) {
      for (const field of definition.fields[rootType] ?? []) {
        const key = `${rootType}.${field}`;
        const other = resolvedBy.get(key);
        if (other) {
          problems.push(`${key} is resolved by both "${other}" and "${functionName}".`);
          continue;
        }
        resolvedBy.set(key, functionName);
        if (!schemaFields.has(key)) {
          problems.push(`Function "${functionName}" resolves ${key}, which schema.graphql does not declare.`);
        }
      }
    }
  }

  for (const key of schemaFields) {
    if (!resolvedBy.has(key) && input.unresolved[key] === undefined) {
      problems.push(`${key} has no resolver: map it to a function in functions/handlers/resolver-map.ts.`);
    }
  }

  for (const [key, issue] of Object.entries(input.unresolved)) {
    const resolver = resolvedBy.get(key);
    if (resolver) {
      problems.push(`${key} is listed in UNRESOLVED_FIELDS (issue ${issue}) but "${resolver}" resolves it: remove it from the list.`);
    } else if (!schemaFields.has(key)) {
      problems.push(`${key} is listed in UNRESOLVED_FIELDS (issue ${issue}) but schema.graphql does not declare it.`);
    }
  }
  return problems;
}

/** Throws with every problem listed, so `cdk synth` stops before anything is deployed. */
export function assertResolverCoverage(input: ResolverCoverageInput): void {
  const problems = findResolverCoverageProblems(input);
  if (problems.length > 0) {
    throw new Error(`schema.graphql and the resolver map disagree:\n  - ${problems.join('\n  - ')}`);
  }
}
