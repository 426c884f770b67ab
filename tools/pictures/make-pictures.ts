/**
 * Writes the demo's artwork into apps/web/public/pictures (docs/decisions/304): the offer logos as
 * SVG (their source) and WebP (what the shop shows, decision 551), and each prize and cause scene
 * as AVIF, WebP and JPEG at 480 and 960 pixels wide, named {name}-{width}.{format}. The files are
 * committed; run this again (`npm run pictures`) only after changing the artwork, and give changed
 * artwork a new name: the files are served as immutable.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsFileWidths } from '@drawline/contracts';
import sharp from 'sharp';
import { causeScenes } from './causes';
import { logoDesigns, logoSvg } from './logos';
import { prizeScenes } from './prizes';

const out = path.resolve(import.meta.dirname, '../../apps/web/public/pictures');
/** The widths the storefront's Picture component lists in its srcset (apps/web/app/ui/picture.tsx). */
const widths = [480, 960] as const;
/** A logo's width in pixels: the width a CMS logo is sent at (its box's, the smallest of cmsFileWidths). */
const LOGO_WIDTH = cmsFileWidths[0];

async function main() {
  await mkdir(path.join(out, 'logos'), { recursive: true });
  for (const d of logoDesigns) {
    const svg = logoSvg(d);
    await writeFile(path.join(out, 'logos', `${d.key}.svg`), svg);
    // What the shop shows (decision 551): an SVG shown as a picture costs the browser a document
    // of its own on the page's main thread.
    await sharp(Buffer.from(svg), { density: (72 * LOGO_WIDTH) / 96 })
      .resize({ width: LOGO_WIDTH })
      .webp({ quality: 82, effort: 6 })
      .toFile(path.join(out, 'logos', `${d.key}.webp`));
  }

  // `npm run pictures -- logos` writes only the logos (the scenes take minutes).
  const scenes = process.argv.includes('logos') ? [] : [...prizeScenes, ...causeScenes];
  for (const scene of scenes) {
    const dir = path.join(out, scene.folder);
    await mkdir(dir, { recursive: true });
    // Rendered once at twice the largest width, then scaled down: smoother edges than librsvg's own.
    const master = await sharp(Buffer.from(scene.svg), { density: 144 }).png().toBuffer();
    for (const width of widths) {
      const base = path.join(dir, `${scene.name}-${width}`);
      const sized = sharp(master).resize({ width });
      await sized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
      await sized.clone().webp({ quality: 78, effort: 6 }).toFile(`${base}.webp`);
      await sized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toFile(`${base}.jpg`);
    }
    console.log(`${scene.folder}/${scene.name}`);
  }
  console.log(`${logoDesigns.length} logos`);
}

await main();
