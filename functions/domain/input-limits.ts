// Input limits that hold for every operation, checked once, before any service or data access:
// the resolver wrapper (handlers/appsync-resolver.ts) runs `assertWithinInputLimits` over every
// argument of every field, so a 3 000-character id or a NUL byte never reaches DynamoDB, an
// e-mail header or a stored record. Each operation's own zod schema then checks its fields'
// meaning (and may be stricter); schemas of text from elsewhere (the profile) reuse `textProblem`.
// Every decimal and date is also held to its own rule here (argument-bounds.ts: range and step,
// a calendar date that exists), whatever the operation, before any arithmetic or write.
import { boundProblem } from './argument-bounds';
import { parseBoundedJson } from './bounded-json';
import { AppError } from './errors';

export const INPUT_LIMITS = {
  /**
   * Identifiers (`id`, `…Id`, `…Ids`, `idempotencyKey`): printable ASCII without spaces. 300 fits
   * the longest real one (a planning member added by e-mail, `email:` + a 254-character address)
   * and keeps any key built from two of them under DynamoDB's 1 024-byte sort key.
   */
  idLength: 300,
  /** One-line text (names, subjects, codes, addresses, dates as text). */
  lineLength: 500,
  /** Multi-line text (the fields in MULTILINE_FIELDS), e.g. a lesson's text. */
  multilineLength: 20_000,
  /** Items in any list argument (the largest real one is a coupon's 100 items). */
  listLength: 200,
  /**
   * Nesting of objects and lists inside one argument (AWSJSON included). The deepest real one is
   * a plan week: input.days[].sessions[].blocks[].prescription's fields sit 9 levels down.
   */
  depth: 12,
} as const;

/** Argument keys whose text may span lines (tabs and line breaks allowed, nothing else). */
const MULTILINE_FIELDS = new Set(['message', 'description', 'text', 'notes', 'bio', 'body']);

/** Tax ids are typed as people write them ("20-12345678-6", "20 12345678 6"): text, not identifiers. */
const TYPED_NUMBERS = new Set(['taxId']);

const isIdKey = (key: string) => !TYPED_NUMBERS.has(key) && (key === 'id' || key === 'idempotencyKey' || /[a-z]Ids?$/.test(key));

/*
 * Characters no field accepts: C0 controls other than tab/LF/CR, DEL, C1 controls, the bidi
 * embeddings/overrides/isolates that make text display differently from what is stored, and the
 * byte order mark; and lone surrogates (half an emoji: not text, and invalid in UTF-8).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/;
/** One-line fields also refuse tab, CR, LF and the Unicode line/paragraph separators (header injection). */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ID_CHARACTERS = /^[\x21-\x7E]*$/;

export type TextKind = 'id' | 'line' | 'multiline';

/** The Spanish reason a text is refused, or null when it is acceptable. */
export function textProblem(value: string, kind: TextKind): string | null {
  const max = kind === 'id' ? INPUT_LIMITS.idLength : kind === 'line' ? INPUT_LIMITS.lineLength : INPUT_LIMITS.multilineLength;
  if (value.length > max) return `No puede superar los ${max} caracteres.`;
  if (LONE_SURROGATE.test(value) || FORBIDDEN_ANYWHERE.test(value)) return 'Tiene caracteres de control o invisibles que no se aceptan.';
  if (kind === 'id') return ID_CHARACTERS.test(value) ? null : 'El identificador tiene caracteres no válidos.';
  if (kind === 'line' && LINE_BREAKS.test(value)) return 'No puede tener saltos de línea ni tabulaciones.';
  return null;
}

function kindOf(key: string, insideIdList: boolean): TextKind {
  if (insideIdList || isIdKey(key)) return 'id';
  return MULTILINE_FIELDS.has(key) ? 'multiline' : 'line';
}

/** The JSON object or list a text holds, parsed only within the limits ('too-deep' without parsing). */
function embeddedJson(value: string): object | 'too-deep' | undefined {
  const parsed = parseBoundedJson(value, { maxLength: INPUT_LIMITS.multilineLength, maxDepth: INPUT_LIMITS.depth });
  if (!parsed.ok) return parsed.problem === 'too-deep' ? 'too-deep' : undefined;
  return typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : undefined;
}

interface Finding {
  path: string;
  message: string;
}

function inspect(value: unknown, key: string, path: string, depth: number, idList: boolean): Finding | null {
  if (typeof value === 'string') {
    // The AWSJSON argument (named `input`) may arrive as its JSON text: its content gets the same checks.
    const json = key === 'input' && depth === 1 ? embeddedJson(value) : undefined;
    if (json === 'too-deep') return { path, message: 'Tiene demasiados niveles anidados.' };
    if (json !== undefined) {
      if (value.length > INPUT_LIMITS.multilineLength)
        return { path, message: `No puede superar los ${INPUT_LIMITS.multilineLength} caracteres.` };
      return inspect(json, key, path, depth + 1, idList);
    }
    const problem = textProblem(value, kindOf(key, idList)) ?? boundProblem(path, value);
    return problem ? { path, message: problem } : null;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { path, message: 'No es un número válido.' };
    const problem = boundProblem(path, value);
    return problem ? { path, message: problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= INPUT_LIMITS.depth) return { path, message: 'Tiene demasiados niveles anidados.' };
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.listLength) {
      return { path, message: `No puede tener más de ${INPUT_LIMITS.listLength} elementos.` };
    }
    const ids = idList || isIdKey(key);
    for (const [index, element] of value.entries()) {
      const finding = inspect(element, key, `${path}.${index}`, depth + 1, ids);
      if (finding) return finding;
    }
    return null;
  }
  const entries = Object.entries(value);
  if (entries.length > INPUT_LIMITS.listLength) return { path, message: 'Tiene demasiados campos.' };
  for (const [childKey, child] of entries) {
    const keyProblem = textProblem(childKey, 'line');
    if (keyProblem) return { path, message: 'Tiene un nombre de campo no válido.' };
    const finding = inspect(child, childKey, path ? `${path}.${childKey}` : childKey, depth + 1, false);
    if (finding) return finding;
  }
  return null;
}

/**
 * Refuses arguments that break the limits with a stable ValidationError (Spanish message, the
 * field's path in details) before anything is read or written. The path is for the client (which
 * field to mark): a person never reads it in the message.
 */
export function assertWithinInputLimits(args: unknown): void {
  const finding = inspect(args, '', '', 0, false);
  if (!finding) return;
  const field = finding.path || 'input';
  throw new AppError('ValidationError', `Revisá los datos: ${finding.message}`, { [field]: finding.message });
}
