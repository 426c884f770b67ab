/**
 * Accordion: a heading with a button (aria-expanded, aria-controls) that opens and closes a panel.
 *   <Accordion title="How do I claim a prize?" headingLevel={3}>…</Accordion>
 * Uncontrolled (defaultOpen) or controlled (open + onOpenChange).
 */
import { type ReactNode, useId, useState } from 'react';
import { Icon } from './icons';

export function Accordion({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  open: controlled,
  onOpenChange,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    if (controlled === undefined) setOwn(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className="accordion">
      <Heading className="accordion-heading">
        <button
          type="button"
          className="accordion-button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-button`}
          onClick={toggle}
        >
          <span>{title}</span>
          <Icon name="chevron-down" />
        </button>
      </Heading>
      <section className="accordion-panel" id={`${id}-panel`} aria-labelledby={`${id}-button`} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
