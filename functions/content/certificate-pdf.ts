// Draws a course certificate as a one-page PDF (A4 landscape): the store's mark and name, the
// holder, the course, the coach's signature line and the date. Text is set in DejaVu Sans,
// embedded (subset: only the glyphs used), so names outside WinAnsi print as written ("Łucja
// Nguyễn"); a character the font lacks (e.g. CJK, emoji) is reduced to its base letter or "?"
// rather than failing. The font files travel with the function (see StoreFunction's `assets`).
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CertificateFacts } from '../domain/certificate-rules';

const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.13, 0.15, 0.2);
const ACCENT = rgb(0.76, 0.25, 0.05); // the store's brand orange (#c2410c)
const MUTED = rgb(0.33, 0.35, 0.4);

const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
let fontBytes: Promise<Record<keyof typeof FONT_FILES, Uint8Array>> | undefined;

/** The font files, read once per process (next to this module, or to the bundle on Lambda). */
function loadFonts(): Promise<Record<keyof typeof FONT_FILES, Uint8Array>> {
  fontBytes ??= Promise.all([
    readFile(new URL(`./fonts/${FONT_FILES.regular}`, import.meta.url)),
    readFile(new URL(`./fonts/${FONT_FILES.bold}`, import.meta.url)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

// Letters with a stroke have no decomposition into base letter + mark, so they are folded by hand.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/** The text with every character the font cannot draw replaced by its base letter or "?". */
export function encodableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? -1)) return char;
      const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...base].every((c) => supported.has(c.codePointAt(0) ?? -1)) && base ? base : '?';
    })
    .join('');
}

function centered(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  size: number,
  y: number,
  color = INK,
  centerX = PAGE.width / 2,
  maxWidth = PAGE.width - 140,
): void {
  const text = encodableText(font, raw);
  // Long names and course titles shrink to fit instead of running off the page.
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: centerX - width / 2, y, size: fitted, font, color });
}

/** The store's mark (the bolt in a rounded square, as in the web header), centred at x. */
function drawMark(page: PDFPage, centerX: number, top: number): void {
  const size = 46;
  page.drawRectangle({ x: centerX - size / 2, y: top - size, width: size, height: size, color: ACCENT });
  // A bolt, in SVG path units (0–24), scaled into the square.
  page.drawSvgPath('M13 2 L4 14 H11 L10 22 L20 9 H13 Z', {
    x: centerX - size / 2 + 5,
    y: top - 4,
    scale: 1.5,
    color: rgb(1, 1, 1),
  });
}

export async function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: PAGE.width - 68, height: PAGE.height - 68, borderColor: INK, borderWidth: 0.75 });

  drawMark(page, PAGE.width / 2, 540);
  centered(page, bold, facts.storeName.toUpperCase(), 15, 470, ACCENT);
  centered(page, bold, 'Certificado de finalización', 32, 420);
  centered(page, regular, 'Se certifica que', 14, 378, MUTED);
  centered(page, bold, facts.holderName, 30, 338);
  page.drawLine({ start: { x: 200, y: 326 }, end: { x: PAGE.width - 200, y: 326 }, thickness: 0.75, color: MUTED });
  const completed = facts.passedEvaluation
    ? 'completó todas las clases y aprobó la evaluación final del curso'
    : 'completó todas las clases del curso';
  centered(page, regular, completed, 14, 292, MUTED);
  centered(page, bold, facts.courseName, 22, 256);
  if (facts.courseHours) centered(page, regular, `Duración: ${facts.courseHours}`, 12, 230, MUTED);

  // The coach's signature line (left) and the date of issue (right).
  const left = PAGE.width / 2 - 190;
  const right = PAGE.width / 2 + 190;
  page.drawLine({ start: { x: left - 110, y: 140 }, end: { x: left + 110, y: 140 }, thickness: 0.75, color: INK });
  centered(page, bold, facts.coachName, 12, 124, INK, left, 220);
  centered(page, regular, 'Coach del curso', 10, 110, MUTED, left, 220);
  page.drawLine({ start: { x: right - 110, y: 140 }, end: { x: right + 110, y: 140 }, thickness: 0.75, color: INK });
  centered(page, bold, facts.issuedOn, 12, 124, INK, right, 220);
  centered(page, regular, 'Fecha de emisión', 10, 110, MUTED, right, 220);

  if (facts.verificationCode) {
    centered(page, regular, `Código de verificación: ${facts.verificationCode}`, 10, 64, MUTED);
    if (facts.verificationUrl) centered(page, regular, facts.verificationUrl, 9, 50, MUTED);
  }

  // Metadata is UTF-16, so it keeps the exact name even where the drawn text had to simplify it.
  pdf.setTitle(`Certificado - ${facts.courseName}`);
  pdf.setSubject(`Certificado de ${facts.holderName}`);
  pdf.setAuthor(facts.storeName);
  pdf.setCreator(facts.storeName);
  pdf.setLanguage('es-AR');
  return pdf.save();
}
