// A lesson's captions file checked as the player will read it (WebVTT, issue 42): the WEBVTT
// header, at most MAX_CAPTIONS_BYTES, and every cue's timings well-formed, ending after they start
// and starting in order. The same rule runs in the admin's browser before the upload and on the
// server before the topic points at the uploaded file, so a file the browser let through and the
// server refuses (or the other way round) cannot happen. Pure: messages in Spanish, with the line.

import { MAX_CAPTIONS_BYTES } from './video-content';

/** Why a captions file is refused, for the field's error (null: the file is good). */
export type WebVttProblem = string;

// hh:mm:ss.ttt or mm:ss.ttt (minutes and seconds below 60), as the WebVTT spec writes timestamps.
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING_LINE = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;

function secondsOf(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const MAX_KB = MAX_CAPTIONS_BYTES / 1024;

/** The size rule alone (the browser knows the size before reading the file). */
export function webVttSizeProblem(sizeBytes: number): WebVttProblem | null {
  if (sizeBytes <= 0) return 'El archivo de subtítulos está vacío.';
  if (sizeBytes > MAX_CAPTIONS_BYTES) return `Los subtítulos pueden pesar hasta ${MAX_KB} KB.`;
  return null;
}

/**
 * The first problem of a WebVTT file's text, or null. `sizeBytes` is the file's size in bytes (the
 * text's UTF-8 length when omitted).
 */
export function webVttProblem(text: string, sizeBytes: number = new TextEncoder().encode(text).length): WebVttProblem | null {
  const sizeProblem = webVttSizeProblem(sizeBytes);
  if (sizeProblem) return sizeProblem;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const header = lines[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header)) {
    return 'El archivo no es WebVTT: la primera línea tiene que ser «WEBVTT».';
  }
  let cues = 0;
  let previousStart = -1;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const lineNumber = index + 1;
    const timing = TIMING_LINE.exec(line.trim());
    const start = timing ? secondsOf(timing[1] ?? '') : null;
    const end = timing ? secondsOf(timing[2] ?? '') : null;
    if (start === null || end === null) {
      return `Línea ${lineNumber}: los tiempos tienen que escribirse como 00:00:01.000 --> 00:00:04.000.`;
    }
    if (end <= start) return `Línea ${lineNumber}: el subtítulo tiene que terminar después de empezar.`;
    if (start < previousStart) return `Línea ${lineNumber}: los subtítulos tienen que estar en orden de tiempo.`;
    previousStart = start;
    cues += 1;
  }
  if (cues === 0) return 'El archivo no tiene ningún subtítulo (líneas con «-->»).';
  return null;
}
