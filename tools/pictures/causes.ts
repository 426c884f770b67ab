import { cloud, frame, H, type Scene, shadow, sky, sun, tree, W } from './scenes';

/** The demo causes' pictures (causes/{name}): one scene for each kind of work a cause does. */

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform='translate(${x} ${y}) scale(${s})' d='M0 30C-20 -10 -70 -10 -70 30C-70 60 -30 85 0 110C30 85 70 60 70 30C70 -10 20 -10 0 30z' fill='${fill}'/>`;

const bokeh = (colour: string) =>
  [
    [120, 120, 60],
    [840, 150, 80],
    [780, 520, 50],
    [160, 520, 70],
  ]
    .map(([cx, cy, r]) => `<circle cx='${cx}' cy='${cy}' r='${r}' fill='${colour}' opacity='.25' filter='url(#soft)'/>`)
    .join('');

function scene(name: string, from: string, to: string, body: string): Scene {
  return {
    folder: 'causes',
    name,
    svg: frame(`<rect width='${W}' height='${H}' fill='url(#bg)'/>${body}`, sky('bg', from, to)),
  };
}

const balloons = [
  [200, 200, '#f87171'],
  [260, 160, '#60a5fa'],
  [740, 180, '#facc15'],
]
  .map(
    ([x, y, c]) =>
      `<path d='M${x} ${Number(y) + 52}C${Number(x) + 10} ${Number(y) + 120} ${Number(x) - 20} ${Number(y) + 180} ${x} ${Number(y) + 240}' stroke='#94a3b8' stroke-width='3' fill='none'/><ellipse cx='${x}' cy='${y}' rx='42' ry='52' fill='${c}'/>`,
  )
  .join('');

export const causeScenes: Scene[] = [
  scene(
    'childrens-hospital',
    '#dbeafe',
    '#f0f9ff',
    `${balloons}${shadow(480, 560, 260)}<rect x='300' y='220' width='360' height='340' rx='16' fill='#fff'/>` +
      `<rect x='300' y='220' width='360' height='60' rx='16' fill='#e0f2fe'/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x='${330 + (i % 3) * 110}' y='${320 + Math.floor(i / 3) * 90}' width='80' height='60' rx='6' fill='#bae6fd'/>`,
      ).join('') +
      `<rect x='445' y='470' width='70' height='90' rx='6' fill='#0369a1'/><path d='M465 120h30v40h40v30h-40v40h-30v-40h-40v-30h40z' fill='#ef4444'/>` +
      heart(600, 120, 0.5, '#f472b6'),
  ),
  scene(
    'kids-cancer-research',
    '#ede9fe',
    '#faf5ff',
    `${bokeh('#a78bfa')}${shadow(480, 560, 220)}<rect x='330' y='520' width='300' height='40' rx='12' fill='#4c1d95'/>` +
      `<rect x='450' y='440' width='60' height='80' fill='#6d28d9'/><path d='M420 200L520 180L560 420L470 440z' fill='#7c3aed'/>` +
      `<rect x='420' y='150' width='90' height='70' rx='10' transform='rotate(-12 465 185)' fill='#5b21b6'/><circle cx='520' cy='430' r='40' fill='#c4b5fd'/>` +
      heart(660, 220, 0.8, '#f472b6'),
  ),
  scene(
    'hospice-care',
    '#fde68a',
    '#fff7ed',
    `${sun(480, 420, 120, '#fdba74')}<path d='M0 430C240 400 720 400 ${W} 430V${H}H0z' fill='#a3c585'/>` +
      [
        [300, 470, '#f472b6'],
        [400, 440, '#fb923c'],
        [560, 440, '#f87171'],
        [660, 470, '#c084fc'],
      ]
        .map(
          ([x, y, c]) =>
            `<path d='M${x} ${y}V${Number(y) + 150}' stroke='#3f7d3a' stroke-width='8'/>` +
            [0, 72, 144, 216, 288]
              .map(
                (r) =>
                  `<ellipse cx='${x}' cy='${Number(y) - 26}' rx='16' ry='30' fill='${c}' transform='rotate(${r} ${x} ${y})'/>`,
              )
              .join('') +
            `<circle cx='${x}' cy='${y}' r='14' fill='#fde047'/>`,
        )
        .join('') +
      heart(480, 150, 0.9, '#fb7185'),
  ),
  scene(
    'surf-life-saving',
    '#7dd3fc',
    '#e0f2fe',
    `${cloud(200, 110, 1)}<path d='M0 380H${W}V480H0z' fill='#0284c7'/><path d='M0 470C300 460 600 490 ${W} 465V${H}H0z' fill='#fcd9a0'/>` +
      `<path d='M300 560V180' stroke='#475569' stroke-width='10'/><path d='M305 185H470L305 330z' fill='#ef4444'/><path d='M470 185V330H305z' fill='#facc15'/>` +
      `<circle cx='640' cy='470' r='110' fill='none' stroke='#ef4444' stroke-width='44'/>` +
      [0, 90, 180, 270]
        .map((r) => `<rect x='626' y='340' width='28' height='46' fill='#fff' transform='rotate(${r + 45} 640 470)'/>`)
        .join(''),
  ),
  scene(
    'wildlife-rescue',
    '#bbf7d0',
    '#f0fdf4',
    `${bokeh('#4ade80')}${tree(190, 560, 2, '#3f8f4f')}${tree(790, 560, 1.7, '#2f7a3f')}<circle cx='480' cy='330' r='170' fill='#fff'/>` +
      `<ellipse cx='480' cy='380' rx='70' ry='58' fill='#92400e'/>` +
      [
        [400, 290],
        [450, 250],
        [510, 250],
        [560, 290],
      ]
        .map(([cx, cy]) => `<ellipse cx='${cx}' cy='${cy}' rx='26' ry='34' fill='#92400e'/>`)
        .join(''),
  ),
  scene(
    'youth-shelters',
    '#fed7aa',
    '#fff7ed',
    `${sun(800, 120, 50, '#fde68a')}<path d='M0 520H${W}V${H}H0z' fill='#86b86a'/>${shadow(480, 525, 240)}` +
      `<rect x='310' y='300' width='340' height='225' fill='#fff7ed' stroke='#9a3412' stroke-width='8'/><path d='M270 310L480 150L690 310z' fill='#c2410c'/>` +
      `<rect x='440' y='420' width='80' height='105' rx='6' fill='#9a3412'/>` +
      heart(480, 300, 0.7, '#ef4444') +
      `<circle cx='230' cy='440' r='26' fill='#334155'/><rect x='205' y='470' width='50' height='80' rx='20' fill='#2563eb'/><circle cx='730' cy='450' r='22' fill='#334155'/><rect x='708' y='476' width='44' height='70' rx='18' fill='#16a34a'/>`,
  ),
  scene(
    'assistance-dogs',
    '#e0f2fe',
    '#f8fafc',
    `${bokeh('#38bdf8')}${shadow(480, 560, 200)}<ellipse cx='480' cy='470' rx='170' ry='90' fill='#b45309'/>` +
      `<circle cx='480' cy='300' r='120' fill='#d97706'/><ellipse cx='375' cy='280' rx='42' ry='86' fill='#92400e' transform='rotate(20 375 280)'/><ellipse cx='585' cy='280' rx='42' ry='86' fill='#92400e' transform='rotate(-20 585 280)'/>` +
      `<circle cx='440' cy='285' r='14' fill='#1f2937'/><circle cx='520' cy='285' r='14' fill='#1f2937'/><ellipse cx='480' cy='345' rx='30' ry='22' fill='#1f2937'/>` +
      `<rect x='360' y='410' width='240' height='34' rx='10' fill='#2563eb'/><circle cx='480' cy='450' r='18' fill='#facc15'/>`,
  ),
  scene(
    'mental-health-support',
    '#ccfbf1',
    '#f0fdfa',
    `${bokeh('#2dd4bf')}<path d='M180 150H520A40 40 0 0 1 560 190V340A40 40 0 0 1 520 380H300L230 440V380H180A40 40 0 0 1 140 340V190A40 40 0 0 1 180 150z' fill='#0f766e'/>` +
      `<path d='M470 280H780A40 40 0 0 1 820 320V450A40 40 0 0 1 780 490H730V550L660 490H470A40 40 0 0 1 430 450V320A40 40 0 0 1 470 280z' fill='#fff'/>` +
      heart(350, 210, 0.9, '#fda4af') +
      `<circle cx='560' cy='390' r='14' fill='#0f766e'/><circle cx='625' cy='390' r='14' fill='#0f766e'/><circle cx='690' cy='390' r='14' fill='#0f766e'/>`,
  ),
  scene(
    'outback-medical-flights',
    '#fdba74',
    '#ffedd5',
    `${sun(760, 160, 70, '#fef3c7')}<path d='M0 470C200 440 500 460 ${W} 440V${H}H0z' fill='#c2410c'/><path d='M0 540C300 520 600 550 ${W} 530V${H}H0z' fill='#9a3412'/>` +
      `<path d='M560 380C500 360 420 360 400 380C420 400 500 400 560 380z' fill='#7c2d12' opacity='.3'/>` +
      `<g transform='rotate(-10 480 260)'><path d='M220 260C220 240 240 230 280 230H640C690 230 720 245 730 260C720 275 690 290 640 290H280C240 290 220 280 220 260z' fill='#fff'/>` +
      `<path d='M430 232L520 120H570L520 232z' fill='#e2e8f0'/><path d='M430 288L520 400H570L520 288z' fill='#e2e8f0'/><path d='M240 232L260 170H295L300 232z' fill='#e2e8f0'/>` +
      `<path d='M370 246h14v-14h12v14h14v12h-14v14h-12v-14h-14z' fill='#ef4444'/>` +
      [560, 600, 640].map((x) => `<circle cx='${x}' cy='252' r='8' fill='#7dd3fc'/>`).join('') +
      `</g>`,
  ),
];
