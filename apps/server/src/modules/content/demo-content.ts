import type { Db } from '../../db/client';
import { DEFAULT_STATE_CODE } from './content.service';
import { sitewideBanners } from './content.tables';
import { seedDemoCmsContent } from './demo-cms-content';

/**
 * The demo shop's sitewide banner (one text for every state, South Australia's own: 2-shopping.md
 * §5), its blog, a landing page and a few texts (issue 28).
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await db
    .insert(sitewideBanners)
    .values([
      {
        stateCode: DEFAULT_STATE_CODE,
        text: 'Ticket sales close one hour before each lotto draw. Check your numbers any time on the Results page.',
      },
      {
        stateCode: 'SA',
        text: 'South Australian players: prizes are paid under South Australian lottery rules. See the terms for details.',
      },
    ])
    .onConflictDoNothing();
  await seedDemoCmsContent(db);
}
