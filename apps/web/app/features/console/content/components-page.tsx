import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';
import type { ConsoleComponent } from './components.server';
import { allowedVariants, type ComponentName, componentLabels, isComponentName, variantLabel } from './components-form';

/**
 * The console's component variants (issue 28, 3-account.md §3 CMS site config; decision 480): the
 * variant each of the six components shows visitors, and a form for each one that has more than
 * one (only the customer feedback banner). Each save is a new published site config version with
 * its audit row; visitors see it on their next page.
 */
export function ComponentsPage({
  components,
  version,
  answer,
}: {
  components: ConsoleComponent[];
  version: number | null;
  answer?: ActionAnswer & {
    fields?: Record<string, string[]>;
    saved?: { components: ConsoleComponent[]; version: number } | null;
  };
}) {
  // Just saved: the saved site config is the one to show (the page's own read may be older).
  const shownVersion = answer?.saved?.version ?? version;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' ? String(navigation.formData?.get('component') ?? '') : null;
  const named = (answer?.saved?.components ?? components).filter(
    (c): c is ConsoleComponent & { component: ComponentName } => isComponentName(c.component),
  );
  return (
    <>
      <h1>Component variants</h1>
      <p>
        {shownVersion === null
          ? 'Visitors see every component in its first variant: saving one publishes the first site config version.'
          : `Visitors see site config version ${shownVersion}. A change shows on their next page.`}
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Variants visitors see"
        rows={named}
        rowKey={(c) => c.component}
        labelled
        className="console-table--cards"
        columns={[
          { header: 'Component', rowHeader: true, cell: (c) => componentLabels[c.component] },
          { header: 'Variant', cell: (c) => shown(c.component, c.variant) },
        ]}
      />
      {named
        .filter((c) => allowedVariants(c.component).length > 1)
        .map((c) => {
          const id = `variant-${c.component}`;
          return (
            <Form method="post" className="console-form" key={`${c.component}-${c.variant}`}>
              <h2>{componentLabels[c.component]}</h2>
              <input type="hidden" name="component" value={c.component} />
              <SelectField
                id={id}
                name="variant"
                label="Variant"
                defaultValue={c.variant}
                error={answer?.fields?.variant?.[0]}
                options={allowedVariants(c.component).map((v) => ({
                  value: v,
                  label: variantLabel(c.component, v),
                }))}
              />
              <button type="submit" className="console-button" disabled={saving === c.component}>
                {saving === c.component ? 'Saving…' : 'Save variant'}
              </button>
            </Form>
          );
        })}
      <p className="console-hint">The other components have one variant each, so there is nothing to choose.</p>
    </>
  );
}

function shown(component: ComponentName, variant: string): string {
  if (!allowedVariants(component).includes(variant)) return `${variant} (not allowed: visitors get variant_a)`;
  return variantLabel(component, variant);
}
