import {
  formatAestDate,
  formatAestDateTime,
  type SubscriptionFrequency,
  subscriptionFrequencies,
  subscriptionNotBefore,
} from '@drawline/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ScheduledDraw } from './draw-schedule';
import type { SubscriptionCalendar } from './subscription-calendar';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROW = 18;
const frequencyLabels: Record<SubscriptionFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  biannually: 'Biannually',
  annually: 'Annually',
};

/**
 * The draws a subscription bought today buys at a frequency: the first draw on sale, then each
 * first draw a frequency's months after the last one bought (the engine's rule, recurring-due).
 */
export function drawsBoughtAt(draws: readonly ScheduledDraw[], frequency: SubscriptionFrequency): Set<number> {
  const bought = new Set<number>();
  let notBefore = Number.NEGATIVE_INFINITY;
  for (const d of draws) {
    if (d.drawDate.getTime() < notBefore) continue;
    bought.add(d.drawNo);
    notBefore = subscriptionNotBefore(d.drawDate, frequency);
  }
  return bought;
}

/** Standard PDF fonts write WinAnsi only: anything else in an offer's name becomes a question mark. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

interface Writer {
  page: PDFPage;
  y: number;
}

/**
 * The subscription calendar of an offer (1-platform.md §2, /public/pdf/subscription/{key}-calendar.pdf;
 * docs/decisions/369): an A4 list of the coming year's draws with when sales close, and which of
 * them a subscription started now buys at each of the spec's frequencies. `now` dates the file,
 * so the same calendar is the same bytes.
 */
export async function subscriptionCalendarPdf(calendar: SubscriptionCalendar, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${winAnsi(calendar.offerName)} subscription calendar`;
  doc.setTitle(title);
  doc.setSubject(`The draws of ${winAnsi(calendar.offerName)} in the coming year`);
  doc.setCreator('Drawline');
  doc.setProducer('Drawline');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const marks = subscriptionFrequencies.map((f) => ({ f, draws: drawsBoughtAt(calendar.draws, f) }));
  const columns = [MARGIN, MARGIN + 50, MARGIN + 170, MARGIN + 300];
  const text = (w: Writer, value: string, x: number, f: PDFFont = font, size = 10) =>
    w.page.drawText(value, { x, y: w.y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
  const header = (w: Writer) => {
    text(w, 'Draw', columns[0]!, bold);
    text(w, 'Draw date (AEST)', columns[1]!, bold);
    text(w, 'Sales close (AEST)', columns[2]!, bold);
    text(w, 'Bought by a subscription', columns[3]!, bold);
    w.y -= ROW;
  };
  const newPage = (): Writer => {
    const w = { page: doc.addPage(A4), y: A4[1] - MARGIN };
    text(w, title, MARGIN, bold, 16);
    w.y -= ROW * 1.5;
    return w;
  };
  let w = newPage();
  text(w, `Made ${formatAestDate(now)} from the draw schedule. Times are Australian Eastern Standard Time.`, MARGIN);
  w.y -= ROW;
  text(w, 'A subscription buys its first draw at once, then the first draw each period after.', MARGIN);
  w.y -= ROW * 1.5;
  if (calendar.draws.length === 0) text(w, 'No draws are scheduled in the coming year.', MARGIN);
  else header(w);
  for (const d of calendar.draws) {
    if (w.y < MARGIN + ROW) {
      w = newPage();
      header(w);
    }
    const bought = marks.filter((m) => m.draws.has(d.drawNo)).map((m) => frequencyLabels[m.f]);
    text(w, String(d.drawNo), columns[0]!);
    text(w, formatAestDate(d.drawDate), columns[1]!);
    text(w, formatAestDateTime(d.stopDate), columns[2]!);
    text(w, bought.join(', ') || '-', columns[3]!);
    w.y -= ROW;
  }
  return doc.save({ useObjectStreams: false });
}
