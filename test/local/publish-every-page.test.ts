// The publisher reads every page of the catalogue, against DynamoDB Local: a table of its own with
// more courses than one list page (26 on sale, 2 hidden among them, 3 plannings), the real
// catalogue service (what listItems answers) read 4 items at a time past the first page, the real
// renderer bundle. Every item on sale gets its page and its place in the sitemap; the hidden ones
// none; the published /all-courses shows the first page a visitor's browser reads, and its next
// token continues the catalogue exactly where the published page stops.
import { catalogueReads } from '../../functions/publish/catalogue-reads';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STOREFRONT_PAGE_SIZE } from '../../functions/domain/catalogue-pages';
import { createDocumentClient, type TableContext } from '../../functions/data/dynamo-client';
import { createItemsRepository, itemStorageRecord, type ItemToStore } from '../../functions/data/items-repository';
import { createLessonsRepository } from '../../functions/data/lessons-repository';
import { loadRenderer } from '../../functions/publish/load-renderer';
import { createLocalSiteStore } from '../../functions/publish/local-site-store';
import { createPublisher, type PublisherDependencies } from '../../functions/publish/publisher';
import { createCatalogueService } from '../../functions/services/catalogue-service';
import { seedItems } from '../../functions/seed/catalogue';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { buildRenderer } from '../../infra/publish-renderer';

const stack = inject('stack');

const COURSES_ON_SALE = 26;
const PLANNINGS = 3;
const READ_PAGE_SIZE = 4;
const SHELL = '<!doctype html><html lang="es-AR"><head><title>Impulso</title></head><body><div id="root"></div></body></html>';

const tableName = `publish-pages-${Math.random().toString(36).slice(2, 8)}`;
const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: stack.dynamodbUrl,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const table: TableContext = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName };
const workDir = mkdtempSync(join(tmpdir(), 'publish-pages-'));
const siteDir = join(workDir, 'site');

const courseTemplate = seedItems.find((item) => item.type === 'COURSE');
const planningTemplate = seedItems.find((item) => item.type === 'PLANNING');
const pad = (n: number) => String(n).padStart(2, '0');
const courseIds = Array.from({ length: COURSES_ON_SALE }, (_, n) => `curso-${pad(n)}`);
// Hidden among the courses: a draft and a disabled one, each sorted between courses on sale.
const hiddenIds = ['curso-05b', 'curso-17b'];
const planningIds = Array.from({ length: PLANNINGS }, (_, n) => `plan-${pad(n)}`);

const catalogue = createCatalogueService({ items: createItemsRepository(table), now: () => new Date() });
const reads: Parameters<PublisherDependencies['cataloguePage']>[0][] = [];

async function write(item: ItemToStore): Promise<void> {
  await table.doc.send(new PutCommand({ TableName: tableName, Item: itemStorageRecord(item) }));
}

const read = (key: string): string | null => (existsSync(join(siteDir, key)) ? readFileSync(join(siteDir, key), 'utf8') : null);

beforeAll(async () => {
  if (!courseTemplate || !planningTemplate) throw new Error('the seed has no course or planning');
  await ensureTable(dynamo, tableName);
  for (const id of courseIds) await write({ ...courseTemplate, id, name: `Curso ${id}`, offer: null, isFeatured: false });
  await write({ ...courseTemplate, id: hiddenIds[0] ?? '', name: 'Borrador', offer: null, status: 'DRAFT', isEnabled: false });
  await write({ ...courseTemplate, id: hiddenIds[1] ?? '', name: 'Deshabilitado', offer: null, isEnabled: false });
  for (const id of planningIds) await write({ ...planningTemplate, id, name: `Planificación ${id}`, offer: null });

  const buildDir = join(workDir, 'build');
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, 'app.html'), SHELL);
  const rendererPath = await buildRenderer(join(workDir, 'publisher'));
  const lessons = createLessonsRepository(table);
  const publisher = createPublisher({
    ...catalogueReads(catalogue),
    cataloguePage: (args) => {
      reads.push(args);
      return catalogue.listItems(args);
    },
    readPageSize: READ_PAGE_SIZE,
    courseSyllabus: (courseId) => lessons.listUnits(courseId),
    subscriptionOffer: async () => null,
    site: createLocalSiteStore({ siteDir, buildDir }),
    renderer: { renderPublishedPage: async (input) => (await loadRenderer(rendererPath)).renderPublishedPage(input) },
    siteUrl: 'https://tienda.example',
    store: { storeName: 'Impulso', legalName: 'Impulso S.A.S.', cuit: null, maxInstallments: 6 },
    now: () => new Date(),
  });
  await publisher.publishAll();
}, 180_000);

afterAll(async () => {
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
  rmSync(workDir, { recursive: true, force: true });
});

describe('publishing reads every page of the catalogue', () => {
  it('follows each next token to the end: the first page as a list shows it, then pages of 4', () => {
    const courseReads = reads.filter((each) => each.type === 'COURSE');
    expect(courseReads[0]).toEqual({ type: 'COURSE', limit: STOREFRONT_PAGE_SIZE, nextToken: null });
    const later = courseReads.slice(1);
    expect(later.length).toBe(Math.ceil((COURSES_ON_SALE - STOREFRONT_PAGE_SIZE) / READ_PAGE_SIZE));
    for (const each of later) expect(each).toMatchObject({ limit: READ_PAGE_SIZE, nextToken: expect.any(String) });
  });

  it('publishes the page of every item on sale, past the first page too, and none of the hidden ones', () => {
    for (const id of courseIds) expect(read(`courses/${id}.html`), id).toContain(`Curso ${id}`);
    for (const id of planningIds) expect(read(`plannings/${id}.html`), id).toContain(`Planificación ${id}`);
    for (const id of hiddenIds) expect(read(`courses/${id}.html`), id).toBeNull();
  });

  it('lists every item on sale in the sitemap, and only those', () => {
    const sitemap = read('sitemap.xml') ?? '';
    const locations = [...sitemap.matchAll(/<loc>https:\/\/tienda\.example\/(courses|plannings)\/([^<]+)<\/loc>/g)].map(
      (match) => match[2],
    );
    expect(locations.sort()).toEqual([...courseIds, ...planningIds].sort());
  });

  it('publishes /all-courses with the first page and a token that continues right after it', async () => {
    const html = read('all-courses.html') ?? '';
    const shown = [...html.matchAll(/class="item-card" data-item-id="([^"]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(courseIds.slice(0, STOREFRONT_PAGE_SIZE));
    expect(html).toContain('Ver más cursos');
    const data = JSON.parse(html.match(/<script type="application\/json" id="published-data">([^<]*)<\/script>/)?.[1] ?? '{}') as {
      queries: { key: unknown[]; data: { pages?: { nextToken: string | null }[] } }[];
    };
    const nextToken = data.queries.find((query) => query.key.join('/') === 'catalogue/pages/COURSE')?.data.pages?.[0]?.nextToken ?? null;
    expect(nextToken).not.toBeNull();
    const next = await catalogue.listItems({ type: 'COURSE', limit: STOREFRONT_PAGE_SIZE, nextToken });
    expect(next.items.map((item) => item.id)).toEqual(courseIds.slice(STOREFRONT_PAGE_SIZE, 2 * STOREFRONT_PAGE_SIZE));
  });
});
