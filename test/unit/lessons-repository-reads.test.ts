// A course's units and topics are checked when read (functions/data/lessons-repository.ts): each
// reads as the seed or the syllabus editor wrote it, without its keys; a unit stored before its
// topics' duration and captions' flag reads them as null, a topic stored before its captions,
// materials and ladder reads without them (its video key, absent, null); a record with a field of
// the wrong kind is a MalformedRecordError naming its key and the field, never a cast.
import { afterAll, describe, expect, it } from 'vitest';
import { createLessonsRepository, syllabusStorageRecords, type TopicRecord } from '../../functions/data/lessons-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { LessonUnit } from '../../functions/domain/course-progress';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());
const lessons = createLessonsRepository(table);

const unit: LessonUnit = {
  id: 'course-1-u01',
  itemId: 'course-1',
  name: 'Fundamentos',
  position: 1,
  topics: [
    {
      id: 'course-1-t01',
      itemId: 'course-1',
      unitId: 'course-1-u01',
      name: 'Bienvenida',
      componentName: 'video-lesson',
      isPublic: true,
      position: 1,
      durationMinutes: 12,
      hasCaptions: true,
    },
  ],
};
const topic: TopicRecord = {
  itemId: 'course-1',
  topicId: 'course-1-t01',
  unitId: 'course-1-u01',
  name: 'Bienvenida',
  position: 1,
  componentName: 'video-lesson',
  isPublic: true,
  text: 'Qué vas a aprender.',
  videoKey: 'courses/course-1/sample/clase-demo.mp4',
  captionsKey: 'courses/course-1/sample/clase-demo.vtt',
  durationMinutes: 12,
  materials: [{ key: 'courses/course-1/plan.pdf', name: 'Plan (PDF)', fileName: 'plan.pdf' }],
  stream: {
    sourceKey: 'courses/course-1/sample/clase-demo.mp4',
    masterKey: 'courses/course-1/sample/hls/master.m3u8',
    renditions: ['360p', '720p'],
    durationSeconds: 96,
  },
};
const [unitRecord, topicRecord] = syllabusStorageRecords('course-1', [unit], [topic]) as [Record<string, unknown>, Record<string, unknown>];

describe("a course's stored syllabus", () => {
  it('a unit and a topic read as written, without their keys (the topic also after a content update)', async () => {
    store(unitRecord);
    expect(await lessons.listUnits('course-1')).toEqual([unit]);
    store(topicRecord);
    expect(await lessons.getTopic('course-1', 'course-1-t01')).toEqual(topic);
    expect(await lessons.updateContent('course-1', 'course-1-t01', topic.text, topic.videoKey, topic.captionsKey)).toEqual(topic);
  });

  it("a unit read back has the editor's field order, so an unchanged unit is not rewritten", async () => {
    store(unitRecord);
    const [read] = await lessons.listUnits('course-1');
    expect(JSON.stringify(read)).toBe(JSON.stringify(unit));
  });

  it("a unit stored before its topics' duration and captions' flag reads them as null", async () => {
    const { durationMinutes: _minutes, hasCaptions: _captions, ...oldTopic } = unit.topics[0]!;
    store({ ...unitRecord, topics: [oldTopic] });
    expect(await lessons.listUnits('course-1')).toEqual([{ ...unit, topics: [{ ...oldTopic, durationMinutes: null, hasCaptions: null }] }]);
  });

  it('a topic stored before captions, durations, materials and ladders reads without them, its absent video as null', async () => {
    const { captionsKey: _c, durationMinutes: _d, materials: _m, stream: _s, videoKey: _v, ...old } = topic;
    const { captionsKey: _rc, durationMinutes: _rd, materials: _rm, stream: _rs, videoKey: _rv, ...oldRecord } = topicRecord;
    store(oldRecord);
    expect(await lessons.getTopic('course-1', 'course-1-t01')).toEqual({ ...old, videoKey: null });
  });

  it('a unit whose topics are not a list, or a topic whose public flag is not a yes or no, is refused naming its key and field', async () => {
    store({ ...unitRecord, topics: 'none' });
    await expect(lessons.listUnits('course-1')).rejects.toThrow(MalformedRecordError);
    await expect(lessons.listUnits('course-1')).rejects.toThrow(/lesson unit record COURSE#course-1 \/ UNIT#001: topics/);
    store({ ...topicRecord, isPublic: 'true' });
    await expect(lessons.getTopic('course-1', 'course-1-t01')).rejects.toThrow(
      /topic record COURSE#course-1 \/ TOPIC#course-1-t01: isPublic/,
    );
  });
});
