// Draws a course certificate as a one-page PDF (A4 landscape) with pdf-lib's standard fonts, so no
// font file ships with the function. Standard fonts encode WinAnsi, which covers Spanish (á é í ó ú
// ñ ü ¡ ¿); any other character is reduced to its base letter (or "?") instead of failing.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CertificateFacts } from '../domain/certificate-rules';

const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.13, 0.15, 0.2);
const ACCENT = rgb(0.85, 0.33, 0.1);
const MUTED = rgb(0.38, 0.4, 0.46);

// Letters with a stroke have no decomposition into base letter + mark, so they are folded by hand.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/** The text with every character the font cannot encode replaced by its base letter or "?". */
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

function centered(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = INK): void {
  // Long names and course titles shrink to fit the page instead of running off it.
  const maxWidth = PAGE.width - 140;
  let fitted = size;
  while (fitted > 10 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size: fitted, font, color });
}

export async function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const text = (font: PDFFont, value: string) => encodableText(font, value);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: PAGE.width - 68, height: PAGE.height - 68, borderColor: INK, borderWidth: 0.75 });

  centered(page, bold, text(bold, facts.storeName.toUpperCase()), 16, 500, ACCENT);
  centered(page, bold, 'Certificado de finalización', 34, 440);
  centered(page, regular, 'Se certifica que', 15, 385, MUTED);
  centered(page, bold, text(bold, facts.holderName), 30, 340);
  page.drawLine({ start: { x: 200, y: 328 }, end: { x: PAGE.width - 200, y: 328 }, thickness: 0.75, color: MUTED });
  centered(page, regular, 'completó todas las clases del curso', 15, 290, MUTED);
  centered(page, bold, text(bold, facts.courseName), 22, 252);
  centered(page, italic, text(italic, `Coach: ${facts.coachName}`), 13, 222, MUTED);
  centered(page, regular, `Fecha: ${facts.issuedOn}`, 13, 130);

  // Metadata is UTF-16, so it keeps the exact name even where the drawn text had to simplify it.
  pdf.setTitle(`Certificado - ${facts.courseName}`);
  pdf.setSubject(`Certificado de ${facts.holderName}`);
  pdf.setAuthor(facts.storeName);
  pdf.setCreator(facts.storeName);
  pdf.setLanguage('es-AR');
  return pdf.save();
}
