// A published page's styles, inlined: only the rules its markup uses (PurgeCSS over the build's
// stylesheets), in a <style> in the head, so the first paint waits for no stylesheet request. The
// full stylesheet is not fetched with the page: its links wait inside an inert <template>, which
// the app puts in the head once it has hydrated (for what the page draws later: menus, dialogs,
// other pages); it is then the same rules in the same order, so nothing moves. Fetched with the
// page (even as media="print"), its ≈ 23 KB shared the phone's bandwidth with the page's images.
import { PurgeCSS } from 'purgecss';

export interface Stylesheet {
  /** Address as linked from the SPA shell (/assets/index-….css), or null for a route's own sheet. */
  href: string | null;
  css: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?) href="([^"]+)"([^>]*)>/g;

/** Marks the <template> holding the full stylesheet's links (web/src/app/app.tsx inserts them). */
const DEFERRED_STYLES_ATTRIBUTE = 'data-deferred-styles';

/** Stylesheets the SPA shell links (in its order). */
export const linkedStylesheets = (shell: string): string[] => [...shell.matchAll(STYLESHEET_LINK)].map((match) => match[2] ?? '');

export async function inlineUsedStyles(html: string, sheets: readonly Stylesheet[]): Promise<string> {
  if (sheets.length === 0) return html;
  const purged = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: sheets.map((sheet) => ({ raw: sheet.css })),
    fontFace: true,
    keyframes: true,
    // Class names React toggles on the first interactions stay: the full sheet arrives with hydration.
    // So does the rule hiding the unsettled account links, whose <html> attribute boot.ts sets.
    safelist: { standard: [/^skip-link/], greedy: [/--open$/, /--unsettled$/] },
  });
  const used = purged
    .map((result) => result.css)
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  const links = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[0]).join('');
  return html
    .replace(STYLESHEET_LINK, '')
    .replace(
      '</head>',
      `<style data-inlined-styles>${used}</style>\n  <template ${DEFERRED_STYLES_ATTRIBUTE}>${links}</template>\n  </head>`,
    );
}
