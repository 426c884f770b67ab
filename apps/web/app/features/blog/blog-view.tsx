import type { BlogCategory, BlogPost } from '@drawline/contracts';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import './blog.css';

/** The day a post is dated: its publish date, else when it was last saved. */
const postDate = (post: BlogPost) => post.publishDate ?? post.dateUpdated;

/** A list of posts, newest first, each a card with its date, title, summary and a link to it. */
export function BlogPostList({ posts }: { posts: readonly BlogPost[] }) {
  const { date } = useLocale();
  if (!posts.length) return <p className="blog-empty">No posts yet.</p>;
  return (
    <ul className="blog-posts">
      {posts.map((post) => (
        <li key={post.id} className="blog-card">
          <article>
            <h2 className="blog-card__title">
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h2>
            <p className="blog-card__date">
              <time dateTime={postDate(post)}>{date(postDate(post))}</time>
            </p>
            {post.summary ? <p>{post.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The blog's categories as links; the one shown is marked current. */
export function BlogCategories({ categories, current }: { categories: readonly BlogCategory[]; current?: string }) {
  if (!categories.length) return null;
  return (
    <nav aria-label="Blog categories" className="blog-categories">
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={`/blog/category/${c.slug}`} aria-current={c.slug === current ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous and next links between a category's pages. */
export function BlogPager({ slug, page, pages }: { slug: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (p: number) => (p === 1 ? `/blog/category/${slug}` : `/blog/category/${slug}/${p}`);
  return (
    <nav aria-label="Pages" className="blog-pager">
      {page > 1 ? <Link to={to(page - 1)}>Newer posts</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>Older posts</Link> : null}
    </nav>
  );
}

/**
 * One post. Its body is the platform's HTML, rendered from the editor's markdown and sanitised by
 * the server (docs/decisions/411) before it reaches the page.
 */
export function BlogArticle({ post }: { post: BlogPost }) {
  const { date } = useLocale();
  return (
    <article className="container blog-article">
      <p className="blog-card__date">
        <time dateTime={postDate(post)}>{date(postDate(post))}</time>
        {post.author ? <> · {post.author}</> : null}
      </p>
      <h1>{post.title}</h1>
      {post.image ? (
        <img
          className="blog-article__image"
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 411) */}
      <div className="blog-article__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      <p>
        <Link to="/blog">All posts</Link>
      </p>
    </article>
  );
}
