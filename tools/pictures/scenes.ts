/**
 * The demo's prize and cause pictures: our own illustrations, drawn here as SVG scenes 960 by 640
 * (3:2) and turned into AVIF, WebP and JPEG by make-pictures.ts. No photographs, no real brands.
 */

export const W = 960;
export const H = 640;

export interface Scene {
  /** The file stem under /pictures/{folder}/, e.g. prizes/car. */
  folder: 'prizes' | 'causes';
  name: string;
  svg: string;
}

export function frame(body: string, defs = ''): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${W} ${H}' width='${W}' height='${H}'>` +
    `<defs>${defs}<filter id='soft' x='-20%' y='-20%' width='140%' height='140%'><feGaussianBlur stdDeviation='14'/></filter></defs>` +
    `${body}</svg>\n`
  );
}

export const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id='${id}' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${top}'/><stop offset='1' stop-color='${bottom}'/></linearGradient>`;

export const sun = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx='${cx}' cy='${cy}' r='${r * 1.9}' fill='${colour}' opacity='.25' filter='url(#soft)'/><circle cx='${cx}' cy='${cy}' r='${r}' fill='${colour}'/>`;

export const cloud = (x: number, y: number, s: number) =>
  `<g fill='#fff' opacity='.85' transform='translate(${x} ${y}) scale(${s})'><ellipse cx='0' cy='0' rx='60' ry='22'/><ellipse cx='-30' cy='-14' rx='30' ry='24'/><ellipse cx='22' cy='-20' rx='36' ry='30'/></g>`;

export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx='${cx}' cy='${cy}' rx='${rx}' ry='${rx * 0.09}' fill='#000' opacity='.18' filter='url(#soft)'/>`;

export function palm(x: number, y: number, s: number): string {
  const leaf = (r: number) =>
    `<path d='M0 0C40 -30 90 -20 120 10C80 -5 40 0 0 0z' fill='#2f7d4a' transform='rotate(${r})'/>`;
  return (
    `<g transform='translate(${x} ${y}) scale(${s})'>` +
    `<path d='M-6 0C-2 -80 6 -150 20 -210L30 -208C18 -150 10 -80 8 0z' fill='#8a5a32'/>` +
    `<g transform='translate(24 -210)'>${[0, 60, 130, 180, 230, 300].map(leaf).join('')}</g></g>`
  );
}

export function tree(x: number, y: number, s: number, colour: string): string {
  return (
    `<g transform='translate(${x} ${y}) scale(${s})'><rect x='-6' y='-40' width='12' height='40' fill='#6b4a2b'/>` +
    `<circle cx='0' cy='-70' r='38' fill='${colour}'/><circle cx='-24' cy='-52' r='26' fill='${colour}'/><circle cx='24' cy='-50' r='28' fill='${colour}'/></g>`
  );
}

export interface HouseStyle {
  wall: string;
  roof: string;
  trim: string;
  /** A flat modern roof, or a pitched one. */
  flat: boolean;
}

/** A two-storey house standing on y, centred on x. */
export function house(x: number, y: number, st: HouseStyle): string {
  const glass = `fill='#bfe3f5' stroke='${st.trim}' stroke-width='4'`;
  const windows = [
    [-150, -210],
    [-40, -210],
    [70, -210],
    [-150, -110],
    [70, -110],
  ]
    .map(([dx, dy]) => `<rect x='${x + (dx ?? 0)}' y='${y + (dy ?? 0)}' width='80' height='60' rx='4' ${glass}/>`)
    .join('');
  const roof = st.flat
    ? `<rect x='${x - 200}' y='${y - 262}' width='400' height='24' rx='4' fill='${st.roof}'/>`
    : `<path d='M${x - 215} ${y - 240}L${x} ${y - 340}L${x + 215} ${y - 240}z' fill='${st.roof}'/>`;
  return (
    shadow(x, y + 6, 260) +
    `<rect x='${x - 185}' y='${y - 240}' width='370' height='240' fill='${st.wall}'/>` +
    `<rect x='${x - 185}' y='${y - 130}' width='370' height='8' fill='${st.trim}' opacity='.5'/>` +
    roof +
    windows +
    `<rect x='${x - 35}' y='${y - 100}' width='70' height='100' rx='4' fill='${st.trim}'/>` +
    `<circle cx='${x + 22}' cy='${y - 50}' r='5' fill='#f5d36b'/>` +
    `<rect x='${x + 210}' y='${y - 120}' width='150' height='120' fill='${st.wall}' opacity='.92'/>` +
    `<rect x='${x + 225}' y='${y - 100}' width='120' height='100' fill='${st.trim}' opacity='.35'/>`
  );
}
