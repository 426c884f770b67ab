import { Link } from 'react-router';
import { loadSitemapPosts } from '../../features/blog/index.server';
import { pageTitle, resolveNavigation, sitemapSections, useShellData } from '../../features/shell';
import { useCapabilities } from '../../lib/capabilities';
import type { Route } from './+types/sitemap';
import '../../styles/sitemap.css';

/** The sitemap as an HTML page, filtered by the same capability needs as the routes (docs/decisions/013). */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Sitemap', matches) }];

/** The published blog posts, when the blog is on: each post is a page of the shop too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { posts: await loadSitemapPosts(request, context) };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const posts = loaderData?.posts ?? [];
  const caps = useCapabilities();
  const offers = useShellData()?.offers ?? [];
  return (
    <>
      <h1>Sitemap</h1>
      <p>Every page of the shop, in one place.</p>
      <div className="sitemap-sections">
        {sitemapSections.map((section) => {
          const links = resolveNavigation(section.items, caps.have, offers);
          if (links.length === 0) return null;
          const id = `sitemap-${section.heading.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <section key={section.heading} aria-labelledby={id}>
              <h2 id={id}>{section.heading}</h2>
              <ul>
                {links.map((l) => (
                  <li key={l.key}>
                    {l.external ? (
                      <a href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.label} <span className="visually-hidden">(opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link to={l.href ?? '/'}>{l.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {posts.length > 0 ? (
          <section aria-labelledby="sitemap-news-posts">
            <h2 id="sitemap-news-posts">News posts</h2>
            <ul>
              {posts.map((p) => (
                <li key={p.slug}>
                  <Link to={`/blog/${p.slug}`}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
