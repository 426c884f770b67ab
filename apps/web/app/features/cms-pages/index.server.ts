// The CMS pages feature's server-only door (React Router keeps .server modules out of the browser).
export {
  type CmsPageAnswer,
  cmsPageAnswer,
  loadCmsPage,
  loadContactPage,
  orCmsPage,
  routeOverrideAt,
} from './cms-pages.server';
