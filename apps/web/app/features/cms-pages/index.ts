export { CmsPageView, cmsPageMeta } from './cms-page-view';
