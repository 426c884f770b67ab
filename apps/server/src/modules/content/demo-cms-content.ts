import type { ContentStatus } from '@drawline/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { contentItems } from './content.tables';
import type { CollectionName } from './content-collections';
import { createContentItems } from './content-items';
import { createContentTranslations } from './content-translations';

interface DemoItem {
  id: string;
  collection: CollectionName;
  publishDate: string | null;
  fields: Record<string, unknown>;
  status?: ContentStatus;
}

const category = (slug: string, name: string, description: string): DemoItem => ({
  id: `demo-category-${slug}`,
  collection: 'blog_categories',
  publishDate: null,
  fields: { slug, name, description },
});

const post = (slug: string, publishDate: string, categorySlug: string, title: string, summary: string): DemoItem => ({
  id: `demo-post-${slug}`,
  collection: 'blog_posts',
  publishDate,
  fields: {
    slug,
    title,
    summary,
    body: `${summary}\n\n## What to know\n\n- Ticket sales close one hour before each draw.\n- Results are on the [Results page](/lotto-results).\n\nPlay responsibly: set a [spend limit](/my-account/spend-limits) that suits you.`,
    image: null,
    category: categorySlug,
    author: 'The Drawline team',
  },
});

/** The demo shop's blog, pages and texts (issue 28): demo starts only, never production. */
export const demoCmsItems: readonly DemoItem[] = [
  {
    id: 'demo-blog',
    collection: 'blog',
    publishDate: null,
    fields: { title: 'News', intro: 'Draw news, winners and tips from the Drawline team.' },
  },
  {
    id: 'demo-contact-page',
    collection: 'contact_page',
    publishDate: null,
    fields: { title: 'Contact us', body: 'Write to **help@drawline.test** and we answer within one business day.' },
  },
  category('winners', 'Winners', 'Stories of our players who won.'),
  category('draw-news', 'Draw news', 'Jackpots, special draws and changes to the games.'),
  category('charity', 'Charity', 'The causes our raffles support.'),
  post(
    'record-jackpot-weekend',
    '2026-01-10T09:00:00.000Z',
    'draw-news',
    'A record jackpot weekend',
    'The Powerball jackpot reached a record this weekend.',
  ),
  post(
    'how-raffles-help',
    '2026-02-14T09:00:00.000Z',
    'charity',
    'How our raffles help',
    'Every raffle ticket supports a registered charity.',
  ),
  post(
    'a-winner-in-hobart',
    '2026-03-03T09:00:00.000Z',
    'winners',
    'A winner in Hobart',
    'A player from Hobart shared the division one prize.',
  ),
  post(
    'syndicates-explained',
    '2026-04-21T09:00:00.000Z',
    'draw-news',
    'Syndicates explained',
    'A syndicate shares many games between many players.',
  ),
  post(
    'easter-draws',
    '2026-03-30T09:00:00.000Z',
    'draw-news',
    'Easter draws',
    'The Easter draws close earlier than usual.',
  ),
  post(
    'second-chance-winners',
    '2026-05-12T09:00:00.000Z',
    'winners',
    'Second-chance winners',
    'Three players won our second-chance draw.',
  ),
  {
    id: 'demo-page-summer-promo',
    collection: 'pages',
    publishDate: null,
    fields: {
      path: '/promo/summer',
      template: 'ad_landing',
      name: 'Summer promotion',
      title: 'Summer draws',
      body: 'Play the summer draws: **bigger jackpots** every week.',
      seoDescription: 'The summer draws at Drawline.',
    },
  },
];

/** Seeds the demo items and texts once: an item the operator has since changed is kept. */
export async function seedDemoCmsContent(db: Db | Tx): Promise<void> {
  const clock = fixedClock('2026-01-01T00:00:00.000Z');
  const items = createContentItems({ db: db as Db, clock });
  const present = new Set(
    (
      await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(
          inArray(
            contentItems.id,
            demoCmsItems.map((i) => i.id),
          ),
        )
    ).map((r) => r.id),
  );
  for (const item of demoCmsItems.filter((i) => !present.has(i.id))) {
    await items.saveItem(
      {
        collection: item.collection,
        id: item.id,
        status: item.status ?? 'published',
        publishDate: item.publishDate ? new Date(item.publishDate) : null,
        fields: item.fields,
        savedBy: null,
      },
      db,
    );
  }
  if (present.size) return;
  const texts = createContentTranslations({ db: db as Db, clock });
  await texts.saveTranslation({ locale: 'en-AU', context: 'blog', key: 'heading', type: 'plain', value: 'News' }, db);
  await texts.saveTranslation(
    { locale: 'en-GB', context: 'blog', key: 'heading', type: 'plain', value: 'Latest news' },
    db,
  );
  await texts.saveTranslation(
    {
      locale: 'en-AU',
      context: 'blog',
      key: 'seo',
      type: 'seo',
      value: { title: 'News | Drawline', description: 'Draw news and winners.' },
    },
    db,
  );
  await texts.saveTranslation(
    {
      locale: 'en-GB',
      context: 'common',
      key: 'play_responsibly',
      type: 'markdown',
      // The footer's responsible-play line in en-GB (decision 463): the age stays in it.
      value: 'You must be {{minAge}}+ to play. Please **play responsibly**.',
    },
    db,
  );
}
