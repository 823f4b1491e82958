// Shapes of the seed data. Items are the schema's own Item type (generated), so the seed cannot
// drift from the API contract; lessons carry the topic content that the API only hands out to
// those allowed to see it.
import type { ItemToStore } from '../data/items-repository';
import type { TopicMaterialRecord, TopicStreamRecord } from '../data/lessons-repository';

export type SeedItem = ItemToStore;

export interface SeedTopic {
  id: string;
  name: string;
  /** The player component that renders it: 'video-lesson', 'text-lesson' or 'certificate'. */
  componentName: 'video-lesson' | 'text-lesson' | 'certificate';
  isPublic: boolean;
  /** Lesson text shown beside the video (plain text, blank-line separated paragraphs). */
  text: string;
  /** Key of the topic's video in the content store, if it has one. */
  videoKey?: string;
  /** The video's HLS ladder (issue 26). */
  stream?: TopicStreamRecord;
  /** How long the lesson takes (video lessons). */
  durationMinutes?: number;
  /** Files the buyer downloads with the topic (PDF plans), kept in the content store. */
  materials?: TopicMaterialRecord[];
}

export interface SeedUnit {
  id: string;
  name: string;
  topics: SeedTopic[];
}

export interface SeedCourseLessons {
  itemId: string;
  units: SeedUnit[];
}
