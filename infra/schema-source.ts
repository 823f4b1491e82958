// schema.graphql as AppSync receives it, and AppSync's own scalars and directives
// (infra/local/appsync-prelude.graphql), which checks need to parse it outside AppSync.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './shared/paths';

export const SCHEMA_FILE = join(repositoryRoot, 'schema.graphql');
const PRELUDE_FILE = join(repositoryRoot, 'infra/local/appsync-prelude.graphql');

export const readSchemaSdl = (): string => readFileSync(SCHEMA_FILE, 'utf8');
export const readPreludeSdl = (): string => readFileSync(PRELUDE_FILE, 'utf8');
