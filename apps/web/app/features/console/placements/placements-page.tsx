import { type ConsolePlacement, editablePlacementKeys, type PlacementKey } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, ChoiceField, Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';
import type { PlaceableEntry } from './placements.server';

/** Where each key's placements show (decision 474). */
export const placementKeyNames: Record<PlacementKey, string> = {
  feature_placement: 'Feature: the home page and /marketing/feature-banner',
  pre_cart_promoted: 'Pre-cart drawer, promoted',
  pre_cart_standard: 'Pre-cart drawer, standard',
  pre_cart_item: 'Pre-cart drawer, after the recommended draws',
  cart_inline_item: 'Cart page, after the recommended draws',
  fast_play: 'Home page, fast play',
  instant_play: 'Instant play (no instant games: not shown, decision 534)',
};

/** The content team's placements (decision 474): the list, show, hide or remove one, and the form that adds one. */
/** Who a placement is aimed at (decision 536): a segment, a branding, both, or everyone. */
export function aimText(p: Pick<ConsolePlacement, 'segmentName' | 'brandingKey'>): string {
  const parts = [p.segmentName && `segment ${p.segmentName}`, p.brandingKey && `branding ${p.brandingKey}`];
  return parts.filter(Boolean).join(', ') || 'Everyone';
}

export function PlacementsPage({
  placements,
  entries,
  segments,
  brandingKeys,
  answer,
}: {
  placements: ConsolePlacement[];
  entries: PlaceableEntry[];
  segments: string[];
  brandingKeys: string[];
  answer?: ActionAnswer;
}) {
  const busy = useNavigation().state === 'submitting';
  const counts = [...new Set(entries.flatMap((e) => e.numGames))].sort((a, b) => a - b);
  return (
    <>
      <h1>Placements</h1>
      <p>
        What the shop puts in front of customers. A placement shows only while its lottery sells that game; customers on
        a break from play, or whose limits it would pass, never see it. One aimed at a segment or a branding shows to
        those customers instead of the less closely aimed ones of its place.
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Placements, by where they show"
        className="console-table--cards"
        labelled
        rows={placements}
        rowKey={(p) => p.placementId}
        columns={[
          { header: 'Where', cell: (p) => placementKeyNames[p.key] },
          { header: 'Headline', cell: (p) => p.headline },
          { header: 'Entry', cell: (p) => `${p.productOfferKey}, ${p.gameOffer}, ${p.numGames} games` },
          { header: 'For', cell: aimText },
          { header: 'Position', cell: (p) => p.position },
          {
            header: 'State',
            cell: (p) => (
              <Form method="post">
                <input type="hidden" name="placementId" value={p.placementId} />
                <button
                  type="submit"
                  name="intent"
                  value={p.active ? 'hide' : 'show'}
                  className="console-button console-button--quiet"
                >
                  {p.active ? 'Hide' : 'Show'} {p.headline}
                </button>
                <button type="submit" name="intent" value="remove" className="console-button console-button--quiet">
                  Remove {p.headline}
                </button>
              </Form>
            ),
          },
        ]}
      />
      {/* A new form after each addition: its fields start empty again. */}
      <Form method="post" className="console-form" key={answer?.done ?? 'add'}>
        <h2>Add a placement</h2>
        <SelectField
          id="placement-key"
          name="key"
          label="Where it shows"
          defaultValue="pre_cart_promoted"
          options={editablePlacementKeys.map((k) => ({ value: k, label: placementKeyNames[k] }))}
        />
        <SelectField
          id="placement-entry"
          name="entry"
          label="Lottery and game"
          options={entries.map((e) => ({ value: e.value, label: e.label }))}
        />
        <SelectField
          id="placement-games"
          name="numGames"
          label="Games (a quick pick)"
          defaultValue={String(counts.includes(4) ? 4 : (counts[0] ?? 1))}
          options={counts.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <SelectField
          id="placement-segment"
          name="segmentName"
          label="Segment (its customers only)"
          defaultValue=""
          options={[{ value: '', label: 'Every segment' }, ...segments.map((n) => ({ value: n, label: n }))]}
        />
        <SelectField
          id="placement-branding"
          name="brandingKey"
          label="Branding (its visitors only)"
          defaultValue=""
          options={[{ value: '', label: 'Every branding' }, ...brandingKeys.map((k) => ({ value: k, label: k }))]}
        />
        <Field id="placement-headline" name="headline" label="Headline (customers read it)" required maxLength={80} />
        <Field id="placement-message" name="message" label="Message (customers read it)" required maxLength={240} />
        <Field
          id="placement-position"
          name="position"
          label="Position (0 shows first)"
          inputMode="numeric"
          defaultValue="0"
        />
        <ChoiceField
          id="placement-active"
          legend="Shown"
          type="checkbox"
          name="active"
          options={[{ value: 'on', label: 'Show it now' }]}
          checked={['on']}
        />
        <button type="submit" className="console-button" disabled={busy}>
          Add placement
        </button>
      </Form>
    </>
  );
}
