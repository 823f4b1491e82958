// The PDF plans of the local sample content (course-3's 10-week plan, course-4's 4-week plan),
// drawn from the seed's own plan so the download and the syllabus's weekly lessons never disagree.
// Written once into the local data folder; the content server serves them as sample objects.
// On AWS, upload the same files (or the coach's own) to the content bucket under the same keys.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PLAN_MATERIALS, pullUpsPlan, verticalPlan } from '../../functions/seed/lessons';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.76, 0.255, 0.047); // the store's orange (#c2410c)

/** Splits text into lines that fit `width` at `size` (the standard fonts have no line breaking). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function planPdf(title: string, subtitle: string, weeks: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Impulso');
  pdf.setLanguage('es-AR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.12, 0.16, 0.22), indent = 0) => {
    for (const line of wrap(text, font, size, textWidth - indent)) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.4;
    }
  };
  write('Impulso', bold, 12, BRAND);
  y -= 6;
  write(title, bold, 22);
  write(subtitle, regular, 11, rgb(0.29, 0.33, 0.39));
  y -= 12;
  weeks.forEach((sessions, index) => {
    ensure(60);
    y -= 8;
    write(`Semana ${index + 1}`, bold, 14, BRAND);
    sessions.forEach((session, sessionIndex) => write(`Sesión ${sessionIndex + 1}: ${session}`, regular, 11, undefined, 12));
  });
  return pdf.save();
}

/** Writes the sample plans under `folder` (once) and answers them as content-server samples. */
export async function samplePlanPdfs(folder: string): Promise<Record<string, { file: string; contentType: string }>> {
  await mkdir(folder, { recursive: true });
  const plans = [
    {
      material: PLAN_MATERIALS.vertical,
      title: 'Vertical: plan de 10 semanas',
      subtitle: 'Tres sesiones por semana. Antes de cada sesión, la entrada en calor completa del curso.',
      weeks: verticalPlan,
    },
    {
      material: PLAN_MATERIALS.pullUps,
      title: 'Pull Ups: plan de 4 semanas',
      subtitle: 'Tres sesiones por semana, con al menos un día de descanso entre sesiones de tirón.',
      weeks: pullUpsPlan,
    },
  ];
  const samples: Record<string, { file: string; contentType: string }> = {};
  for (const plan of plans) {
    const file = join(folder, plan.material.fileName);
    if (!existsSync(file)) await writeFile(file, await planPdf(plan.title, plan.subtitle, plan.weeks));
    samples[plan.material.key] = { file, contentType: 'application/pdf' };
  }
  return samples;
}
