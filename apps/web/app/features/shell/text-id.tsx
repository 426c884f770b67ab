import { Link } from 'react-router';
import { useShellData } from './use-shell';

/**
 * The CMS editing mode (2-shopping.md §1 "A CMS editing mode (canEdit) shows translation ids";
 * decision 494): beside each text the CMS can change, its translation id (`context.key`), whether
 * the locale has a translation for it yet or the page shows its own words. Nothing otherwise.
 */
export function TextId({ id }: { id: string }) {
  if (!useShellData()?.canEdit) return null;
  return (
    <code className="text-id" data-translation-id={id}>
      {id}
    </code>
  );
}

/** Says the editing mode is on, above the page, with the way to turn it off. */
export function EditingModeBar() {
  if (!useShellData()?.canEdit) return null;
  return (
    <div className="editing-mode-bar" role="status">
      <div className="container">
        <p>
          Editing mode: each text the CMS can change shows its translation id. It ends by itself after two hours, or{' '}
          <Link to="/console/content/editing-mode">turn it off in the console</Link>.
        </p>
      </div>
    </div>
  );
}
