import type { Blog, BlogCategory, BlogPost, CmsItem, CmsPage, CmsPageRoute, ContactPage, Translation } from './cms';
import type { Paged } from './platform-port-reads';

/** The pages' port's blog reads (issue 28), part of PlatformPort: the same for every visitor. */
export interface BlogPort {
  /** GET /cms/items/blog: the blog's title and intro; null where the call answers 204. */
  blog(): Promise<Blog | null>;
  /** GET /cms/items/contact_page: the contact page's title and words; null where the call answers 204. */
  contactPage(): Promise<ContactPage | null>;
  /** GET /cms/items/blog_categories?limit=100 */
  blogCategories(): Promise<BlogCategory[]>;
  /** GET /cms/items/blog_posts?meta=total_count[&filter[category][_eq]=…]&limit=&offset=: newest first. */
  blogPosts(query: { category?: string; limit?: string; offset?: string }): Promise<Paged<BlogPost>>;
  /** GET /cms/items/blog_posts?filter[slug][_eq]=…: the post, or a 404 refusal. */
  blogPost(slug: string): Promise<BlogPost>;
  /** GET /cms/items/site_config: the navigation overrides by type and the component variants (the shop's own while none is published). */
  cmsSiteConfig(): Promise<CmsItem>;
  /** GET /cms/items/theme: the published theme (the shop's own while none is), for every page's head. */
  cmsTheme(): Promise<CmsItem>;
  /** GET /cms/{locale}/items?c[]=…: a locale's texts of the named contexts (decision 412); 404 for another locale. */
  cmsTexts(locale: string, contexts: string[]): Promise<Translation[]>;
  /** GET /cms/items/pages: the CMS route list (id, path, template, name) of the published pages. */
  cmsPageRoutes(): Promise<CmsPageRoute[]>;
  /** GET /cms/items/pages/{id}: a published page with its body's HTML, or a 404 refusal. */
  cmsPage(id: string): Promise<CmsPage>;
  /** The preview (decision 410): the version a signed link names, never kept; a 404 refusal for any other token. */
  cmsPreview(token: string): Promise<{ collection: string; item: CmsItem }>;
  /** The CMS editing mode (decision 494): true while a content editor's token is good; false for any other. */
  cmsEditingMode(token: string): Promise<boolean>;
}
