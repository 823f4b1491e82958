// The admin's catalogue through the API: a course created as a draft under a readable id that is
// never given twice, invisible to visitors until published; publishing checks the page, the
// syllabus and the seller's Mercado Pago account; its picture uploaded through presigned PUTs; its
// syllabus saved in one versioned transaction (stale saves refused, removing a topic with buyers'
// progress needs a confirmation); archived with its orders and owners kept. Bad input writes nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin } from '../support/cognito-users';
import { as, buyerWithAddress, createOrder, orderStatus } from '../support/buying';
import { payAtCheckout, setSimulatorSwitches, webhooksSettled } from '../support/mercado-pago';
import { given } from '../support/steps';
import { aCourseThroughTheApi, type CourseArrangement } from '../support/courses-api';
import {
  ADMIN_ITEMS,
  ARCHIVE_ITEM,
  CREATE_ITEM,
  CREATE_PICTURE_UPLOAD,
  PUBLISH_ITEM,
  RESTORE_ITEM,
  SAVE_PROGRAM,
  SET_PICTURE,
  UNPUBLISH_ITEM,
  UPDATE_ITEM,
  adminCall,
  completePage,
  pictureFileSizes,
} from '../support/admin-api';

const stack = inject('stack');

const GET_ITEM = `query($id: ID!) { getItem(id: $id) { id status isEnabled } }`;
const LIST_ITEMS = `query { listItems { items { id } } }`;
const UNITS = `query($id: ID!) { listLessonUnits(itemId: $id) { id name position topics { id name isPublic componentName position } } }`;
const TOPIC = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { topicId text } }`;
const PROGRESS = `query($item: ID!) { getCourseProgress(itemId: $item) { completedTopicIds totalTopics isComplete } }`;

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

// The test files share one stack: items published here are archived at the end (never deleted),
// so the store front lists the seeded catalogue again for the next file.
const published: string[] = [];
afterAll(async () => {
  for (const id of published) await callGraphql(stack, admin, ARCHIVE_ITEM, { id });
});

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;
const listedIds = async () =>
  ((await callGraphql(stack, visitor(stack), LIST_ITEMS)).data?.['listItems'].items as { id: string }[]).map((i) => i.id);

async function createCourse(name = uniqueName('Fuerza Básica')) {
  return adminCall(stack, admin, CREATE_ITEM, { input: { type: 'COURSE', seller: 'STORE', name, price: 20000 } });
}

const TWO_UNITS_THREE_TOPICS: NonNullable<CourseArrangement['syllabus']> = {
  hasCertificate: true,
  units: [
    {
      name: 'Primeros pasos',
      topics: [
        { name: 'Bienvenida', componentName: 'video-lesson', isPublic: true },
        { name: 'Técnica', componentName: 'video-lesson', isPublic: false },
      ],
    },
    { name: 'Práctica', topics: [{ name: 'Rutina', componentName: 'text-lesson', isPublic: false }] },
  ],
};
const twoUnitsThreeTopics = (course: { id: string; programVersion: number }) => ({
  itemId: course.id,
  programVersion: course.programVersion,
  ...TWO_UNITS_THREE_TOPICS,
});

async function publishedCourse() {
  const { item: course, units } = await aCourseThroughTheApi(stack, admin, {
    name: uniqueName('Fuerza Básica'),
    price: 20000,
    page: completePage,
    syllabus: TWO_UNITS_THREE_TOPICS,
    published: true,
  });
  published.push(course.id);
  return { course, units };
}

describe('creating an item', () => {
  it('makes a draft with a readable id from the name, a new id for the same name, hidden from visitors', async () => {
    const name = uniqueName('Movilidad: Hombros y Cadera');
    const first = await adminCall(stack, admin, CREATE_ITEM, { input: { type: 'COURSE', seller: 'STORE', name, price: 15000 } });
    const second = await adminCall(stack, admin, CREATE_ITEM, { input: { type: 'PLANNING', seller: 'DELFI', name, price: 9000 } });
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(first).toMatchObject({
      id: slug,
      status: 'DRAFT',
      isEnabled: false,
      imageSource: '/images/course.svg',
      programVersion: 0,
      picture: null,
    });
    expect(second).toMatchObject({ id: `${slug}-2`, type: 'PLANNING', seller: 'DELFI', status: 'DRAFT' });

    expect(await listedIds()).not.toContain(first.id);
    const asVisitor = await callGraphql(stack, visitor(stack), GET_ITEM, { id: first.id });
    expect(asVisitor.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: `Not found item with id ${first.id}` });
    const adminItems = await adminCall<{ id: string }[]>(stack, admin, ADMIN_ITEMS, { type: 'COURSE' });
    expect(adminItems.map((item) => item.id)).toContain(first.id);
  });

  it.each([
    ['a short name', { name: 'ab' }, 'al menos 3 caracteres'],
    ['a price of zero', { price: 0 }, 'mayor a cero'],
    ['an unknown seller', { seller: 'OTRO' }, ''],
  ])('refuses %s and writes nothing', async (_case, overrides, fragment) => {
    const name = uniqueName('Rechazado');
    const answer = await callGraphql(stack, admin, CREATE_ITEM, {
      input: { type: 'COURSE', seller: 'STORE', name, price: 100, ...overrides },
    });
    expect(answer.errors?.[0]?.message).toContain(fragment);
    const adminItems = await adminCall<{ name: string }[]>(stack, admin, ADMIN_ITEMS, {});
    expect(adminItems.map((item) => item.name)).not.toContain(name);
  });
});

describe('publishing', () => {
  it('refuses an incomplete page, then a course without lessons, then publishes and shows it', async () => {
    const course = await createCourse();
    const incomplete = await callGraphql(stack, admin, PUBLISH_ITEM, { id: course.id });
    expect(incomplete.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(incomplete.errors?.[0]?.message).toContain('Falta el resumen.');

    const edited = await adminCall(stack, admin, UPDATE_ITEM, {
      input: { id: course.id, name: course.name, price: 21000, isEnabled: false, isFeatured: false, offer: null, ...completePage },
    });
    expect(edited).toMatchObject({ ...completePage, price: 21000, status: 'DRAFT' });
    const noLessons = await callGraphql(stack, admin, PUBLISH_ITEM, { id: course.id });
    expect(noLessons.errors?.[0]?.message).toContain('El programa del curso no tiene clases.');

    // The spec's update cannot show a draft: that is what publishing (and its checks) is for.
    const bypass = await callGraphql(stack, admin, UPDATE_ITEM, {
      input: { id: course.id, name: course.name, price: 21000, isEnabled: true, isFeatured: false, offer: null },
    });
    expect(bypass.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(bypass.errors?.[0]?.message).toContain('borrador');

    await adminCall(stack, admin, SAVE_PROGRAM, { input: twoUnitsThreeTopics(course) });
    const shown = await adminCall(stack, admin, PUBLISH_ITEM, { id: course.id });
    published.push(course.id);
    expect(shown).toMatchObject({ status: 'PUBLISHED', isEnabled: true });
    expect(await listedIds()).toContain(course.id);

    const hidden = await adminCall(stack, admin, UNPUBLISH_ITEM, { id: course.id });
    expect(hidden).toMatchObject({ status: 'PUBLISHED', isEnabled: false });
    expect(await listedIds()).not.toContain(course.id);
  });

  it('refuses to publish while Mercado Pago cannot confirm the seller account, and changes nothing', async () => {
    const course = await createCourse();
    await adminCall(stack, admin, UPDATE_ITEM, {
      input: { id: course.id, name: course.name, price: 20000, isEnabled: false, isFeatured: false, offer: null, ...completePage },
    });
    await adminCall(stack, admin, SAVE_PROGRAM, { input: twoUnitsThreeTopics(course) });
    await setSimulatorSwitches(stack, { down: true });
    try {
      const answer = await callGraphql(stack, admin, PUBLISH_ITEM, { id: course.id });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'PaymentProviderError' });
    } finally {
      await setSimulatorSwitches(stack, { down: false });
    }
    const asAdmin = await callGraphql(stack, admin, GET_ITEM, { id: course.id });
    expect(asAdmin.data?.['getItem']).toMatchObject({ status: 'DRAFT', isEnabled: false });
  });
});

describe('the course program', () => {
  it('saves two units and three topics with a preview and the certificate last; visitors open only the preview', async () => {
    const { course, units } = await publishedCourse();
    expect(units.map((unit: { name: string; topics: { name: string }[] }) => [unit.name, unit.topics.map((t) => t.name)])).toEqual([
      ['Primeros pasos', ['Bienvenida', 'Técnica']],
      ['Práctica', ['Rutina']],
      ['Certificado', ['Certificado']],
    ]);
    const listed = await callGraphql(stack, visitor(stack), UNITS, { id: course.id });
    const shape = (list: { id: string; topics: { id: string; isPublic: boolean }[] }[]) =>
      list.map((unit) => [unit.id, unit.topics.map((topic) => `${topic.id}${topic.isPublic ? ' (gratis)' : ''}`)]);
    expect(shape(listed.data?.['listLessonUnits'])).toEqual(shape(units));
    expect(shape(units)[0]).toEqual([`${course.id}-u01`, [`${course.id}-t02 (gratis)`, `${course.id}-t03`]]);
    const preview = await callGraphql(stack, visitor(stack), TOPIC, { item: course.id, topic: units[0]!.topics[0]!.id });
    expect(preview.errors).toBeUndefined();
    const paid = await callGraphql(stack, visitor(stack), TOPIC, { item: course.id, topic: units[0]!.topics[1]!.id });
    expect(paid.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('refuses a save made on an older version, and bad input, writing nothing', async () => {
    const { course } = await publishedCourse();
    const stale = await callGraphql(stack, admin, SAVE_PROGRAM, { input: { ...twoUnitsThreeTopics(course), programVersion: 0 } });
    expect(stale.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(stale.errors?.[0]?.message).toContain('Recargá');
    const empty = await callGraphql(stack, admin, SAVE_PROGRAM, {
      input: { itemId: course.id, programVersion: 1, hasCertificate: false, units: [{ name: 'Vacía', topics: [] }] },
    });
    expect(empty.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(empty.errors?.[0]?.message).toContain('no tiene clases');
    const listed = await callGraphql(stack, visitor(stack), UNITS, { id: course.id });
    expect((listed.data?.['listLessonUnits'] as unknown[]).length).toBe(3);
  });

  it('asks to confirm removing a topic with buyers\u2019 progress, then removes it and their completion stops counting', async () => {
    const { course, units } = await publishedCourse();
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, course.id);
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    const technique = units[0]!.topics[1]!;
    await given.topicsCompleted(stack, buyer, course.id, [technique.id]);

    const withoutTechnique = {
      itemId: course.id,
      programVersion: 1,
      hasCertificate: true,
      units: [
        {
          id: units[0]!.id,
          name: 'Primeros pasos',
          topics: [{ id: units[0]!.topics[0]!.id, name: 'Bienvenida', componentName: 'video-lesson', isPublic: true }],
        },
        {
          id: units[1]!.id,
          name: 'Práctica',
          topics: [{ id: units[1]!.topics[0]!.id, name: 'Rutina', componentName: 'text-lesson', isPublic: false }],
        },
      ],
    };
    const unconfirmed = await callGraphql(stack, admin, SAVE_PROGRAM, { input: withoutTechnique });
    expect(unconfirmed.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(unconfirmed.errors?.[0]?.message).toContain('«Técnica» (1 alumno la completó)');
    expect(unconfirmed.errors?.[0]?.message).toContain('dejan de contar en su avance');

    await adminCall(stack, admin, SAVE_PROGRAM, { input: { ...withoutTechnique, confirmRemovedTopicIds: [technique.id] } });
    const progress = await adminCall(stack, as(buyer), PROGRESS, { item: course.id });
    expect(progress).toEqual({ completedTopicIds: [], totalTopics: 2, isComplete: false });
    const gone = await callGraphql(stack, as(buyer), TOPIC, { item: course.id, topic: technique.id });
    expect(gone.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
  });
});

describe('archiving', () => {
  it('hides an item with orders for good while its buyer keeps the course; restoring makes it a draft', async () => {
    const { course, units } = await publishedCourse();
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, course.id);
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);

    const archived = await adminCall(stack, admin, ARCHIVE_ITEM, { id: course.id });
    expect(archived).toMatchObject({ status: 'ARCHIVED', isEnabled: false, isFeatured: false });
    expect(await listedIds()).not.toContain(course.id);
    expect((await callGraphql(stack, visitor(stack), GET_ITEM, { id: course.id })).errors?.[0]?.errorType).toBe('NotFound');
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    const lesson = await callGraphql(stack, as(buyer), TOPIC, { item: course.id, topic: units[0]!.topics[1]!.id });
    expect(lesson.errors).toBeUndefined();
    const publishArchived = await callGraphql(stack, admin, PUBLISH_ITEM, { id: course.id });
    expect(publishArchived.errors?.[0]?.message).toContain('restauralo');

    const restored = await adminCall(stack, admin, RESTORE_ITEM, { id: course.id });
    expect(restored).toMatchObject({ status: 'DRAFT', isEnabled: false });
  });
});

describe('pictures', () => {
  it('signs one upload per variant and points the item at them only once all are there', async () => {
    const course = await createCourse();
    const upload = await adminCall(stack, admin, CREATE_PICTURE_UPLOAD, { itemId: course.id, files: pictureFileSizes(3) });
    expect(upload.uploads.map((u: { name: string }) => u.name)).toEqual([
      '400.webp',
      '400.jpg',
      '800.webp',
      '800.jpg',
      '1200.webp',
      '1200.jpg',
      'share.jpg',
    ]);

    const [first, ...rest] = upload.uploads as { uploadUrl: string; contentType: string }[];
    const put = (target: { uploadUrl: string; contentType: string }, body: Uint8Array | string = new Uint8Array([1, 2, 3])) =>
      fetch(target.uploadUrl, { method: 'PUT', headers: { 'content-type': target.contentType, 'if-none-match': '*' }, body });
    expect((await put(first!)).status).toBe(200);
    const halfway = await callGraphql(stack, admin, SET_PICTURE, { itemId: course.id, pictureId: upload.pictureId });
    expect(halfway.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Faltan archivos de la imagen. Subila de nuevo.' });

    // A PUT with another content type than the signed one is refused by the bucket…
    const wrongType = await put({ ...rest[0]!, contentType: 'text/html' }, 'x<b>');
    expect(wrongType.status).toBe(403);
    // …and so is a body of another size than the one declared (Content-Length is signed).
    expect((await put(rest[0]!, new Uint8Array(4))).status).toBe(403);
    for (const target of rest) expect((await put(target)).status).toBe(200);
    const shown = await adminCall(stack, admin, SET_PICTURE, { itemId: course.id, pictureId: upload.pictureId });
    const base = `/media/items/${course.id}/${upload.pictureId}`;
    expect(shown).toMatchObject({
      imageSource: `${base}/800.jpg`,
      picture: { baseUrl: base, widths: [400, 800, 1200], shareImage: `${base}/share.jpg` },
    });

    const back = await adminCall(stack, admin, SET_PICTURE, { itemId: course.id, pictureId: null });
    expect(back).toMatchObject({ imageSource: '/images/course.svg', picture: null });
  });

  it('refuses a file over the limit, or a missing or repeated variant, before signing anything', async () => {
    const course = await createCourse();
    const tooLarge = pictureFileSizes(1000).map((file) => (file.name === '1200.jpg' ? { ...file, size: 2.5 * 1024 * 1024 } : file));
    const refused = await callGraphql(stack, admin, CREATE_PICTURE_UPLOAD, { itemId: course.id, files: tooLarge });
    expect(refused.data?.['createItemPictureUpload']).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message:
        'La imagen pesa demasiado: el archivo 1200.jpg tiene 2,5 MB y cada archivo puede tener hasta 2 MB. Probá con una foto más liviana.',
    });
    const incomplete = 'La imagen llegó incompleta. Elegila de nuevo.';
    for (const files of [
      pictureFileSizes(1000).slice(1),
      [...pictureFileSizes(1000).slice(1), { name: '400.jpg', size: 1000 }],
      pictureFileSizes(0),
      [...pictureFileSizes(1000).slice(1), { name: '../../index.html', size: 1000 }],
    ]) {
      const answer = await callGraphql(stack, admin, CREATE_PICTURE_UPLOAD, { itemId: course.id, files });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: incomplete });
    }
    // Nothing was written: the item still shows its illustration.
    expect(
      await adminCall(stack, admin, `query($id: ID!) { getItem(id: $id) { imageSource picture { baseUrl } } }`, { id: course.id }),
    ).toEqual({
      imageSource: '/images/course.svg',
      picture: null,
    });
  });
});
