export { contentRoutes } from './content.routes';
export { type ContentService, createContentService, DEFAULT_STATE_CODE, type SitewideBanner } from './content.service';
export { MAX_UPLOAD_BYTES } from './content-files';
export { parseItemsQuery } from './content-query';
export { seedDemoContent } from './demo-content';
