// Draws the 1200×630 link-preview images (Open Graph / Twitter card) shipped in web/public/og:
// one per seeded item (its picture, name, kind and coach) and the store's own; and the member
// app's icons (web/public/member-icons: 192 and 512 px, and a 512 px maskable one whose mark sits
// in the central safe zone), drawn from the favicon. Run it after changing the seed's items or
// pictures or the favicon: `npm run og-images` (Debian's Chromium, no network).
// Items created later without a shipped image use the store's (the publisher checks the file).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { seedItems } from '../../functions/seed/catalogue';
import { repositoryRoot } from '../../infra/shared/paths';

const STORE_NAME = process.env['STORE_NAME'] ?? 'Impulso';
const publicDir = join(repositoryRoot, 'web/public');
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const frame = (background: string, body: string) => `<!doctype html><html><head><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden;font-family:system-ui,Arial,sans-serif}
  .bg{position:absolute;inset:0}.bg svg{width:1200px;height:675px;display:block}
  .band{position:absolute;left:0;right:0;bottom:0;padding:36px 56px 40px;background:linear-gradient(transparent,rgba(0,0,0,.72) 30%);color:#fff}
  .kind{font-size:28px;letter-spacing:3px;text-transform:uppercase;opacity:.9;margin:0 0 8px}
  h1{font-size:60px;line-height:1.08;margin:0 0 14px}.meta{font-size:28px;margin:0;opacity:.95}
  .brand{position:absolute;top:36px;right:48px;background:#c2410c;color:#fff;font-weight:800;font-size:30px;padding:10px 22px;border-radius:12px}
</style></head><body><div class="bg">${background}</div>${body}</body></html>`;

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const item of seedItems) {
    const svg = readFileSync(join(publicDir, item.imageSource), 'utf8').replace(
      /width="800" height="450"/,
      'preserveAspectRatio="xMidYMid slice"',
    );
    const kind = item.type === 'COURSE' ? 'Curso' : 'Planificación';
    await page.setContent(
      frame(
        svg,
        `<div class="brand">${escapeHtml(STORE_NAME)}</div><div class="band"><p class="kind">${kind}</p><h1>${escapeHtml(item.name)}</h1><p class="meta">${item.type === 'COURSE' ? 'Coach' : 'Programa'}: ${escapeHtml(item.coachName)}</p></div>`,
      ),
    );
    await page.screenshot({ path: join(publicDir, 'og', `${item.id}.jpg`), type: 'jpeg', quality: 82 });
  }
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  await page.setContent(
    frame(
      `<div style="width:1200px;height:630px;background:linear-gradient(135deg,#f97316,#9a3412)"></div>`,
      `<div style="position:absolute;top:120px;left:96px;width:120px;height:120px">${favicon.replace('<svg ', '<svg width="120" height="120" ')}</div><div class="band" style="background:none;bottom:90px"><h1 style="font-size:84px">${escapeHtml(STORE_NAME)}</h1><p class="meta">Cursos y planificaciones de entrenamiento</p></div>`,
    ),
  );
  await page.screenshot({ path: join(publicDir, 'og', 'store.jpg'), type: 'jpeg', quality: 82 });

  // The member app's icons: the favicon's mark full size, and maskable (the mark within the
  // central 60 % on the brand colour, so any launcher's mask keeps it whole).
  mkdirSync(join(publicDir, 'member-icons'), { recursive: true });
  const icon = (size: number, markRatio: number) =>
    `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;overflow:hidden;background:#c2410c}
    svg{position:absolute;left:${(size * (1 - markRatio)) / 2}px;top:${(size * (1 - markRatio)) / 2}px;width:${size * markRatio}px;height:${size * markRatio}px}</style></head>
    <body>${favicon}</body></html>`;
  for (const [name, size, markRatio] of [
    ['icon-192.png', 192, 1],
    ['icon-512.png', 512, 1],
    ['icon-maskable-512.png', 512, 0.6],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(icon(size, markRatio));
    await page.screenshot({ path: join(publicDir, 'member-icons', name), type: 'png', omitBackground: false });
  }
} finally {
  await browser.close();
}
