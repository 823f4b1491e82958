// Root fields resolved by the same resolver code AppSync runs (APPSYNC_JS, see
// infra/shared/lambda-resolver-code.ts) invoking the same handler modules Lambda runs; every field
// checked against its directives and AppSync's resolver count before it runs.
import type { Context } from 'aws-lambda';
import {
  GraphQLObjectType,
  Kind,
  defaultFieldResolver,
  print,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { API_LIMITS, APPSYNC_LIMIT_ERRORS } from '../../shared/api-limits';
import { LAMBDA_RESOLVER_CODE } from '../../shared/lambda-resolver-code';
import { loadResolverCode, resolveWithLambda, ResolverCodeError } from '../appsync-js-runtime';
import { allowedModes, isAllowed, type RequestAuth } from './authorization';
import type { AppSyncEndpointOptions } from './endpoint-options';
import { AppSyncError } from './errors';

export interface ExecutionContext {
  auth: RequestAuth;
  headers: Record<string, string>;
  /** Root resolvers invoked so far in this request (AppSync's resolver count). */
  resolverCalls: number;
}

const lambdaResolverCode = loadResolverCode(LAMBDA_RESOLVER_CODE);

function selectionSetList(info: GraphQLResolveInfo): string[] {
  const paths: string[] = [];
  const walk = (nodes: readonly FieldNode[], prefix: string) => {
    for (const node of nodes) {
      for (const selection of node.selectionSet?.selections ?? []) {
        if (selection.kind !== Kind.FIELD) continue;
        const path = prefix ? `${prefix}/${selection.name.value}` : selection.name.value;
        paths.push(path);
        walk([selection], path);
      }
    }
  };
  walk(info.fieldNodes, '');
  return paths;
}

function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function rootResolver(
  options: AppSyncEndpointOptions,
  parentType: 'Query' | 'Mutation',
  fieldName: string,
): GraphQLFieldResolver<unknown, ExecutionContext> {
  return async (_source, args, context, info) => {
    const handler = options.resolverFor(parentType, fieldName);
    if (!handler) throw new AppSyncError(`No resolver attached to ${parentType}.${fieldName}`, 'MappingTemplate');
    const ctx = {
      arguments: args,
      identity: context.auth.identity,
      source: null,
      info: {
        fieldName,
        parentTypeName: parentType,
        variables: info.variableValues,
        selectionSetList: selectionSetList(info),
        selectionSetGraphQL: print(info.fieldNodes[0]?.selectionSet ?? { kind: Kind.SELECTION_SET, selections: [] }),
      },
      request: { headers: context.headers, domainName: null },
      prev: null,
      stash: {},
    };
    // The resolver code AppSync runs in front of the function (api-stack.ts), run here the same way.
    try {
      return await resolveWithLambda(lambdaResolverCode, ctx, (payload) => handler(payload, lambdaContext(`${parentType}-${fieldName}`)));
    } catch (error) {
      if (error instanceof ResolverCodeError) throw new AppSyncError(error.message, error.errorType ?? 'Lambda:Unhandled');
      throw error;
    }
  };
}

export function installResolvers(schema: GraphQLSchema, options: AppSyncEndpointOptions): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const modes = allowedModes(field, type);
      const resolve =
        type.name === 'Query' || type.name === 'Mutation'
          ? rootResolver(options, type.name, field.name)
          : (defaultFieldResolver as GraphQLFieldResolver<unknown, ExecutionContext>);
      const typeName = type.name;
      const isRoot = typeName === 'Query' || typeName === 'Mutation';
      field.resolve = (source, args, context: ExecutionContext, info) => {
        if (!isAllowed(modes, context.auth)) {
          throw new AppSyncError(`Not Authorized to access ${field.name} on type ${typeName}`, 'Unauthorized');
        }
        // Resolvers past the limit do not run, the ones before it do (AppSync's documented behaviour).
        if (isRoot && ++context.resolverCalls > API_LIMITS.resolverCountLimit) {
          throw new AppSyncError(APPSYNC_LIMIT_ERRORS.resolvers.message, APPSYNC_LIMIT_ERRORS.resolvers.errorType);
        }
        return resolve(source, args, context, info);
      };
    }
  }
}
