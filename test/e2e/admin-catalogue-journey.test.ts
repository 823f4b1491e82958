// A new course from the admin's browser to a buyer's lesson, in Chromium against the whole local
// stack: the admin creates a course on /admin/courses, writes its page, uploads its picture (made
// at every size in the browser, uploaded through presigned PUTs), builds a syllabus of two units
// and three topics with one free preview (moving a topic with the keyboard), gives the paid topic
// a video, previews the draft as a visitor will see it (an admin route: a draft has no published
// page), and publishes it; a visitor finds it in the catalogue with the picture (served from
// the private content bucket under /media/) and opens the preview; a buyer pays through the
// Mercado Pago simulator and watches the paid topic.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { addBillingAddress } from '../support/buying';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';

const stack = inject('stack');

const suffix = Math.random().toString(36).slice(2, 7);
const COURSE_NAME = `Anillas desde cero ${suffix}`;
const COURSE_ID = `anillas-desde-cero-${suffix}`;

/** A 2000×900 photo-like PNG (wider than the card's 16:9) drawn by the browser itself (no image file in the repository). */
async function samplePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2000, 900);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 900);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(700, 450, 220, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const horizontalOverflow = (page: Page) => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

// One story in steps that run in order: each test goes on from the course the tests before it
// made in the admin's browser (a test run alone with -t finds no course), as docs/development.md
// allows for this journey.
describe('admin creates a course that a visitor sees and a buyer watches (browser)', () => {
  let browser: Browser;
  let admin: Page;
  let paidTopicPath = '';
  let previewTopicPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await freshPage(browser);
    await admin.setViewportSize(VIEWPORTS.desktop);
  });
  afterAll(async () => {
    await browser?.close();
    // The browser test files share one stack: the course is archived (items are never deleted)
    // so the other files see the seeded catalogue.
    const admin = await signInAdmin(stack);
    await callGraphql(stack, { token: admin.accessToken }, `mutation($id: ID!) { archiveItem(id: $id) { id } }`, { id: COURSE_ID });
  });

  it('creates the course as a draft from /admin/courses', async () => {
    await admin.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/admin/courses')}`);
    await fillSignIn(admin, stack.admin.email, stack.admin.password);
    await waitForPath(admin, '/admin/courses');
    await admin.getByRole('button', { name: 'Nuevo curso' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo curso' });
    await dialog.getByRole('button', { name: 'Crear curso' }).click();
    await expect.poll(() => dialog.getByText('El nombre debe tener al menos 3 caracteres.').isVisible()).toBe(true);
    await dialog.getByLabel('Nombre').fill(COURSE_NAME);
    await dialog.getByLabel('Precio (ARS)').fill('18000');
    await dialog.getByRole('button', { name: 'Crear curso' }).click();
    await waitForPath(admin, `/admin/courses/${COURSE_ID}`);
    await expect.poll(() => admin.getByTestId('item-status').innerText(), { timeout: 60_000 }).toBe('Borrador');
  });

  it('writes the page and uploads the picture, cropped and sized in the browser', async () => {
    await admin.getByLabel('Resumen').fill('Tu primera dominada en anillas, paso a paso.');
    await admin.getByLabel('Descripción').fill('Un curso para llegar a tu primera dominada en anillas.\n\nTres clases con progresiones.');
    await admin.getByLabel('Puntos destacados').fill('Tres clases\nUna clase de muestra gratis');
    await admin.getByLabel('Nivel').fill('Inicial');
    await admin.getByLabel('Coach', { exact: true }).fill('Lucía Prueba');
    await admin.getByLabel('Sobre el coach').fill('Lucía enseña gimnasia en anillas hace doce años.');
    await admin.getByRole('button', { name: 'Guardar página' }).click();
    await expect.poll(() => admin.getByText('Guardamos la página.').isVisible(), { timeout: 60_000 }).toBe(true);

    await admin
      .getByLabel(/Elegir una imagen/)
      .setInputFiles({ name: 'anillas.png', mimeType: 'image/png', buffer: await samplePhoto(admin) });
    await expect.poll(() => admin.getByAltText('Vista previa de la imagen recortada').isVisible(), { timeout: 60_000 }).toBe(true);
    // Drawn for real under the store's CSP (a data: copy; blob: images are refused).
    await expect
      .poll(() =>
        admin
          .getByAltText('Vista previa de la imagen recortada')
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    // The frame starts in the middle and moves across the wide photo with the keyboard and by dragging.
    const frame = admin.getByRole('slider', { name: 'Posición del recorte' });
    expect(await frame.getAttribute('aria-valuenow')).toBe('50');
    await frame.focus();
    await admin.keyboard.press('Home');
    await expect.poll(() => frame.getAttribute('aria-valuenow')).toBe('0');
    await admin.keyboard.press('ArrowRight');
    await admin.keyboard.press('ArrowRight');
    // A step is 1 % of the photo's width: 20 px of the 400 px the frame can travel.
    await expect.poll(() => frame.getAttribute('aria-valuenow')).toBe('10');
    // hover() scrolls the frame to where the pointer reaches it (not under the sticky header).
    await frame.hover();
    const box = (await frame.boundingBox())!;
    await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
    await admin.mouse.up();
    await expect.poll(async () => Number(await frame.getAttribute('aria-valuenow'))).toBeGreaterThan(10);
    expect(await frame.getAttribute('aria-valuetext')).toMatch(/^\d+ % desde la izquierda$/);
    for (const [name, viewport] of [
      ['admin-picture-crop-320', { width: 320, height: 800 }],
      ['admin-picture-crop-390', VIEWPORTS.phone],
      ['admin-picture-crop-1366', VIEWPORTS.desktop],
    ] as const) {
      await admin.setViewportSize(viewport);
      await frame.scrollIntoViewIfNeeded();
      await screenshot(admin, name);
      expect(await horizontalOverflow(admin)).toBe(0);
    }
    await admin.getByRole('button', { name: 'Subir imagen' }).click();
    const picture = admin.getByTestId('item-picture');
    await expect
      .poll(() => picture.getAttribute('src'), { timeout: 60_000 })
      .toMatch(new RegExp(`^/media/items/${COURSE_ID}/[\\w-]+/800\\.jpg$`));
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
  });

  it('builds two units and three topics, one a free preview, reordering with the keyboard', async () => {
    await admin.getByRole('button', { name: 'Agregar unidad' }).click();
    await admin.getByLabel('Nombre de la unidad 1').fill('Primeros pasos');
    await admin.getByRole('button', { name: 'Agregar una clase a la unidad «Primeros pasos»' }).click();
    await admin.getByLabel('Nombre de la clase 1 de la unidad 1').fill('Técnica de la dominada');
    await admin.getByRole('button', { name: 'Agregar una clase a la unidad «Primeros pasos»' }).click();
    await admin.getByLabel('Nombre de la clase 2 de la unidad 1').fill('Bienvenida');
    await admin.getByLabel('Vista previa gratis («Bienvenida»)').check();
    // Bienvenida goes first: focus its "up" button and press Enter; focus stays on it.
    const up = admin.getByRole('button', { name: 'Subir la clase «Bienvenida»' });
    await up.focus();
    await admin.keyboard.press('Enter');
    await expect.poll(() => admin.getByLabel('Nombre de la clase 1 de la unidad 1').inputValue()).toBe('Bienvenida');
    await expect.poll(() => admin.getByText('Clase movida: ahora es la clase 1 de la unidad 1.').count()).toBe(1);

    await admin.getByRole('button', { name: 'Agregar unidad' }).click();
    await admin.getByLabel('Nombre de la unidad 2').fill('Práctica');
    await admin.getByRole('button', { name: 'Agregar una clase a la unidad «Práctica»' }).click();
    await admin.getByLabel('Nombre de la clase 1 de la unidad 2').fill('Rutina de cuatro semanas');
    await admin.getByLabel(/El curso entrega certificado/).check();
    await admin.getByRole('button', { name: 'Guardar programa' }).click();
    await expect.poll(() => admin.getByText('Guardamos el programa.').isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => admin.getByTestId('program-topic').count()).toBe(3);
    await screenshot(admin, 'admin-course-editor');
    // The save's re-read of the course (its new syllabus version) redraws the form; the
    // confirmation stays.
    await expect.poll(() => admin.getByRole('link', { name: 'Editar el texto y el video de «Bienvenida»' }).count()).toBe(1);
    expect(await admin.getByText('Guardamos el programa.').isVisible()).toBe(true);

    previewTopicPath = (await admin.getByRole('link', { name: 'Editar el texto y el video de «Bienvenida»' }).getAttribute('href')) ?? '';
    paidTopicPath =
      (await admin.getByRole('link', { name: 'Editar el texto y el video de «Técnica de la dominada»' }).getAttribute('href')) ?? '';
    // New ids number units and topics in syllabus order (u01, t02, t03, u04, t05…), never reused.
    expect(previewTopicPath).toBe(`/lessons/${COURSE_ID}/${COURSE_ID}-t02`);
    expect(paidTopicPath).toBe(`/lessons/${COURSE_ID}/${COURSE_ID}-t03`);
  });

  it('gives the preview its text and the paid topic its text and video', async () => {
    for (const [path, text, video] of [
      [previewTopicPath, 'Bienvenida al curso: qué vas a lograr en cuatro semanas.', false],
      [paidTopicPath, 'La técnica completa de la dominada en anillas.', true],
    ] as const) {
      await admin.goto(`${stack.webUrl}${path}`);
      const editor = admin.getByTestId('topic-editor');
      await expect.poll(() => editor.isVisible(), { timeout: 60_000 }).toBe(true);
      await editor.getByLabel('Texto de la clase').fill(text);
      if (video) await editor.getByLabel(/video \(MP4 o WebM\)/).setInputFiles('infra/local/sample-content/clase-demo.mp4');
      await editor.getByRole('button', { name: 'Guardar la clase' }).click();
      await expect.poll(() => admin.getByText('Guardamos la clase.').isVisible(), { timeout: 60_000 }).toBe(true);
    }
  });

  it('previews the draft as a visitor would see it, on an admin route of its own', async () => {
    // A draft has no published page: its storefront address answers 404 to everyone.
    expect((await fetch(`${stack.webUrl}/courses/${COURSE_ID}`)).status).toBe(404);

    await admin.goto(`${stack.webUrl}/admin/courses/${COURSE_ID}`);
    await admin.getByRole('link', { name: 'Vista previa como visitante' }).click();
    await waitForPath(admin, `/admin/courses/${COURSE_ID}/preview`);
    const notice = admin.getByRole('status').filter({ hasText: 'Vista previa' });
    await expect.poll(() => notice.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await notice.innerText()).toContain('es un borrador');
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: COURSE_NAME }).isVisible()).toBe(true);
    expect(await admin.getByText('Tu primera dominada en anillas, paso a paso.').isVisible()).toBe(true);
    // The buy button is shown as a visitor will see it, but buys nothing.
    expect(await admin.getByTestId('buy-link').count()).toBe(0);
    expect(await admin.locator('[aria-disabled="true"]', { hasText: 'Comprar curso' }).isVisible()).toBe(true);
    // The syllabus as the course page draws it (three topics and the certificate), with the free
    // preview marked and linked.
    await admin.getByRole('tab', { name: 'Programa' }).click();
    const program = admin.getByTestId('course-program');
    await expect.poll(() => program.locator('[data-topic-id]').count(), { timeout: 60_000 }).toBe(4);
    expect(await program.getByRole('link', { name: 'Bienvenida' }).getAttribute('href')).toBe(previewTopicPath);
    expect(await program.locator('[data-public="true"]').count()).toBe(1);
    for (const [name, viewport] of [
      ['admin-course-preview-320', { width: 320, height: 800 }],
      ['admin-course-preview-390', VIEWPORTS.phone],
      ['admin-course-preview-1366', VIEWPORTS.desktop],
    ] as const) {
      await admin.setViewportSize(viewport);
      await screenshot(admin, name);
      expect(await horizontalOverflow(admin)).toBe(0);
    }
    await admin.getByRole('link', { name: 'Volver a editar' }).click();
    await waitForPath(admin, `/admin/courses/${COURSE_ID}`);
  });

  it('publishes it', async () => {
    await admin.goto(`${stack.webUrl}/admin/courses/${COURSE_ID}`);
    await admin.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => admin.getByTestId('item-status').innerText(), { timeout: 60_000 }).toBe('Publicado');
    for (const [name, viewport] of [
      ['admin-course-editor-320', { width: 320, height: 800 }],
      ['admin-course-editor-390', VIEWPORTS.phone],
      ['admin-course-editor-1366', VIEWPORTS.desktop],
    ] as const) {
      await admin.setViewportSize(viewport);
      await screenshot(admin, name);
      expect(await horizontalOverflow(admin)).toBe(0);
    }
  });

  it('shows a visitor the course in the catalogue with its picture, and its free preview', async () => {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${stack.webUrl}/all-courses`);
    const card = page.locator(`[data-item-id="${COURSE_ID}"]`);
    await expect.poll(() => card.isVisible(), { timeout: 60_000 }).toBe(true);
    const image = card.locator('img');
    // The published page hydrates and then re-reads the live catalogue, which may draw the card
    // anew: scroll once the element holds still.
    await expect
      .poll(
        async () => {
          await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
          return true;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc), { timeout: 60_000 })
      .toMatch(new RegExp(`/media/items/${COURSE_ID}/[\\w-]+/(400|800|1200)\\.webp$`));
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'admin-course-in-catalogue');

    await card.getByRole('link', { name: COURSE_NAME }).click();
    await waitForPath(page, `/courses/${COURSE_ID}`);
    await page.getByRole('tab', { name: 'Programa' }).click();
    await page.getByRole('link', { name: /Bienvenida/ }).click();
    await waitForPath(page, previewTopicPath);
    await expect.poll(() => page.getByTestId('topic-text').innerText(), { timeout: 60_000 }).toContain('qué vas a lograr');
    await page.close();
  });

  it('lets a buyer pay through Mercado Pago and watch the paid topic', async () => {
    const buyer: TestUser = await signUpAndConfirm(stack, { firstName: 'Mora', lastName: 'Compradora' });
    await addBillingAddress(stack, buyer);
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/courses/${COURSE_ID}`)}`);
    await fillSignIn(page, buyer.email, buyer.password);
    await waitForPath(page, `/courses/${COURSE_ID}`);
    await page.getByTestId('buy-link').click();
    await waitForPath(page, `/checkout/${COURSE_ID}`);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.locator('button[data-outcome="approved"]').click();
    await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });
    const startCourse = page.getByRole('link', { name: 'Inicia el curso' });
    await expect.poll(() => startCourse.isVisible(), { timeout: 60_000 }).toBe(true);

    // The uploaded video plays from its HLS ladder once the local pipeline (ffmpeg) has made it;
    // until then from the signed file. Wait for the ladder, then watch it as the buyer.
    const streamOf = async () =>
      (
        await callGraphql(
          stack,
          { token: buyer.accessToken },
          `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { videoUrl stream { url renditions } } }`,
          { item: COURSE_ID, topic: `${COURSE_ID}-t03` },
        )
      ).data?.['getTopicContent'];
    expect((await streamOf())?.videoUrl).toMatch(new RegExp(`/courses/${COURSE_ID}/${COURSE_ID}-t03/[\\w-]+\\.mp4\\?.*X-Amz-Signature=`));
    await expect.poll(async () => (await streamOf())?.stream?.renditions?.length ?? 0, { timeout: 180_000 }).toBeGreaterThan(0);
    await page.goto(`${stack.webUrl}${paidTopicPath}`);
    await expect.poll(() => page.getByTestId('topic-text').innerText(), { timeout: 60_000 }).toContain('La técnica completa');
    const video = page.getByTestId('topic-video');
    await expect.poll(() => video.getAttribute('data-source'), { timeout: 60_000 }).toBe('hls');
    await expect
      .poll(() => video.evaluate((media) => (media as unknown as { readyState: number }).readyState), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(1);
    await screenshot(page, 'admin-course-buyer-watches');
    await page.close();
  });
});
