// Operations read from schema.graphql at run time, for the tests that go over every operation
// (hostile input, aliased mutations): a plausible value of any input type and the document that
// calls a root field with its arguments as variables.
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLScalarType,
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { readPreludeSdl, readSchemaSdl } from '../../infra/schema-source';

export const schema = buildSchema(`${readPreludeSdl()}\n${readSchemaSdl()}`);

/** Fields whose text may span lines (the input limits allow line breaks there, and up to 20 000 characters). */
export const MULTILINE = new Set(['message', 'description', 'text']);

export type OperationKind = 'query' | 'mutation';

export const rootFields = (kind: OperationKind): GraphQLField<unknown, unknown>[] => {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {});
};

/** A plausible value of a type: ids that do not exist, so a wrongly accepted value writes nothing shared. */
export function sample(type: GraphQLInputType, key: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, key);
  if (isListType(type)) return [sample(type.ofType, key)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sample(field.type, field.name)]));
  }
  switch ((type as GraphQLScalarType).name) {
    case 'ID':
      return `hostil-${key}-404`;
    case 'Int':
      return 4;
    case 'Float':
      return 1500;
    case 'Boolean':
      return true;
    case 'AWSEmail':
      return 'hostil@example.com';
    case 'AWSDate':
      return '2030-01-15';
    case 'AWSDateTime':
      return '2030-01-15T10:00:00-03:00';
    case 'AWSJSON':
      return '[]';
    default:
      return MULTILINE.has(key) ? 'Un texto de varias palabras, suficiente.' : 'Texto válido';
  }
}

/** Plausible arguments of a root field, by name. */
export const sampleArguments = (field: GraphQLField<unknown, unknown>): Record<string, unknown> =>
  Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type, arg.name)]));

function typeString(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return `${typeString(type.ofType)}!`;
  if (type instanceof GraphQLList) return `[${typeString(type.ofType)}]`;
  return type.name;
}

/** The document calling `field` once per alias (once, unaliased, when none), its arguments as variables. */
export function operationFor(kind: OperationKind, field: GraphQLField<unknown, unknown>, aliases: readonly string[] = []): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
  const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = getNamedType(field.type) instanceof GraphQLObjectType ? '{ __typename }' : '';
  const call = `${field.name}${argumentsText ? `(${argumentsText})` : ''} ${selection}`;
  const calls = aliases.length === 0 ? call : aliases.map((alias) => `${alias}: ${call}`).join(' ');
  return `${kind}${declarations ? `(${declarations})` : ''} { ${calls} }`;
}
