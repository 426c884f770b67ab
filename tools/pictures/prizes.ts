import { cloud, frame, H, house, palm, type Scene, shadow, sky, sun, tree, W } from './scenes';

/** The demo raffles' prize pictures (prizes/{name}): three prize homes, a car, cash, a gift card, a jackpot. */

const homeCoast = frame(
  `<rect width='${W}' height='${H}' fill='url(#sky)'/>${sun(790, 120, 54, '#ffd66b')}${cloud(220, 110, 1.2)}${cloud(560, 80, 0.8)}` +
    `<path d='M0 430H${W}V500H0z' fill='#2b8fc4'/><path d='M0 430C200 420 420 440 ${W} 425V440H0z' fill='#7fd0f0' opacity='.6'/>` +
    `<path d='M0 480C240 470 620 500 ${W} 470V${H}H0z' fill='#f1d9a6'/>` +
    palm(110, 560, 1.1) +
    palm(860, 570, 0.9) +
    house(470, 560, { wall: '#ffffff', roof: '#334155', trim: '#475569', flat: true }),
  sky('sky', '#7cc6f2', '#e8f6ff'),
);

const homeHinterland = frame(
  `<rect width='${W}' height='${H}' fill='url(#sky)'/>${sun(170, 130, 48, '#fff1b8')}${cloud(700, 120, 1)}` +
    `<path d='M0 400C160 330 330 360 480 390C640 330 820 340 ${W} 380V${H}H0z' fill='#6aa84f'/>` +
    `<path d='M0 470C260 430 600 470 ${W} 440V${H}H0z' fill='#8cc866'/>` +
    tree(90, 520, 1.3, '#3d7a34') +
    tree(860, 500, 1.1, '#2f6a2a') +
    house(440, 540, { wall: '#f4ead8', roof: '#8b3a2b', trim: '#6b4a2b', flat: false }) +
    `<rect x='620' y='560' width='230' height='50' rx='10' fill='#5bc0eb' stroke='#e9f6fb' stroke-width='6'/>`,
  sky('sky', '#9fd6f5', '#f3fbff'),
);

const homeSurf = frame(
  `<rect width='${W}' height='${H}' fill='url(#sky)'/>${sun(720, 300, 70, '#ffb26b')}` +
    `<path d='M0 380H${W}V470H0z' fill='#3a6ea5'/>` +
    [400, 425, 450]
      .map(
        (y) =>
          `<path d='M0 ${y}q60 -14 120 0t120 0t120 0t120 0t120 0t120 0t120 0t120 0' fill='none' stroke='#cfe8ff' stroke-width='4' opacity='.6'/>`,
      )
      .join('') +
    `<path d='M0 460C300 450 600 480 ${W} 455V${H}H0z' fill='#e9c98f'/>` +
    palm(840, 580, 1) +
    house(380, 570, { wall: '#e7f0f7', roof: '#1f4e79', trim: '#2d3e50', flat: false }),
  sky('sky', '#f59e7b', '#ffe1c4'),
);

const car = frame(
  `<rect width='${W}' height='${H}' fill='url(#sky)'/>${sun(820, 110, 44, '#fff3c4')}${cloud(200, 120, 1)}` +
    `<path d='M0 380C300 340 600 360 ${W} 330V460H0z' fill='#b9d7a8'/>` +
    `<path d='M0 450H${W}V${H}H0z' fill='#5b6470'/><path d='M0 540H${W}' stroke='#f5f5f5' stroke-width='8' stroke-dasharray='60 40'/>` +
    shadow(480, 505, 330) +
    `<path d='M170 470V400C170 380 182 370 200 366L300 350L380 268C392 256 410 250 430 250H640C664 250 684 258 700 272L780 350C820 356 840 372 840 400V470z' fill='url(#paint)'/>` +
    `<path d='M320 352L392 282C400 274 412 270 424 270H520V352z' fill='#cfe6f5'/><path d='M540 352V270H636C652 270 664 276 674 286L740 352z' fill='#cfe6f5'/>` +
    `<rect x='170' y='420' width='670' height='14' fill='#fff' opacity='.25'/><rect x='790' y='382' width='40' height='16' rx='6' fill='#ffe9a6'/><rect x='176' y='388' width='26' height='14' rx='5' fill='#ff7a6b'/>` +
    [300, 690]
      .map(
        (cx) =>
          `<circle cx='${cx}' cy='470' r='62' fill='#1f2328'/><circle cx='${cx}' cy='470' r='30' fill='#aab4bf'/><circle cx='${cx}' cy='470' r='10' fill='#1f2328'/>`,
      )
      .join(''),
  sky('sky', '#8ecdf0', '#eef8ff') +
    `<linearGradient id='paint' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#2f6fb0'/><stop offset='1' stop-color='#173e66'/></linearGradient>`,
);

