// Draws an invoice or credit note as a one-page A4 PDF in ARCA's printed layout: the header split
// by the letter's box (seller left, voucher right), the buyer, the service period, the line, the
// totals, and at the foot ARCA's QR code with the CAE and its due date. Helvetica (a PDF standard
// font, nothing embedded) covers Spanish; a character outside its set is folded to its base letter.
// The QR is drawn as vector squares from the qrcode library's module matrix (no image encoding).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { InvoiceDocumentFacts } from '../domain/invoice-document';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.36, 0.4);
const LINE = rgb(0.55, 0.56, 0.6);

/** The text with every character Helvetica (WinAnsi) cannot draw folded to its base letter, or "?". */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? -1)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => supported.has(c.codePointAt(0) ?? -1)) ? base : '?';
    })
    .join('');
}

export async function renderInvoicePdf(facts: InvoiceDocumentFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${facts.title} ${facts.letter} ${facts.number}`);
  pdf.setAuthor(facts.seller.legalName);
  pdf.setLanguage('es-AR');
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const text = (value: string, x: number, y: number, size = 9, font: PDFFont = regular, color = INK, maxWidth = A4.width - MARGIN - x) => {
    // Fiscal data is printed whole: a long razón social or address shrinks (to 6 pt) before it is cut.
    let shown = printable(font, value);
    let fitted = size;
    while (fitted > 6 && font.widthOfTextAtSize(shown, fitted) > maxWidth) fitted -= 0.5;
    while (shown.length > 1 && font.widthOfTextAtSize(shown, fitted) > maxWidth) shown = `${shown.slice(0, -2)}…`;
    page.drawText(shown, { x, y, size: fitted, font, color });
  };
  const rule = (y: number) => page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.8, color: LINE });
  const rows = (list: [string, string][], x: number, top: number, width: number): number => {
    let y = top;
    for (const [label, value] of list) {
      text(`${label}:`, x, y, 8.5, bold, MUTED, width);
      text(
        value,
        x + Math.min(bold.widthOfTextAtSize(`${label}: `, 8.5), width * 0.55),
        y,
        8.5,
        regular,
        INK,
        width * 0.45 + width * 0.55 - bold.widthOfTextAtSize(`${label}: `, 8.5),
      );
      y -= 13;
    }
    return y;
  };

  // Header: "ORIGINAL", seller | letter box | voucher.
  const top = A4.height - MARGIN;
  page.drawRectangle({ x: MARGIN, y: top - 150, width: A4.width - 2 * MARGIN, height: 150, borderColor: LINE, borderWidth: 0.8 });
  text('ORIGINAL', A4.width / 2 - bold.widthOfTextAtSize('ORIGINAL', 10) / 2, top - 14, 10, bold);
  const middle = A4.width / 2;
  page.drawLine({ start: { x: middle, y: top - 150 }, end: { x: middle, y: top - 62 }, thickness: 0.8, color: LINE });
  page.drawRectangle({ x: middle - 24, y: top - 62, width: 48, height: 42, borderColor: INK, borderWidth: 1, color: rgb(1, 1, 1) });
  text(facts.letter, middle - bold.widthOfTextAtSize(facts.letter, 26) / 2, top - 48, 26, bold);
  text(facts.code, middle - regular.widthOfTextAtSize(facts.code, 6.5) / 2, top - 59, 6.5);

  const half = middle - MARGIN - 34;
  text(facts.seller.legalName, MARGIN + 10, top - 40, 13, bold, INK, half);
  rows(facts.seller.rows, MARGIN + 10, top - 72, half - 10);

  const right = middle + 34;
  text(facts.title, right, top - 40, 15, bold);
  rows(
    [
      ['Punto de venta y número', facts.number],
      ['Fecha de emisión', facts.issueDate],
    ],
    right,
    top - 72,
    A4.width - MARGIN - right - 6,
  );

  // Period and buyer.
  let y = top - 168;
  let x = MARGIN;
  for (const [label, value] of facts.period) {
    text(`${label}: `, x, y, 8.5, bold, MUTED);
    x += bold.widthOfTextAtSize(`${label}: `, 8.5);
    text(value, x, y, 8.5);
    x += regular.widthOfTextAtSize(value, 8.5) + 18;
  }
  rule(y - 8);
  y = rows(facts.buyer, MARGIN, y - 24, A4.width - 2 * MARGIN) - 2;
  if (facts.associated) {
    text(facts.associated, MARGIN, y, 9, bold);
    y -= 14;
  }
  rule(y);

  // The line: description, quantity, unit price, (on an A) the VAT rate, amount — right-aligned columns.
  y -= 20;
  page.drawRectangle({ x: MARGIN, y: y - 5, width: A4.width - 2 * MARGIN, height: 18, color: rgb(0.93, 0.93, 0.95) });
  const columnRight = {
    quantity: A4.width - MARGIN - 250,
    unitPrice: A4.width - MARGIN - 150,
    vatRate: A4.width - MARGIN - 95,
    amount: A4.width - MARGIN - 6,
  };
  const atRight = (value: string, right: number, at: number, size: number, font: PDFFont) =>
    text(value, right - font.widthOfTextAtSize(printable(font, value), size), at, size, font);
  text('Descripción', MARGIN + 6, y, 8.5, bold);
  atRight('Cant.', columnRight.quantity, y, 8.5, bold);
  atRight(facts.line.vatRate ? 'Precio unit. (neto)' : 'Precio unit.', columnRight.unitPrice, y, 8.5, bold);
  if (facts.line.vatRate) atRight('Alíc. IVA', columnRight.vatRate, y, 8.5, bold);
  atRight(facts.line.vatRate ? 'Subtotal (neto)' : 'Subtotal', columnRight.amount, y, 8.5, bold);
  y -= 20;
  text(facts.line.description, MARGIN + 6, y, 9, regular, INK, columnRight.quantity - 40 - MARGIN - 6);
  atRight(facts.line.quantity, columnRight.quantity, y, 9, regular);
  atRight(facts.line.unitPrice, columnRight.unitPrice, y, 9, regular);
  if (facts.line.vatRate) atRight(facts.line.vatRate, columnRight.vatRate, y, 9, regular);
  atRight(facts.line.amount, columnRight.amount, y, 9, regular);

  // Totals, above the foot; on a B to a consumidor final, the VAT contained under the law's heading.
  let totalsY = facts.transparency ? 272 : 250;
  rule(totalsY + 18);
  for (const [label, value] of facts.totals) {
    const last = label === 'Importe total';
    const font = last ? bold : regular;
    const size = last ? 11 : 9;
    text(`${label}:`, A4.width - MARGIN - 230, totalsY, size, font);
    text(value, A4.width - MARGIN - 6 - font.widthOfTextAtSize(value, size), totalsY, size, font);
    totalsY -= 16;
  }
  if (facts.transparency) {
    totalsY -= 4;
    text(facts.transparency.heading, MARGIN, totalsY, 8.5, bold, MUTED);
    totalsY -= 14;
    for (const [label, value] of facts.transparency.rows) {
      text(`${label}:`, MARGIN, totalsY, 9, regular);
      text(value, MARGIN + 6 + regular.widthOfTextAtSize(`${label}: `, 9), totalsY, 9, regular);
      totalsY -= 14;
    }
  }

  // Foot: QR, "Comprobante Autorizado", CAE and its due date.
  const qr = QRCode.create(facts.qrUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = 110;
  const cell = side / size;
  const qrX = MARGIN;
  const qrTop = 150;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (qr.modules.get(row, column)) {
        page.drawRectangle({ x: qrX + column * cell, y: qrTop - (row + 1) * cell, width: cell + 0.05, height: cell + 0.05, color: INK });
      }
    }
  }
  rule(qrTop + 14);
  const footX = qrX + side + 18;
  text('ARCA', footX, qrTop - 16, 16, bold);
  text('Comprobante Autorizado', footX, qrTop - 34, 10, bold);
  text('Este comprobante contó con el código de autorización electrónico (CAE) de ARCA.', footX, qrTop - 50, 8, regular, MUTED);
  drawRight(page, bold, regular, `CAE N°: ${facts.cae}`, qrTop - 16);
  drawRight(page, bold, regular, `Fecha de vto. de CAE: ${facts.caeDueDate}`, qrTop - 32);
  if (facts.notice) text(facts.notice, footX, qrTop - 80, 8.5, bold, rgb(0.6, 0.1, 0.05));
  return pdf.save();
}

function drawRight(page: PDFPage, bold: PDFFont, _regular: PDFFont, value: string, y: number): void {
  const width = bold.widthOfTextAtSize(value, 9.5);
  page.drawText(value, { x: A4.width - MARGIN - width, y, size: 9.5, font: bold, color: INK });
}
