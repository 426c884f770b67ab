import type { CmsPage } from '@drawline/contracts';
import './cms-pages.css';

/**
 * A CMS page by its template (1-platform.md §2, decision 436): 'default' a plain article; 'landing'
 * and 'ad_landing' open with a brand band holding the title. The body is the platform's HTML,
 * rendered from the editor's markdown and sanitised on the server (decision 411).
 */
export function CmsPageView({ page }: { page: CmsPage }) {
  const landing = page.template !== 'default';
  const body = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 411)
    <div className="cms-page__body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
  );
  if (!landing) {
    return (
      <article className="container cms-page">
        <h1>{page.title}</h1>
        {body}
      </article>
    );
  }
  return (
    <article className={`cms-page cms-page--${page.template}`}>
      <header className="cms-page__band">
        <div className="container">
          <h1>{page.title}</h1>
          {page.seoDescription ? <p className="cms-page__lead">{page.seoDescription}</p> : null}
        </div>
      </header>
      <div className="container cms-page__content">{body}</div>
    </article>
  );
}

/** A CMS page's title (its page title given) and description; an ad landing page is kept out of search engines. */
export function cmsPageMeta(page: CmsPage, title: string) {
  return [
    { title },
    ...(page.seoDescription ? [{ name: 'description', content: page.seoDescription }] : []),
    ...(page.template === 'ad_landing' ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
