/**
 * The demo catalogue's artwork (docs/decisions/304): the files are the shop's own, drawn by
 * tools/pictures and served from apps/web/public/pictures. An offer's logo is a WebP drawn from its SVG
 * (decision 551: a picture costs the browser less than an SVG document); a prize or
 * cause picture is named by the JPEG of its picture set (AVIF and WebP of the same name sit beside it).
 */

const picture = (folder: 'prizes' | 'causes', name: string) => `/pictures/${folder}/${name}-960.jpg`;

/** Every demo offer has a logo named by its key. */
export const demoLogo = (offerKey: string) => `/pictures/logos/${offerKey}.webp`;

/** Prize homes by name; other prizes by what they are. */
const prizeHomes: Record<string, string> = {
  'Burleigh Heads prize home': 'home-coast',
  'Noosa hinterland prize home': 'home-hinterland',
  'Torquay prize home': 'home-surf',
};

const prizeKinds: [RegExp, string][] = [
  [/prize home$/i, 'home-coast'],
  [/hybrid|car$/i, 'car'],
  [/gift card$/i, 'gift-card'],
  [/cash$/i, 'cash'],
  [/^jackpot$/i, 'jackpot'],
];

/** The picture of a demo prize, by its name; null for a prize the demo has no artwork for. */
export function demoPrizePicture(name: string): string | null {
  const home = prizeHomes[name];
  if (home) return picture('prizes', home);
  const kind = prizeKinds.find(([pattern]) => pattern.test(name));
  return kind ? picture('prizes', kind[1]) : null;
}

const causePictures: [RegExp, string][] = [
  [/^childrens_hospital$/, 'childrens-hospital'],
  [/^kids_cancer_research$/, 'kids-cancer-research'],
  [/^hospice_care_/, 'hospice-care'],
  [/^surf_life_saving$/, 'surf-life-saving'],
  [/^wildlife_rescue$/, 'wildlife-rescue'],
  [/^youth_shelters$/, 'youth-shelters'],
  [/^assistance_dogs$/, 'assistance-dogs'],
  [/^mental_health_support$/, 'mental-health-support'],
  [/^outback_medical_flights$/, 'outback-medical-flights'],
];

/** The picture of a demo cause, by its key; null when the demo has none for it. */
export function demoCausePicture(causeKey: string): string | null {
  const found = causePictures.find(([pattern]) => pattern.test(causeKey));
  return found ? picture('causes', found[1]) : null;
}
