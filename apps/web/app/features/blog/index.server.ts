// The blog feature's server-only door (React Router keeps .server modules out of the browser).
export {
  type BlogCategoryPage,
  type BlogIndex,
  loadBlogCategory,
  loadBlogIndex,
  loadBlogPost,
  loadPreview,
  loadSitemapPosts,
  type SitemapPost,
} from './blog.server';
