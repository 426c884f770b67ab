/**
 * The demo's offer logos: our own artwork, drawn here as SVG (no real lottery's mark). Each is a
 * rounded badge in the offer's colours with a motif for its kind (a ball for a lottery, a ticket
 * for a charity raffle, three balls for a syndicate) and a short label.
 */

export interface LogoDesign {
  /** The offer key; the file is /pictures/logos/{key}.svg. */
  key: string;
  label: string;
  kind: 'lottery' | 'raffle' | 'syndicate';
  /** Gradient from, to. */
  colours: [string, string];
}

export const logoDesigns: LogoDesign[] = [
  { key: 'powerball2018', label: 'PB', kind: 'lottery', colours: ['#4c1d95', '#8b5cf6'] },
  { key: 'oz_lotto2022', label: 'OZ', kind: 'lottery', colours: ['#065f46', '#10b981'] },
  { key: 'saturday_lotto', label: 'SAT', kind: 'lottery', colours: ['#1e3a8a', '#3b82f6'] },
  { key: 'set_for_life2020', label: 'SFL', kind: 'lottery', colours: ['#92400e', '#f59e0b'] },
  { key: 'monday_lotto', label: 'MON', kind: 'lottery', colours: ['#155e75', '#06b6d4'] },
  { key: 'wednesday_lotto', label: 'WED', kind: 'lottery', colours: ['#9a3412', '#f97316'] },
  { key: 'super_66', label: '66', kind: 'lottery', colours: ['#1e293b', '#64748b'] },
  { key: 'lotto_strike', label: 'STK', kind: 'lottery', colours: ['#831843', '#ec4899'] },
  { key: 'make_a_smile_lottery', label: 'SMILE', kind: 'raffle', colours: ['#be123c', '#fb7185'] },
  { key: 'your_hospice_lottery', label: 'CARE', kind: 'raffle', colours: ['#6b21a8', '#c084fc'] },
  { key: 'one_lottery', label: 'ONE', kind: 'raffle', colours: ['#0f766e', '#2dd4bf'] },
  { key: 'super_jackpot_lottery', label: 'SJ', kind: 'raffle', colours: ['#a16207', '#facc15'] },
  { key: 'mega_jackpot_lottery', label: 'MJ', kind: 'raffle', colours: ['#7f1d1d', '#ef4444'] },
  { key: 'powerball_syndicate', label: 'PB', kind: 'syndicate', colours: ['#4c1d95', '#8b5cf6'] },
  { key: 'oz_lotto_syndicate', label: 'OZ', kind: 'syndicate', colours: ['#065f46', '#10b981'] },
  { key: 'saturday_lotto_syndicate', label: 'SAT', kind: 'syndicate', colours: ['#1e3a8a', '#3b82f6'] },
];

const font = "font-family='Arial,Helvetica,sans-serif' font-weight='700'";

/** Font size that fits a label of this length into a ball of this radius. */
const fontSizeFor = (label: string, radius: number) =>
  Math.round(Math.min(radius * 1.05, (radius * 2.5) / label.length));

function ball(cx: number, cy: number, r: number, label: string, ink: string): string {
  const size = fontSizeFor(label, r);
  return (
    `<circle cx='${cx}' cy='${cy}' r='${r}' fill='#fff'/>` +
    `<circle cx='${cx}' cy='${cy}' r='${r}' fill='url(#shine)'/>` +
    `<text x='${cx}' y='${cy + size * 0.36}' text-anchor='middle' font-size='${size}' ${font} fill='${ink}'>${label}</text>`
  );
}

function motif(d: LogoDesign): string {
  const ink = d.colours[0];
  if (d.kind === 'lottery') return ball(48, 50, 30, d.label, ink);
  if (d.kind === 'syndicate') {
    return (
      `<circle cx='28' cy='62' r='16' fill='#fff' opacity='.55'/><circle cx='68' cy='62' r='16' fill='#fff' opacity='.55'/>` +
      ball(48, 44, 26, d.label, ink)
    );
  }
  // A raffle ticket with notched ends and a small heart.
  const size = fontSizeFor(d.label, 30);
  return (
    `<path d='M14 30h68v12a6 6 0 0 0 0 12v12H14V54a6 6 0 0 0 0-12z' fill='#fff'/>` +
    `<path d='M48 26c-3-5-10-4-10 1 0 4 6 7 10 10 4-3 10-6 10-10 0-5-7-6-10-1z' fill='#fff' stroke='${ink}' stroke-width='2'/>` +
    `<text x='48' y='${60 + size * 0.2}' text-anchor='middle' font-size='${Math.min(size, 20)}' ${font} fill='${ink}'>${d.label}</text>`
  );
}

/** One logo as an SVG document, 96 by 96. */
export function logoSvg(d: LogoDesign): string {
  const [from, to] = d.colours;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96' width='96' height='96'>` +
    // A title names the logo when the file is opened on its own; pages show it beside the offer's name (alt="").
    `<title>${d.label}</title>` +
    `<defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient>` +
    `<radialGradient id='shine' cx='.35' cy='.3' r='.8'><stop offset='0' stop-color='#fff' stop-opacity='0'/><stop offset='1' stop-color='${from}' stop-opacity='.18'/></radialGradient></defs>` +
    `<rect width='96' height='96' rx='22' fill='url(#bg)'/>` +
    `<path d='M0 70C30 58 60 82 96 66v8a22 22 0 0 1-22 22H22A22 22 0 0 1 0 74z' fill='#fff' opacity='.12'/>` +
    `<path d='M80 12l2 5 5 2-5 2-2 5-2-5-5-2 5-2z' fill='#fff' opacity='.8'/>` +
    motif(d) +
    `</svg>\n`
  );
}
