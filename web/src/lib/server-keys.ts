// Query keys of the server resources that more than one feature reads or writes. Each resource has
// its key here and nowhere else; a reader adds its own suffix (its selection of fields differs), and a
// write invalidates the resource's prefix, so saving course-1 refreshes course-1 only — never every
// key whose text happens to contain its id.
export const serverKeys = {
  /** The published catalogue: lists, highlights, items (the catalogue feature's keys extend it). */
  catalogue: () => ['catalogue'] as const,
  /** What the viewer owns: the orders feature refreshes it when a purchase is approved. */
  inventory: () => ['inventory'] as const,
  /** A course's syllabus (units and topics), read by the course page, the lessons and the admin. */
  syllabus: (courseId: string) => ['syllabus', courseId] as const,
  /** How a planning is sold by the month (issue 39): the admin sets it, the planning page and its checkout read it. */
  subscriptionOffer: (planningId: string) => ['subscription-offer', planningId] as const,
};
