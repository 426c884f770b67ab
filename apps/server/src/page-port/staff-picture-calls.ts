import {
  cataloguePictureListSchema,
  cataloguePictureParamsSchema,
  cataloguePictureRequestSchema,
  cataloguePictureSchema,
  consoleRoles,
  type StaffCataloguePicturesPort,
} from '@drawline/contracts';
import { catalogueChanged, replaceCataloguePicture } from '../flows/console/replace-catalogue-picture';
import { listCataloguePictures } from '../modules/catalogue';
import { parseInput } from './port-refusal';
import type { StaffContentCallsDeps } from './staff-content-calls';
import type { StaffKit } from './staff-kit';

/** The console's catalogue picture calls (decision 499): what /staff/api/catalogue/pictures runs, for content editors. */
export function staffPictureCalls(deps: StaffContentCallsDeps, { may, acting }: StaffKit): StaffCataloguePicturesPort {
  const editor = () => may(consoleRoles.content);
  return {
    cataloguePictures: async () => {
      await editor();
      return cataloguePictureListSchema.parse(await listCataloguePictures(deps.console.db));
    },
    replaceCataloguePicture: async (target, key, body) => {
      const by = acting(await editor());
      const params = parseInput(cataloguePictureParamsSchema, { target, key });
      const asked = parseInput(cataloguePictureRequestSchema, body);
      const changed = await replaceCataloguePicture(deps.console, by, params.target, params.key, asked);
      return cataloguePictureSchema.parse(catalogueChanged(deps.answers, changed));
    },
  };
}
