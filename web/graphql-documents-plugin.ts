// Ships only the GraphQL documents a chunk uses. The client preset's `graphql()` looks documents
// up in a map of every operation of the app (admin ones included), which landed in the first
// page's JavaScript. At build time each `graphql(`query Name …`)` call becomes the document's own
// text (whitespace collapsed) — what the API client sends (`documentMode: 'string'`; the app has
// no fragments) — so each chunk carries only its operations and the map is dropped. Codegen still
// reads the `graphql()` calls in the sources, so types stay generated and checked.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const OPERATION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

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
      const replaced = code.replace(CALL, (call, source: string) => {
        if (!OPERATION.test(source) || source.includes('${')) return call;
        // A document with fragments keeps the generated lookup (it appends the fragments' text).
        if (/\bfragment\b|\.\.\.\s*[A-Za-z_]/.test(source)) return call;
        return JSON.stringify(source.replace(/\s+/g, ' ').trim());
      });
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
