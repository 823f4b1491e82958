// The catalogue administration's pure rules: readable ids from names, the publishing checks and
// status changes, the item texts' validation, the course syllabus plan (ids never given twice,
// certificate last, only changes written), and the services' own admin check.
import { describe, expect, it } from 'vitest';
import type { LessonUnit } from '../../functions/generated/graphql';
import { highestIdNumber, planSyllabus } from '../../functions/domain/course-syllabus';
import { courseSyllabusSchema, createItemSchema, updateItemSchema } from '../../functions/domain/item-input';
import {
  MAX_PICTURE_FILE_BYTES,
  PICTURE_VARIANTS,
  isPictureId,
  itemPictureOf,
  pictureFilesProblem,
} from '../../functions/domain/item-picture';
import type { ContentStore, StoredObject } from '../../functions/content/content-store';
import type { ItemsRepository } from '../../functions/data/items-repository';
import { createItemPictureService } from '../../functions/services/item-picture-service';
import { isOnSale, publicationProblems, statusChangeRefusal, visibilityRefusal } from '../../functions/domain/item-publication';
import { slugCandidate, slugify } from '../../functions/domain/slug';
import { catalogueAdminResolvers } from '../../functions/handlers/catalogue-admin';
import type { CatalogueAdminFunctionDependencies as Dependencies } from '../../functions/composition/catalogue-admin';
import type { Viewer } from '../../functions/domain/viewer';
import { progressLossMessage } from '../../functions/services/course-syllabus-service';
import { catalogueItem as item } from '../support/factories/catalogue-items';

describe('slugs', () => {
  it('makes readable ASCII ids from Spanish names', () => {
    expect(slugify('Vertical: parada de manos desde cero')).toBe('vertical-parada-de-manos-desde-cero');
    expect(slugify('  Educación Física & Niñez 2026 ')).toBe('educacion-fisica-ninez-2026');
    expect(slugify('¿¡!?')).toBe('item');
    expect(slugify('a'.repeat(80)).length).toBe(60);
  });

  it('numbers the next candidates and keeps them within the length', () => {
    expect(slugCandidate('fuerza', 1)).toBe('fuerza');
    expect(slugCandidate('fuerza', 2)).toBe('fuerza-2');
    expect(slugCandidate('a'.repeat(60), 12)).toBe(`${'a'.repeat(57)}-12`);
  });
});

describe('publishing', () => {
  it('lists what the page lacks', () => {
    expect(publicationProblems(item(), 2)).toEqual([]);
    expect(publicationProblems(item({ summary: ' ', coachBio: '' }), 2)).toEqual(['Falta el resumen.', 'Falta la biografía del coach.']);
    expect(publicationProblems(item(), 0)).toEqual(['El programa del curso no tiene clases.']);
    expect(publicationProblems(item({ type: 'PLANNING' }), 0)).toEqual(['Falta la duración en semanas.']);
  });

  it('allows each status change only from the right status', () => {
    expect(statusChangeRefusal(item(), 'publish')).toBeNull();
    expect(statusChangeRefusal(item({ status: 'ARCHIVED' }), 'publish')).toContain('restauralo');
    expect(statusChangeRefusal(item(), 'unpublish')).toBe('No está publicado.');
    expect(statusChangeRefusal(item({ status: 'PUBLISHED', isEnabled: true }), 'unpublish')).toBeNull();
    expect(statusChangeRefusal(item({ status: 'ARCHIVED' }), 'archive')).toBe('Ya está archivado.');
    expect(statusChangeRefusal(item(), 'restore')).toBe('No está archivado.');
  });

  it('never lets the spec update show a draft or an archived item; the seed reads as published', () => {
    expect(visibilityRefusal(item(), true)).toContain('borrador');
    expect(visibilityRefusal(item({ status: 'ARCHIVED' }), true)).toContain('archivado');
    expect(visibilityRefusal(item({ status: 'PUBLISHED' }), true)).toBeNull();
    expect(visibilityRefusal(item(), false)).toBeNull();
    expect(isOnSale({ isEnabled: true })).toBe(true);
    expect(isOnSale({ isEnabled: true, status: 'DRAFT' })).toBe(false);
  });
});

