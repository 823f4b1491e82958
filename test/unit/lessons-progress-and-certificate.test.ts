// The pure rules of the course player: what counts as progress, when a certificate can be issued,
// what it says, and which video keys and formats an admin may use.
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { LessonUnit, Topic } from '../../functions/generated/graphql';
import { courseHasCertificate, lessonTopics, summarizeProgress } from '../../functions/domain/course-progress';
import { certificateFileName, certificateRefusal } from '../../functions/domain/certificate-rules';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { isValidVideoKey, isVideoContentType, videoUploadKey } from '../../functions/domain/video-content';
import { encodableText, renderCertificatePdf } from '../../functions/content/certificate-pdf';

const topic = (id: string, position: number, componentName = 'video-lesson'): Topic => ({
  id,
  name: id,
  itemId: 'course-9',
  unitId: 'u',
  componentName,
  isPublic: false,
  position,
  durationMinutes: null,
  hasCaptions: null,
});
const unit = (id: string, position: number, topics: Topic[]): LessonUnit => ({ id, itemId: 'course-9', name: id, position, topics });

// Units deliberately stored out of order: progress follows the syllabus's positions.
const program = [
  unit('u2', 2, [topic('t3', 3), topic('cert', 4, 'certificate')]),
  unit('u1', 1, [topic('t2', 2, 'text-lesson'), topic('t1', 1)]),
];

describe('course progress', () => {
  it('counts every lesson topic in program order and leaves the certificate out', () => {
    expect(lessonTopics(program).map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    expect(summarizeProgress('course-9', program, null)).toEqual({
      itemId: 'course-9',
      completedTopicIds: [],
      totalTopics: 3,
      lastTopicId: null,
      isComplete: false,
    });
  });

  it('is complete only when every lesson topic is done', () => {
    const partial = summarizeProgress('course-9', program, { completedTopicIds: ['t3', 't1'], lastTopicId: 't3' });
    expect(partial).toMatchObject({ completedTopicIds: ['t1', 't3'], lastTopicId: 't3', isComplete: false });
    const done = summarizeProgress('course-9', program, { completedTopicIds: ['t3', 't2', 't1'], lastTopicId: 't2' });
    expect(done.isComplete).toBe(true);
  });

  it('ignores completed ids of topics no longer in the program', () => {
    const summary = summarizeProgress('course-9', program, { completedTopicIds: ['t1', 'gone'], lastTopicId: 'gone' });
    expect(summary.completedTopicIds).toEqual(['t1']);
  });

  it('never calls a program without lessons complete', () => {
    expect(
      summarizeProgress('course-9', [unit('u', 1, [topic('cert', 1, 'certificate')])], { completedTopicIds: [], lastTopicId: null })
        .isComplete,
    ).toBe(false);
  });
});

describe('certificate rules', () => {
  const progress = (isComplete: boolean) => ({ itemId: 'c', completedTopicIds: [], totalTopics: 1, lastTopicId: null, isComplete });

  it('issues a certificate only for a course that has one and is complete', () => {
    expect(courseHasCertificate(program)).toBe(true);
    expect(courseHasCertificate([unit('u', 1, [topic('t', 1)])])).toBe(false);
    expect(certificateRefusal(true, progress(true))).toBeNull();
    expect(certificateRefusal(true, progress(false))).toBe('incomplete');
    expect(certificateRefusal(false, progress(true))).toBe('no-certificate');
  });

  it('dates the certificate on the calendar day in -03:00', () => {
    expect(formatStoreDate(new Date('2026-11-23T02:59:00Z'))).toBe('22/11/2026');
    expect(formatStoreDate(new Date('2026-11-23T03:00:00Z'))).toBe('23/11/2026');
    expect(formatStoreDate(new Date('2027-01-01T01:00:00Z'))).toBe('31/12/2026');
  });

  it('names the file after the course', () => {
    expect(certificateFileName('course-2')).toBe('certificado-course-2.pdf');
  });
});

describe('certificate PDF', () => {
  const facts = {
    holderName: 'Begoña Ibáñez Núñez',
    courseName: 'Respiración Nasal',
    coachName: 'Martín Gómez',
    issuedOn: '22/11/2026',
    storeName: 'Impulso',
  };

  it('is a one-page PDF that pdf-lib reads back, with the holder and the course', async () => {
    const bytes = await renderCertificatePdf(facts);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe('Certificado de Begoña Ibáñez Núñez');
    expect(pdf.getTitle()).toBe('Certificado - Respiración Nasal');
  });

  /** The PDF's streams, inflated where compressed. */
  const streamsOf = (bytes: Uint8Array): string =>
    [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/stream\r?\n([\s\S]*?)endstream/g),
    ]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
        } catch {
          return m[1] ?? '';
        }
      })
      .join('\n')
      .toUpperCase();
  /** Whether the embedded font's ToUnicode map lists every character of the text (a ligature such as "fi" maps to both letters). */
  const mapsEvery = (streams: string, text: string): boolean =>
    [...new Set(text.replace(/\s/g, ''))].every((char) =>
      new RegExp(`<(?:[0-9A-F]{4})*${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).test(streams),
    );

  it('draws the name, course and date with their Spanish characters, in an embedded font', async () => {
    const streams = streamsOf(await renderCertificatePdf(facts));
    expect(streams).toContain('BEGINCMAP');
    for (const text of [facts.holderName, facts.courseName, '22/11/2026', 'Certificado de finalización', 'Martín Gómez']) {
      expect(mapsEvery(streams, text), text).toBe(true);
    }
  });

  it('prints names outside WinAnsi as written ("Łucja Nguyễn"), not folded to "Lucja Nguyen"', async () => {
    const bytes = await renderCertificatePdf({ ...facts, holderName: 'Łucja Nguyễn', verificationCode: 'IMP-7K3Q-9XWD' });
    const streams = streamsOf(bytes);
    expect(mapsEvery(streams, 'Łucja Nguyễn')).toBe(true);
    expect(mapsEvery(streams, 'IMP-7K3Q-9XWD')).toBe(true);
    expect((await PDFDocument.load(bytes)).getSubject()).toBe('Certificado de Łucja Nguyễn');
  });

  it('reduces only what the font cannot draw, instead of failing', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    expect(encodableText(font, 'Łukasz Ñandú 日本 ¿Sí?')).toBe('Lukasz Ñandú ?? ¿Sí?');
    await expect(renderCertificatePdf({ ...facts, holderName: 'Łukasz 🙂 日本' })).resolves.toBeInstanceOf(Uint8Array);
  });
});

describe('video content rules', () => {
  it('accepts MP4 and WebM uploads only', () => {
    expect(isVideoContentType('video/mp4')).toBe(true);
    expect(isVideoContentType('video/webm')).toBe(true);
    expect(isVideoContentType('text/html')).toBe(false);
    expect(isVideoContentType('video/quicktime')).toBe(false);
  });

  it('stores an upload under its course and topic', () => {
    expect(videoUploadKey('course-1', 'course-1-t02', 'video/webm', '123-abc')).toBe('courses/course-1/course-1-t02/123-abc.webm');
  });

  it('refuses keys that could climb out of their folder or are malformed', () => {
    expect(isValidVideoKey('sample/clase-demo.mp4')).toBe(true);
    expect(isValidVideoKey('courses/course-1/course-1-t02/1-a.mp4')).toBe(true);
    for (const key of ['', '../secret', 'a/../../b', 'a//b', '/abs.mp4', 'a b.mp4', 'a/./b.mp4']) {
      expect(isValidVideoKey(key)).toBe(false);
    }
  });
});
