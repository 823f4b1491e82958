// Issue 42: the captions file's rule, shared by the admin's browser and the server — the WEBVTT
// header, the size limit, every cue's timings well-formed, ending after they start and in order.
import { describe, expect, it } from 'vitest';
import { webVttProblem, webVttSizeProblem } from '../../functions/domain/webvtt';
import { MAX_CAPTIONS_BYTES } from '../../functions/domain/video-content';

const GOOD = 'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nRespirá por la nariz.\n\n00:05.000 --> 00:09.500 align:start\nBajá despacio.\n';

describe('WebVTT captions file', () => {
  it('accepts a file with a header and cues in order (hours optional, settings after the timing, BOM, CRLF)', () => {
    expect(webVttProblem(GOOD)).toBeNull();
    expect(webVttProblem(`\uFEFF${GOOD.replaceAll('\n', '\r\n')}`)).toBeNull();
    expect(webVttProblem('WEBVTT - Clase 1\n\n1\n01:00:00.000 --> 01:00:02.000\nHola\n')).toBeNull();
  });

  it('refuses a file without the WEBVTT header', () => {
    expect(webVttProblem('1\n00:00:01,000 --> 00:00:02,000\nHola\n')).toBe(
      'El archivo no es WebVTT: la primera línea tiene que ser «WEBVTT».',
    );
    expect(webVttProblem('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nHola\n')).toMatch(/primera línea/);
  });

  it('refuses malformed timings, naming the line', () => {
    expect(webVttProblem('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHola\n')).toBe(
      'Línea 3: los tiempos tienen que escribirse como 00:00:01.000 --> 00:00:04.000.',
    );
    expect(webVttProblem('WEBVTT\n\n00:00:61.000 --> 00:01:02.000\nHola\n')).toMatch(/^Línea 3: los tiempos/);
    expect(webVttProblem('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHola\n00:00:01.000 -->\n')).toMatch(/^Línea 5: los tiempos/);
  });

  it('refuses a cue that ends before (or when) it starts, and cues out of order', () => {
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:05.000\nHola\n')).toBe(
      'Línea 3: el subtítulo tiene que terminar después de empezar.',
    );
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHola\n')).toMatch(/terminar después de empezar/);
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nA\n\n00:00:01.000 --> 00:00:02.000\nB\n')).toBe(
      'Línea 6: los subtítulos tienen que estar en orden de tiempo.',
    );
  });

  it('refuses a file without cues, an empty one and one past the size limit', () => {
    expect(webVttProblem('WEBVTT\n\nNOTE nada más\n')).toBe('El archivo no tiene ningún subtítulo (líneas con «-->»).');
    expect(webVttSizeProblem(0)).toBe('El archivo de subtítulos está vacío.');
    expect(webVttSizeProblem(MAX_CAPTIONS_BYTES)).toBeNull();
    expect(webVttSizeProblem(MAX_CAPTIONS_BYTES + 1)).toBe('Los subtítulos pueden pesar hasta 512 KB.');
    expect(webVttProblem(GOOD, MAX_CAPTIONS_BYTES + 1)).toBe('Los subtítulos pueden pesar hasta 512 KB.');
  });
});
