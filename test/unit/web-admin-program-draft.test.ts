// The course program editor's draft: the certificate kept aside, moves inside and across units,
// additions and removals, and the API input it sends; and the centred crop of item pictures.
import { describe, expect, it } from 'vitest';
import {
  addTopic,
  addUnit,
  draftOf,
  moveTopic,
  moveUnit,
  removeTopic,
  removedTopicIds,
  toProgramInput,
  topicPlace,
  updateTopic,
} from '../../web/src/features/admin/lib/program-draft';
import { centredCrop } from '../../web/src/features/admin/lib/picture-crop';

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
    const input = toProgramInput('c', 3, { ...draft, hasCertificate: false });
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
  it('takes the centred region of the target ratio', () => {
    expect(centredCrop(1600, 900, 16 / 9)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
    expect(centredCrop(2000, 900, 16 / 9)).toEqual({ x: 200, y: 0, width: 1600, height: 900 });
    expect(centredCrop(1200, 1600, 16 / 9)).toEqual({ x: 0, y: 463, width: 1200, height: 675 });
    expect(centredCrop(1600, 900, 1200 / 630)).toEqual({ x: 0, y: 30, width: 1600, height: 840 });
  });
});
