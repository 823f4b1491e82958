// The course syllabus editor's draft: the certificate kept aside, moves inside and across units,
// additions and removals, and the API input it sends; and where item pictures are cut (the middle,
// or the point the admin moved the frame to, never past the photo's edges).
import { describe, expect, it } from 'vitest';
import {
  addTopic,
  addUnit,
  draftOf,
  moveTopic,
  moveUnit,
  removeTopic,
  removedTopicIds,
  toSyllabusInput,
  topicPlace,
  updateTopic,
} from '../../web/src/features/admin/lib/syllabus-draft';
import { PHOTO_CENTRE, cropAround, movedFocus } from '../../web/src/features/admin/lib/picture-crop';

const saved = [
  {
    id: 'c-u01',
    name: 'Intro',
    topics: [
      { id: 'c-t01', name: 'Bienvenida', componentName: 'video-lesson', isPublic: true },
      { id: 'c-t02', name: 'Técnica', componentName: 'text-lesson', isPublic: false },
    ],
  },
  { id: 'c-u02', name: 'Práctica', topics: [{ id: 'c-t03', name: 'Rutina', componentName: 'video-lesson', isPublic: false }] },
  { id: 'c-u03', name: 'Certificado', topics: [{ id: 'c-t04', name: 'Certificado', componentName: 'certificate', isPublic: false }] },
];

const names = (draft: ReturnType<typeof draftOf>) =>
  draft.units.map((unit) => `${unit.name}: ${unit.topics.map((topic) => topic.name).join(', ')}`);

describe('program draft', () => {
  it('keeps the certificate aside as a flag', () => {
    const draft = draftOf(saved);
    expect(draft.hasCertificate).toBe(true);
    expect(names(draft)).toEqual(['Intro: Bienvenida, Técnica', 'Práctica: Rutina']);
  });

  it('moves topics within a unit and across its edges, and units', () => {
    let draft = draftOf(saved);
    draft = moveTopic(draft, 'c-t02', 1);
    expect(names(draft)).toEqual(['Intro: Bienvenida', 'Práctica: Técnica, Rutina']);
    expect(topicPlace(draft, 'c-t02')).toEqual({ unit: 2, topic: 1 });
    draft = moveTopic(draft, 'c-t03', -1);
    expect(names(draft)).toEqual(['Intro: Bienvenida', 'Práctica: Rutina, Técnica']);
    expect(moveTopic(draft, 'c-t01', -1)).toBe(draft);
    draft = moveUnit(draft, 'c-u02', -1);
    expect(names(draft)).toEqual(['Práctica: Rutina, Técnica', 'Intro: Bienvenida']);
    expect(moveUnit(draft, 'c-u02', -1)).toBe(draft);
  });

  it('adds and removes, and sends new entries without ids', () => {
    let draft = addUnit(draftOf(saved), 'Cierre');
    const unitKey = draft.units.at(-1)!.key;
    draft = addTopic(draft, unitKey, 'Despedida');
    const topicKey = draft.units.at(-1)!.topics[0]!.key;
    draft = updateTopic(draft, topicKey, { isPublic: true, componentName: 'text-lesson' });
    draft = removeTopic(draft, 'c-t02');
    const input = toSyllabusInput('c', 3, { ...draft, hasCertificate: false });
    expect(input).toMatchObject({ itemId: 'c', programVersion: 3, hasCertificate: false, confirmRemovedTopicIds: [] });
    expect(input.units.at(-1)).toEqual({
      id: null,
      name: 'Cierre',
      topics: [{ id: null, name: 'Despedida', componentName: 'text-lesson', isPublic: true }],
    });
    expect(removedTopicIds(saved, draft)).toEqual(['c-t02']);
  });
});

describe('picture crop', () => {
  it('takes the centred region of the target ratio until the frame is moved', () => {
    expect(cropAround(1600, 900, 16 / 9)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
    expect(cropAround(2000, 900, 16 / 9)).toEqual({ x: 200, y: 0, width: 1600, height: 900 });
    expect(cropAround(1200, 1600, 16 / 9)).toEqual({ x: 0, y: 463, width: 1200, height: 675 });
    expect(cropAround(1600, 900, 1200 / 630)).toEqual({ x: 0, y: 30, width: 1600, height: 840 });
  });

  it('cuts around the chosen point, held inside the photo', () => {
    expect(cropAround(2000, 900, 16 / 9, { x: 0.2, y: 0.5 })).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
    expect(cropAround(3000, 900, 16 / 9, { x: 0.7, y: 0.5 })).toEqual({ x: 1300, y: 0, width: 1600, height: 900 });
    expect(cropAround(1200, 1600, 16 / 9, { x: 0.5, y: 1 })).toEqual({ x: 0, y: 925, width: 1200, height: 675 });
    // The sharing image follows the same point.
    expect(cropAround(1600, 900, 1200 / 630, { x: 0.5, y: 0 })).toEqual({ x: 0, y: 0, width: 1600, height: 840 });
  });

  it('moves the frame along its free axis and stops at the edges', () => {
    // 3000×900: the 16:9 frame is 1600 wide, so its centre goes from 800/3000 to 2200/3000.
    const left = movedFocus(3000, 900, 16 / 9, PHOTO_CENTRE, -1, 0);
    expect(left.x).toBeCloseTo(800 / 3000);
    expect(cropAround(3000, 900, 16 / 9, left).x).toBe(0);
    const back = movedFocus(3000, 900, 16 / 9, left, 0.1, 0);
    expect(back.x).toBeCloseTo(800 / 3000 + 0.1);
    const right = movedFocus(3000, 900, 16 / 9, PHOTO_CENTRE, 5, 0);
    expect(cropAround(3000, 900, 16 / 9, right).x).toBe(1400);
    // Nothing to move on a photo of the card's own ratio.
    expect(movedFocus(1600, 900, 16 / 9, PHOTO_CENTRE, 0.3, 0.3)).toEqual(PHOTO_CENTRE);
  });
});
