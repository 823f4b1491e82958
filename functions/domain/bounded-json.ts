// JSON text from a client (an AWSJSON argument) parsed only once its size and nesting are known to
// be within bounds: the depth is counted by one pass over the characters, without recursion, so a
// value nested 100 000 levels deep is refused with a clear answer instead of exhausting the stack
// of a recursive parser or of whatever walks the parsed value afterwards. Pure.

export interface JsonBounds {
  /** Characters of the text. */
  maxLength: number;
  /** Objects and lists inside one another. */
  maxDepth: number;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: 'too-long' | 'too-deep' | 'not-json' };

/** The deepest nesting of objects and lists in a JSON text (brackets inside strings do not count). */
export function jsonNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Parses `text` when it is within `bounds`; otherwise says why not (nothing is parsed). */
export function parseBoundedJson(text: string, bounds: JsonBounds): BoundedJson {
  if (text.length > bounds.maxLength) return { ok: false, problem: 'too-long' };
  if (jsonNesting(text) > bounds.maxDepth) return { ok: false, problem: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}
