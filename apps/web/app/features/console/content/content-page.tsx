import { Form, Link, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';
import type { ConsoleBanner, NavigationOverride } from './content.server';
import { editableCollections } from './content-editor';
import { type RoutePathRow, RoutePathsSection } from './route-paths-section';
import { TranslationForm } from './translation-form';

/**
 * The console's content (issue 28): the CMS collections written item by item, the navigation labels,
 * the translations and the sitewide banner of each state (docs/decisions/236).
 */
export function ContentPage({
  banners,
  overrides,
  routePaths,
  answer,
}: {
  banners: ConsoleBanner[];
  overrides: NavigationOverride[];
  routePaths: RoutePathRow[];
  answer?: ActionAnswer & { fields?: Record<string, string[]> };
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Content</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ContentLinks />
      <h2>Navigation labels</h2>
      <p>A label set here replaces the site's own label of the link with that key on the next page load.</p>
      <ConsoleTable
        caption="Labels set in the CMS"
        rows={overrides}
        rowKey={(o) => `${o.type}/${o.key}`}
        columns={[
          { header: 'Menu', cell: (o) => o.type },
          { header: 'Key', cell: (o) => o.key },
          { header: 'Label', cell: (o) => o.label },
          { header: 'Address', cell: (o) => o.url },
        ]}
      />
      <Form method="post" className="console-form">
        <input type="hidden" name="intent" value="navigation" />
        <SelectField
          id="nav-type"
          name="type"
          label="Menu"
          options={[
            { value: 'main', label: 'Main navigation' },
            { value: 'footer', label: 'Footer' },
          ]}
        />
        <Field
          id="nav-key"
          name="key"
          label="Link key"
          hint="For example blog, results or causes."
          required
          maxLength={120}
        />
        <Field id="nav-label" name="label" label="Label" required maxLength={80} />
        <Field
          id="nav-url"
          name="url"
          label="Address (only for a new link)"
          hint="Starts with / or https://."
          maxLength={2000}
        />
        <button type="submit" className="console-button" disabled={busy}>
          Save label
        </button>
      </Form>
      <RoutePathsSection
        rows={routePaths}
        busy={busy}
        error={answer?.fields?.path?.[0] ?? answer?.fields?.['route-path']?.[0]}
      />
      <TranslationForm busy={busy} fields={answer?.fields} />
      <h2>Sitewide banner</h2>
      <p>Each state can have its own text; states without one show the default. An empty text removes a banner.</p>
      <ConsoleTable
        caption="Banners now"
        rows={banners}
        rowKey={(b) => b.stateCode}
        columns={[
          { header: 'State', cell: (b) => b.stateCode },
          { header: 'Text', cell: (b) => b.text || '(none)' },
        ]}
      />
      <Form method="post" className="console-form">
        <h3>Set a banner</h3>
        <Field
          id="banner-state"
          name="stateCode"
          label="State code (or default)"
          defaultValue="default"
          required
          maxLength={7}
        />
        <Field id="banner-text" name="text" label="Text" maxLength={300} />
        <button type="submit" className="console-button" disabled={busy}>
          Save banner
        </button>
      </Form>
    </>
  );
}

/** The content pages of the console, one link each. */
function ContentLinks() {
  return (
    <ul className="console-links">
      {Object.entries(editableCollections).map(([name, c]) => (
        <li key={name}>
          <Link to={`/console/content/${name}`}>{c.label}</Link>
        </li>
      ))}
      <li>
        <Link to="/console/content/theme">Theme</Link>
      </li>
      <li>
        <Link to="/console/content/files">Pictures</Link>
      </li>
      <li>
        <Link to="/console/content/shop-pictures">Shop pictures (logos, prizes, causes)</Link>
      </li>
      <li>
        <Link to="/console/content/components">Component variants</Link>
      </li>
      <li>
        <Link to="/console/content/translations">Translations (every version)</Link>
      </li>
      <li>
        <Link to="/console/content/site-config">Site config versions (labels, addresses, variants)</Link>
      </li>
      <li>
        <Link to="/console/content/editing-mode">Editing mode (translation ids on the shop)</Link>
      </li>
    </ul>
  );
}