describe('item inputs', () => {
  it('checks a new item with Spanish messages', () => {
    expect(createItemSchema.safeParse({ type: 'COURSE', seller: 'DELFI', name: ' Fuerza ', price: 100 }).data?.name).toBe('Fuerza');
    const refused = createItemSchema.safeParse({ type: 'OTHER', seller: 'STORE', name: 'ab', price: 0 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Elegí si es un curso o una planificación.',
      'El nombre debe tener al menos 3 caracteres.',
      'El precio debe ser mayor a cero.',
    ]);
  });

  it('keeps omitted texts and limits the given ones', () => {
    const base = { id: 'x', name: 'Curso', price: 100, isEnabled: false, isFeatured: false };
    expect(updateItemSchema.parse(base).summary).toBeUndefined();
    expect(updateItemSchema.parse({ ...base, highlights: [' uno ', 'dos'] }).highlights).toEqual(['uno', 'dos']);
    expect(updateItemSchema.safeParse({ ...base, summary: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      'El resumen no puede superar los 200 caracteres.',
    );
    expect(updateItemSchema.safeParse({ ...base, highlights: [' '] }).error?.issues[0]?.message).toBe(
      'Un punto destacado no puede estar vacío.',
    );
    expect(updateItemSchema.safeParse({ ...base, durationWeeks: 0 }).success).toBe(false);
  });

  it('refuses an empty unit, repeated ids and unknown lesson kinds in a program', () => {
    const program = (units: unknown) => courseSyllabusSchema.safeParse({ itemId: 'c', programVersion: 0, units, hasCertificate: false });
    expect(program([{ name: 'Unidad', topics: [] }]).error?.issues[0]?.message).toBe('La unidad «Unidad» no tiene clases.');
    const topic = { id: 'c-t01', name: 'Clase', componentName: 'video-lesson', isPublic: false };
    expect(program([{ name: 'Unidad', topics: [topic, topic] }]).error?.issues[0]?.message).toBe(
      'Una unidad o una clase aparece dos veces.',
    );
    expect(program([{ name: 'Unidad', topics: [{ ...topic, componentName: 'certificate' }] }]).success).toBe(false);
  });
});

describe('program plan', () => {
  const current: LessonUnit[] = [
    {
      id: 'c-u01',
      itemId: 'c',
      name: 'Intro',
      position: 1,
      topics: [
        {
          id: 'c-t01',
          itemId: 'c',
          unitId: 'c-u01',
          name: 'Bienvenida',
          componentName: 'video-lesson',
          isPublic: true,
          position: 1,
          durationMinutes: 8,
          hasCaptions: null,
        },
        {
          id: 'c-t02',
          itemId: 'c',
          unitId: 'c-u01',
          name: 'Técnica',
          componentName: 'video-lesson',
          isPublic: false,
          position: 2,
          durationMinutes: null,
          hasCaptions: null,
        },
      ],
    },
    {
      id: 'c-u02',
      itemId: 'c',
      name: 'Certificado',
      position: 2,
      topics: [
        {
          id: 'c-t03',
          itemId: 'c',
          unitId: 'c-u02',
          name: 'Certificado',
          componentName: 'certificate',
          isPublic: false,
          position: 3,
          durationMinutes: null,
          hasCaptions: null,
        },
      ],
    },
  ];
  const parse = (units: unknown, hasCertificate = true) =>
    courseSyllabusSchema.parse({ itemId: 'c', programVersion: 0, units, hasCertificate });

  it('gives new ids past every number ever used, and keeps the certificate alone at the end', () => {
    const plan = planSyllabus(
      'c',
      parse([
        { name: 'Nueva', topics: [{ name: 'Primera', componentName: 'text-lesson', isPublic: true }] },
        { id: 'c-u01', name: 'Intro', topics: [{ id: 'c-t02', name: 'Técnica', componentName: 'video-lesson', isPublic: false }] },
      ]),
      current,
      7,
    );
    expect(plan.units.map((unit) => [unit.id, unit.position, unit.topics.map((topic) => `${topic.id}@${topic.position}`)])).toEqual([
      ['c-u08', 1, ['c-t09@1']],
      ['c-u01', 2, ['c-t02@2']],
      ['c-u02', 3, ['c-t03@3']],
    ]);
    expect(plan.newTopics.map((topic) => topic.topicId)).toEqual(['c-t09']);
    expect(plan.changedTopics).toEqual([]);
    expect(plan.removedTopicIds).toEqual(['c-t01']);
    expect(plan.idCounter).toBe(9);
  });

  it("keeps a topic's length through the editor, and a new topic has none", () => {
    const plan = planSyllabus(
      'c',
      parse([
        {
          id: 'c-u01',
          name: 'Intro',
          topics: [
            { id: 'c-t01', name: 'Bienvenida al curso', componentName: 'video-lesson', isPublic: true },
            { name: 'Nueva', componentName: 'video-lesson', isPublic: false },
          ],
        },
      ]),
      current,
      3,
    );
    expect(plan.units[0]?.topics.map((topic) => [topic.name, topic.durationMinutes])).toEqual([
      ['Bienvenida al curso', 8],
      ['Nueva', null],
    ]);
  });

  it('records moves, renames and previews, and drops the certificate when asked', () => {
    const plan = planSyllabus(
      'c',
      parse(
        [
          {
            id: 'c-u01',
            name: 'Intro',
            topics: [
              { id: 'c-t02', name: 'Técnica básica', componentName: 'video-lesson', isPublic: true },
              { id: 'c-t01', name: 'Bienvenida', componentName: 'video-lesson', isPublic: true },
            ],
          },
        ],
        false,
      ),
      current,
      0,
    );
    expect(plan.changedTopics.map((topic) => [topic.topicId, topic.position, topic.name, topic.isPublic])).toEqual([
      ['c-t02', 1, 'Técnica básica', true],
      ['c-t01', 2, 'Bienvenida', true],
    ]);
    expect(plan.removedTopicIds).toEqual(['c-t03']);
    expect(highestIdNumber(current, 0)).toBe(3);
  });

  it('refuses ids that are not in the course', () => {
    expect(() =>
      planSyllabus(
        'c',
        parse([{ id: 'c-u09', name: 'Otra', topics: [{ name: 'Clase', componentName: 'video-lesson', isPublic: false }] }]),
        current,
        0,
      ),
    ).toThrow('ya no existe');
    expect(() =>
      planSyllabus(
        'c',
        parse([{ name: 'Otra', topics: [{ id: 'c-t03', name: 'Clase', componentName: 'video-lesson', isPublic: false }] }]),
        current,
        0,
      ),
    ).toThrow('ya no existe');
  });

  it('says what happens to the buyers\u2019 progress', () => {
    expect(
      progressLossMessage([
        { name: 'Técnica', buyers: 1 },
        { name: 'Cierre', buyers: 3 },
      ]),
    ).toBe(
      'Vas a quitar clases con progreso de alumnos: «Técnica» (1 alumno la completó), «Cierre» (3 alumnos la completaron). ' +
        'Si las quitás, dejan de contar en su avance del curso; el resto de su progreso se mantiene.',
    );
  });
});

describe('pictures', () => {
  it('are three widths in WebP and JPEG plus the sharing image, under a public media folder', () => {
    expect(PICTURE_VARIANTS.map((variant) => `${variant.name} ${variant.width}x${variant.height}`)).toEqual([
      '400.webp 400x225',
      '400.jpg 400x225',
      '800.webp 800x450',
      '800.jpg 800x450',
      '1200.webp 1200x675',
      '1200.jpg 1200x675',
      'share.jpg 1200x630',
    ]);
    const id = '1700000000000-123e4567-e89b-12d3-a456-426614174000';
    expect(isPictureId(id)).toBe(true);
    expect(isPictureId('../x')).toBe(false);
    expect(itemPictureOf('fuerza', id)).toEqual({
      baseUrl: `/media/items/fuerza/${id}`,
      widths: [400, 800, 1200],
      shareImage: `/media/items/fuerza/${id}/share.jpg`,
    });
  });

  const sizes = (size: number) => PICTURE_VARIANTS.map((variant) => ({ name: variant.name, size }));

  it('accept exactly one file of each variant, each of a whole size within the limit', () => {
    expect(pictureFilesProblem(sizes(MAX_PICTURE_FILE_BYTES))).toBeNull();
    expect(pictureFilesProblem(sizes(MAX_PICTURE_FILE_BYTES + 1))).toBe(
      'La imagen pesa demasiado: el archivo 400.webp tiene 2,1 MB y cada archivo puede tener hasta 2 MB. Probá con una foto más liviana.',
    );
    const incomplete = 'La imagen llegó incompleta. Elegila de nuevo.';
    expect(pictureFilesProblem(sizes(10).slice(1))).toBe(incomplete);
    expect(pictureFilesProblem([...sizes(10).slice(1), { name: '400.jpg', size: 10 }])).toBe(incomplete);
    expect(pictureFilesProblem([...sizes(10), { name: 'extra.jpg', size: 10 }])).toBe(incomplete);
    expect(pictureFilesProblem(sizes(0))).toBe(incomplete);
    expect(pictureFilesProblem(sizes(1.5))).toBe(incomplete);
  });

  describe('service', () => {
    const admin: Viewer = { kind: 'user', userId: 'a1', email: 'a@example.com', groups: ['admin'] };
    const pictureId = '1700000000000-123e4567-e89b-12d3-a456-426614174000';

    function serviceWith(stored: (key: string) => StoredObject | null) {
      const signed: { key: string; contentType: string; contentLength: number | undefined }[] = [];
      const written: string[] = [];
      const content: ContentStore = {
        signedVideoUrl: () => Promise.reject(new Error('not used')),
        signedDownloadUrl: () => Promise.reject(new Error('not used')),
        async signedUploadUrl(key, contentType, contentLength) {
          signed.push({ key, contentType, contentLength });
          return { url: `https://bucket.example/${key}`, expiresAt: new Date('2026-11-22T12:15:00Z') };
        },
        exists: async (key) => stored(key) !== null,
        describe: async (key) => stored(key),
        readText: () => Promise.reject(new Error('not used')),
      };
      const items = {
        get: async () => item(),
        async setPicture() {
          written.push('picture');
          return item();
        },
      } as unknown as ItemsRepository;
      const service = createItemPictureService({
        items,
        content,
        now: () => new Date('2026-11-22T12:00:00Z'),
        uniqueId: () => '123e4567-e89b-12d3-a456-426614174000',
        storefront: { itemsChanged: async () => undefined },
      });
      return { service, signed, written };
    }

    it("signs each upload for its variant's type and the declared size; refuses oversized files before signing", async () => {
      const { service, signed } = serviceWith(() => null);
      await service.createItemPictureUpload(admin, 'x', sizes(1234));
      expect(signed).toHaveLength(PICTURE_VARIANTS.length);
      expect(signed.every((upload) => upload.contentLength === 1234)).toBe(true);
      expect(signed.map((upload) => upload.contentType)).toEqual(PICTURE_VARIANTS.map((variant) => variant.contentType));
      signed.length = 0;
      await expect(service.createItemPictureUpload(admin, 'x', sizes(MAX_PICTURE_FILE_BYTES + 1))).rejects.toMatchObject({
        code: 'ValidationError',
      });
      expect(signed).toHaveLength(0);
    });

    it('points the item at the picture only when HEAD finds every file of its type and within the limit', async () => {
      const typeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      for (const [stored, message] of [
        [(key: string) => ({ size: 1000, contentType: key.endsWith('share.jpg') ? 'text/html' : typeOf(key) }), 'tipo o del tamaño'],
        [
          (key: string) => ({ size: key.endsWith('1200.jpg') ? MAX_PICTURE_FILE_BYTES + 1 : 1000, contentType: typeOf(key) }),
          'tipo o del tamaño',
        ],
        [(key: string) => (key.endsWith('400.webp') ? null : { size: 1000, contentType: typeOf(key) }), 'Faltan archivos'],
      ] as const) {
        const { service, written } = serviceWith(stored);
        await expect(service.setItemPicture(admin, 'x', pictureId)).rejects.toMatchObject({
          code: 'ValidationError',
          message: expect.stringContaining(message),
        });
        expect(written).toEqual([]);
      }
      const { service, written } = serviceWith((key) => ({ size: 1000, contentType: typeOf(key) }));
      await service.setItemPicture(admin, 'x', pictureId);
      expect(written).toEqual(['picture']);
    });
  });
});

describe('catalogue admin resolvers', () => {
  const touched = () => {
    throw new Error('used a dependency');
  };
  const dependency = new Proxy(touched, { get: () => touched });
  const untouchable = new Proxy({}, { get: () => dependency }) as unknown as Dependencies;
  const user: Viewer = { kind: 'user', userId: 'u1', email: 'u@example.com', groups: [] };
  const visitor: Viewer = { kind: 'visitor' };
  const args: Record<string, unknown> = { input: {}, id: 'x', itemId: 'x', pictureId: null };

  it.each(Object.keys(catalogueAdminResolvers))('refuses %s to a non-admin in the service itself', async (name) => {
    const resolve = catalogueAdminResolvers[name as keyof typeof catalogueAdminResolvers] as unknown as (
      a: unknown,
      v: Viewer,
      d: Dependencies,
    ) => Promise<unknown>;
    for (const viewer of [user, visitor]) {
      await expect(resolve(args, viewer, untouchable)).rejects.toMatchObject({ code: 'Unauthorized' });
    }
  });
});
