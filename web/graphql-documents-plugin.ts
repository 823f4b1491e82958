// Ships only the GraphQL documents a chunk uses. The client preset's `graphql()` looks documents
// up in a map of every operation of the app (admin ones included), which landed in the first
// page's JavaScript. At build time each `graphql(`query Name …`)` call becomes the document's own
// text (whitespace collapsed) — what the API client sends (`documentMode: 'string'`) — or, for a
// document that uses fragments, the generated `NameDocument` constant (its text with the
// fragments appended), imported from generated/graphql.ts, whose unused constants are dropped.
// So each chunk carries only its operations and the map is never bundled. Codegen still reads
// the `graphql()` calls in the sources, so types stay generated and checked.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GENERATED_NAMESPACE = '__generatedGraphqlDocuments';
const FRAGMENT = /\bfragment\s+([A-Za-z_][A-Za-z0-9_]*)\s+on\b/;
const OPERATION = /\b(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

export function graphqlDocumentsByName(webRoot: string): Plugin {
  const generatedDir = resolve(webRoot, 'src/generated');
  const documents = resolve(generatedDir, 'graphql.ts');
  return {
    name: 'graphql-documents-by-name',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === documents) {
        return { code: code.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString('), map: null };
      }
      if (!file.startsWith(resolve(webRoot, 'src')) || file.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      let usesGeneratedDocuments = false;
      const replaced = code.replace(CALL, (call, source: string) => {
        if (source.includes('${')) return call;
        const operation = OPERATION.exec(source);
        const fragment = FRAGMENT.exec(source);
        if (!operation) {
          // A fragment declared on its own (for codegen): its generated constant, usually unused.
          if (!fragment) return call;
          usesGeneratedDocuments = true;
          return `${GENERATED_NAMESPACE}.${fragment[1]}FragmentDoc`;
        }
        if (fragment || /\.\.\.\s*[A-Za-z_]/.test(source)) {
          usesGeneratedDocuments = true;
          return `${GENERATED_NAMESPACE}.${operation[2]}Document`;
        }
        return JSON.stringify(source.replace(/\s+/g, ' ').trim());
      });
      if (usesGeneratedDocuments) {
        return { code: `import * as ${GENERATED_NAMESPACE} from ${JSON.stringify(documents)};\n${replaced}`, map: null };
      }
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
