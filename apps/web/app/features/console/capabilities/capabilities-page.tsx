import type { ConsoleCapabilities } from '@drawline/contracts';
import { Form } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { type ConsoleColumn, ConsoleTable } from '../console-table';

type Capability = ConsoleCapabilities['sitewide'][number];

/** Capabilities per segment: sitewide switches as they are, each segment's own on or off. */
export function CapabilitiesPage({
  sitewide,
  suppressed,
  segments,
  answer,
}: ConsoleCapabilities & { answer?: ActionAnswer }) {
  const isOff = (segment: string, capability: string) =>
    suppressed.some((s) => s.segmentName === segment && s.capability === capability);
  const columns: ConsoleColumn<Capability>[] = [
    { header: 'Capability', rowHeader: true, cell: (c) => c.name },
    { header: 'Sitewide', cell: (c) => (c.enabled ? 'on' : 'off') },
    ...segments.map((s) => ({
      header: s,
      cell: (c: Capability) => {
        const off = isOff(s, c.name);
        return c.enabled ? (
          <Form method="post">
            <input type="hidden" name="segment" value={s} />
            <input type="hidden" name="capability" value={c.name} />
            <input type="hidden" name="on" value={off ? 'true' : 'false'} />
            <button
              type="submit"
              className="console-button console-button--quiet"
              aria-label={`${off ? 'Turn on' : 'Turn off'} ${c.name} for ${s}`}
            >
              {off ? 'off – turn on' : 'on – turn off'}
            </button>
          </Form>
        ) : (
          'off'
        );
      },
    })),
  ];
  return (
    <>
      <h1>Capabilities per segment</h1>
      <p>A capability off sitewide is off for every segment; a segment can turn off one that is on sitewide.</p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <div className="console-scroll">
        <ConsoleTable caption="Capabilities by segment" rows={sitewide} rowKey={(c) => c.name} columns={columns} />
      </div>
    </>
  );
}
