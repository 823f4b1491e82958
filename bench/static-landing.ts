// A static HTML page with the landing page's content, generated from the seed (hero, featured
// items, courses, plannings: image, name, coach, summary, price), no JavaScript: the floor the
// SPA's landing is compared against. Images are the built app's own files.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedItem as Item } from '../functions/seed/seed-types';
import { seedItems } from '../functions/seed/catalogue';

const ars = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 2 });

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function card(item: Item, eager: boolean): string {
  const kind = item.type === 'COURSE' ? 'Curso' : 'Planificación';
  return `<article class="card">
  <img src="${escapeHtml(item.imageSource)}" alt="" width="800" height="450" loading="${eager ? 'eager' : 'lazy'}" decoding="async">
  <div class="body"><p class="kind">${kind} · ${escapeHtml(item.level)}</p>
  <h3><a href="/${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}">${escapeHtml(item.name)}</a></h3>
  <p>${escapeHtml(item.summary)}</p><p class="coach">Coach: ${escapeHtml(item.coachName)}</p>
  <p class="price">${ars.format(item.price).replace(/\u00a0/g, ' ')}</p></div>
</article>`;
}

function section(title: string, items: Item[], eagerCount = 0): string {
  return `<section><h2>${title}</h2><div class="grid">${items.map((item, index) => card(item, index < eagerCount)).join('\n')}</div></section>`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#fafafa}
header,main{max-width:1200px;margin:0 auto;padding:1rem}.hero{padding:2rem 1rem;background:#102a43;color:#fff}
.hero h1{font-size:2rem;margin:0 0 1rem}.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.card{background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 3px #0002}.card img{width:100%;height:auto;aspect-ratio:16/9;display:block}
.body{padding:1rem}.kind{font-size:.8rem;color:#52606d}.price{font-weight:700;font-size:1.2rem}a{color:inherit}`;

/** Writes the page and the images it uses into `dir`; returns `dir`. */
export function writeStaticLanding(dir: string, builtWebDir: string, storeName: string): string {
  mkdirSync(dir, { recursive: true });
  const items = seedItems.filter((item) => item.isEnabled);
  const html = `<!doctype html>
<html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="Cursos y planificaciones de entrenamiento online.">
<title>${escapeHtml(storeName)} · Cursos y planificaciones de entrenamiento</title><style>${STYLE}</style></head>
<body><header><strong>${escapeHtml(storeName)}</strong></header>
<div class="hero"><h1>Entrená con un plan, aprendé con los que saben</h1>
<p>En ${escapeHtml(storeName)} encontrás cursos en video para dominar nuevas habilidades y planificaciones de Delfi para entrenar con objetivos claros, semana a semana.</p></div>
<main>
${section(
  'Destacados',
  items.filter((item) => item.isFeatured),
  2,
)}
${section(
  'Cursos',
  items.filter((item) => item.type === 'COURSE'),
)}
${section(
  'Planificaciones',
  items.filter((item) => item.type === 'PLANNING'),
)}
</main></body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
  const images = join(builtWebDir, 'images');
  if (existsSync(images)) cpSync(images, join(dir, 'images'), { recursive: true });
  return dir;
}
