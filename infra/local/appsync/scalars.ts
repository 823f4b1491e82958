// AppSync's scalars, validated on input and output as AppSync does (AWSDateTime, AWSJSON…).
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema, type ValueNode } from 'graphql';
import { jsonNesting } from '../../../functions/domain/bounded-json';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function stringScalar(name: string, isValid: (value: string) => boolean) {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !isValid(value)) {
      throw new GraphQLError(`Invalid value for ${name}: ${JSON.stringify(value)}`);
    }
    return value;
  };
  return {
    serialize: check,
    parseValue: check,
    parseLiteral: (node: ValueNode) => check(node.kind === Kind.STRING ? node.value : undefined),
  };
}

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function valueFromLiteral(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(valueFromLiteral);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueFromLiteral(f.value)]));
    default:
      return undefined;
  }
}

/**
 * AppSync parses JSON with a nesting limit (its parser's default, 1 000 levels, as Jackson's
 * StreamReadConstraints): deeper text is refused before parsing, as a variable it could not
 * coerce — never a Lambda failure (the value could not cross the Lambda boundary anyway).
 */
const AWSJSON_MAX_NESTING = 1000;

/** AWSJSON arrives as a JSON string and reaches the resolver parsed, as AppSync does. */
const awsJson = {
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value: unknown) => {
    if (typeof value !== 'string') return value;
    if (jsonNesting(value) > AWSJSON_MAX_NESTING) {
      throw new GraphQLError(`Invalid value for AWSJSON: nesting depth exceeds the maximum allowed (${AWSJSON_MAX_NESTING})`);
    }
    try {
      return JSON.parse(value);
    } catch {
      throw new GraphQLError('Invalid value for AWSJSON: not a JSON string');
    }
  },
  parseLiteral: (node: ValueNode) => awsJson.parseValue(valueFromLiteral(node)),
};

export function installScalars(schema: GraphQLSchema): void {
  const behaviours: Record<string, Pick<GraphQLScalarType, 'serialize' | 'parseValue' | 'parseLiteral'>> = {
    AWSDateTime: stringScalar('AWSDateTime', (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))),
    AWSDate: stringScalar('AWSDate', (v) => DATE.test(v)),
    AWSTime: stringScalar('AWSTime', (v) => TIME.test(v)),
    AWSEmail: stringScalar('AWSEmail', (v) => EMAIL.test(v)),
    AWSURL: stringScalar('AWSURL', isUrl),
    AWSPhone: stringScalar('AWSPhone', (v) => /^\+?[\d\s()-]{3,}$/.test(v)),
    AWSIPAddress: stringScalar('AWSIPAddress', (v) => /^[\d.:a-fA-F/]+$/.test(v)),
    AWSJSON: awsJson,
    AWSTimestamp: {
      serialize: (v: unknown) => Number(v),
      parseValue: (v: unknown) => Number(v),
      parseLiteral: (node: ValueNode) => Number(valueFromLiteral(node)),
    },
  };
  for (const [name, behaviour] of Object.entries(behaviours)) {
    const type = schema.getType(name);
    if (type instanceof GraphQLScalarType) Object.assign(type, behaviour);
  }
}
