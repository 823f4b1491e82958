// A course arranged through the admin's API as far as a test needs it (a draft, its page, its
// syllabus, its lessons' text and video, its picture, published), so a browser test of one step of
// the admin's work starts from the course the steps before it would have left, without running them.
import { expect } from 'vitest';
import type { Caller } from './graphql-client';
import { adminCall, CREATE_ITEM, CREATE_PICTURE_UPLOAD, PUBLISH_ITEM, SAVE_PROGRAM, SET_PICTURE, UPDATE_ITEM } from './admin-api';
import type { StackInfo } from './stack-info';

const CREATE_VIDEO_UPLOAD = `mutation($itemId: ID!, $topicId: ID!, $contentType: String!) { createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) { uploadUrl videoKey } }`;
const UPDATE_TOPIC_CONTENT = `mutation($input: UpdateTopicContentInput!) { updateTopicContent(input: $input) { topicId } }`;

export interface CoursePage {
  summary: string;
  description: string;
  highlights: string[];
  level: string;
  coachName: string;
  coachBio: string;
}

export interface SyllabusUnit {
  name: string;
  topics: { name: string; componentName: 'video-lesson' | 'text-lesson'; isPublic: boolean }[];
}

export interface CourseArrangement {
  name: string;
  price: number;
  page?: CoursePage;
  syllabus?: { hasCertificate: boolean; units: SyllabusUnit[] };
  /** Each lesson's text (by its name in the syllabus), and an MP4 for the ones with a video. */
  lessons?: { topic: string; text: string; video?: Buffer }[];
  /** Every variant of the picture (`400.webp`… `share.jpg`) with its bytes. */
  picture?: { name: string; contentType: string; body: Buffer }[];
  published?: boolean;
}

/** A unit as the syllabus save answers it. */
export interface SavedUnit {
  id: string;
  name: string;
  position: number;
  topics: { id: string; name: string; componentName: string; isPublic: boolean; position: number; unitId: string }[];
}

export interface ArrangedCourse {
  id: string;
  name: string;
  /** The item as the last admin call answered it (its syllabus version counts the save). */
  item: { id: string; name: string; programVersion: number };
  /** The syllabus as saved (empty without one). */
  units: SavedUnit[];
  /** Topic ids by the topic's name. */
  topicIds: Record<string, string>;
}

const put = async (url: string, contentType: string, body: Buffer) => {
  const answer = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'if-none-match': '*' },
    body: new Uint8Array(body),
  });
  expect(answer.status, `PUT ${contentType}`).toBe(200);
};

export async function aCourseThroughTheApi(stack: StackInfo, admin: Caller, course: CourseArrangement): Promise<ArrangedCourse> {
  let item = await adminCall<ArrangedCourse['item']>(stack, admin, CREATE_ITEM, {
    input: { type: 'COURSE', seller: 'STORE', name: course.name, price: course.price },
  });
  const id = item.id;
  if (course.page) {
    item = await adminCall(stack, admin, UPDATE_ITEM, {
      input: { id, name: course.name, price: course.price, isEnabled: false, isFeatured: false, offer: null, ...course.page },
    });
  }
  const topicIds: Record<string, string> = {};
  let units: SavedUnit[] = [];
  if (course.syllabus) {
    units = await adminCall<SavedUnit[]>(stack, admin, SAVE_PROGRAM, {
      input: { itemId: id, programVersion: item.programVersion, ...course.syllabus },
    });
    for (const topic of units.flatMap((unit) => unit.topics)) topicIds[topic.name] = topic.id;
  }
  for (const lesson of course.lessons ?? []) {
    const topicId = topicIds[lesson.topic];
    expect(topicId, `a topic named ${lesson.topic}`).toBeDefined();
    let videoKey: string | undefined;
    if (lesson.video) {
      const upload = await adminCall(stack, admin, CREATE_VIDEO_UPLOAD, { itemId: id, topicId, contentType: 'video/mp4' });
      await put(upload.uploadUrl, 'video/mp4', lesson.video);
      videoKey = upload.videoKey;
    }
    await adminCall(stack, admin, UPDATE_TOPIC_CONTENT, { input: { itemId: id, topicId, text: lesson.text, videoKey } });
  }
  if (course.picture) {
    const files = course.picture.map((file) => ({ name: file.name, size: file.body.byteLength }));
    const upload = await adminCall(stack, admin, CREATE_PICTURE_UPLOAD, { itemId: id, files });
    for (const target of upload.uploads as { name: string; contentType: string; uploadUrl: string }[]) {
      const file = course.picture.find((candidate) => candidate.name === target.name);
      expect(file, `the picture's ${target.name}`).toBeDefined();
      await put(target.uploadUrl, target.contentType, file!.body);
    }
    item = await adminCall(stack, admin, SET_PICTURE, { itemId: id, pictureId: upload.pictureId });
  }
  if (course.published) item = await adminCall(stack, admin, PUBLISH_ITEM, { id });
  return { id, name: course.name, item, units, topicIds };
}