function note(x: number, y: number, r: number, tint: string): string {
  return (
    `<g transform='translate(${x} ${y}) rotate(${r})'><rect x='-170' y='-80' width='340' height='160' rx='12' fill='${tint}' stroke='#fff' stroke-width='6'/>` +
    `<circle cx='0' cy='0' r='46' fill='#fff' opacity='.35'/><text x='0' y='20' text-anchor='middle' font-family='Arial,Helvetica,sans-serif' font-weight='700' font-size='56' fill='#fff'>$</text>` +
    `<rect x='-150' y='-62' width='60' height='20' rx='4' fill='#fff' opacity='.4'/><rect x='90' y='42' width='60' height='20' rx='4' fill='#fff' opacity='.4'/></g>`
  );
}

const cash = frame(
  `<rect width='${W}' height='${H}' fill='url(#bg)'/><circle cx='480' cy='320' r='260' fill='#fff6d5' opacity='.5' filter='url(#soft)'/>` +
    shadow(480, 520, 300) +
    note(430, 420, -8, '#1f8a5b') +
    note(520, 380, 6, '#e0892b') +
    note(470, 330, -3, '#2f6fb0') +
    note(500, 280, 10, '#c2410c') +
    [
      [190, 180],
      [780, 200],
      [760, 470],
    ]
      .map(([cx, cy]) => `<circle cx='${cx}' cy='${cy}' r='34' fill='#f6c343' stroke='#d89c0b' stroke-width='6'/>`)
      .join(''),
  sky('bg', '#fff1c9', '#ffd98a'),
);

const giftCard = frame(
  `<rect width='${W}' height='${H}' fill='url(#bg)'/>` +
    shadow(480, 520, 280) +
    `<g transform='rotate(-6 480 330)'><rect x='220' y='170' width='520' height='320' rx='28' fill='url(#card)'/>` +
    `<rect x='420' y='170' width='46' height='320' fill='#fde68a'/><rect x='220' y='300' width='520' height='46' fill='#fde68a'/>` +
    `<path d='M443 300C400 230 330 250 350 290C365 320 420 310 443 300zM443 300C486 230 556 250 536 290C521 320 466 310 443 300z' fill='#f59e0b'/>` +
    `<rect x='560' y='420' width='150' height='30' rx='8' fill='#fff' opacity='.5'/></g>`,
  sky('bg', '#fde2f3', '#f5d0fe') +
    `<linearGradient id='card' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#9333ea'/><stop offset='1' stop-color='#db2777'/></linearGradient>`,
);

const jackpot = frame(
  `<rect width='${W}' height='${H}' fill='url(#bg)'/>` +
    Array.from(
      { length: 16 },
      (_, i) =>
        `<path d='M480 330L${480 + 700 * Math.cos((i * Math.PI) / 8)} ${330 + 700 * Math.sin((i * Math.PI) / 8)}L${480 + 700 * Math.cos(((i + 0.5) * Math.PI) / 8)} ${330 + 700 * Math.sin(((i + 0.5) * Math.PI) / 8)}z' fill='#fff' opacity='.08'/>`,
    ).join('') +
    shadow(480, 560, 320) +
    [
      [300, 520],
      [380, 540],
      [460, 530],
      [540, 545],
      [620, 525],
      [340, 480],
      [420, 490],
      [500, 485],
      [580, 480],
      [380, 440],
      [460, 445],
      [540, 440],
      [420, 400],
      [500, 400],
      [460, 360],
    ]
      .map(
        ([cx, cy]) =>
          `<ellipse cx='${cx}' cy='${cy}' rx='58' ry='20' fill='#d89c0b'/><ellipse cx='${cx}' cy='${(cy ?? 0) - 8}' rx='58' ry='20' fill='#f6c343'/><ellipse cx='${cx}' cy='${(cy ?? 0) - 8}' rx='36' ry='11' fill='none' stroke='#d89c0b' stroke-width='4'/>`,
      )
      .join('') +
    `<path d='M480 110l22 52 56 4-43 36 14 55-49-30-49 30 14-55-43-36 56-4z' fill='#fff3c4'/>`,
  `<radialGradient id='bg' cx='.5' cy='.5' r='.7'><stop offset='0' stop-color='#4c1d95'/><stop offset='1' stop-color='#1e1b4b'/></radialGradient>`,
);

export const prizeScenes: Scene[] = [
  { folder: 'prizes', name: 'home-coast', svg: homeCoast },
  { folder: 'prizes', name: 'home-hinterland', svg: homeHinterland },
  { folder: 'prizes', name: 'home-surf', svg: homeSurf },
  { folder: 'prizes', name: 'car', svg: car },
  { folder: 'prizes', name: 'cash', svg: cash },
  { folder: 'prizes', name: 'gift-card', svg: giftCard },
  { folder: 'prizes', name: 'jackpot', svg: jackpot },
];
