/**
 * Modal and Drawer: labelled dialogs on the native <dialog> opened with showModal(), so the page
 * behind is inert and has aria-modal semantics. Tab wraps inside, Escape or a click on the backdrop
 * closes, and focus returns to the element that opened it.
 *
 *   const [open, setOpen] = useState(false);
 *   <Modal open={open} onClose={() => setOpen(false)} title="Two factor authentication" width="medium">…</Modal>
 *   <Drawer open={open} onClose={close} title="Menu" side="start">…</Drawer>
 *
 * width: small 320 | medium 550 | large 700 | largest 950 px (1-platform.md §9).
 * Children are always rendered (closed dialogs are hidden), so their links are in the server HTML.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from './icons';

export type ModalWidth = 'small' | 'medium' | 'large' | 'largest';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel` then `close`; every way of closing ends here.
    const handleClose = () => {
      onCloseRef.current();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  // Keep Tab inside the dialog instead of letting it reach the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click whose target is the dialog itself landed on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) ref.current?.close();
  };

  return { ref, onKeyDown, onClick };
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading that names the dialog. */
  title: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  className?: string;
}

/** The labelled dialog both share: a header with the title and a close button, then the body. */
function LabelledDialog({
  open,
  onClose,
  title,
  children,
  closeLabel = 'Close',
  className,
  id,
  part,
  headerClassName,
}: DialogProps & { id?: string; part: 'modal' | 'drawer'; headerClassName: string }) {
  const titleId = useId();
  const { ref, onKeyDown, onClick } = useDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      id={id}
      className={className}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={headerClassName}>
        <h2 className={`${part}-title`} id={titleId}>
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
          <Icon name="close" label={closeLabel} />
        </button>
      </div>
      <div className={`${part}-body`}>{children}</div>
    </dialog>
  );
}

export function Modal({ width = 'medium', className, ...props }: DialogProps & { width?: ModalWidth }) {
  return (
    <LabelledDialog
      {...props}
      part="modal"
      className={['modal', `modal--${width}`, className].filter(Boolean).join(' ')}
      headerClassName="modal-header"
    />
  );
}

export function Drawer({ side = 'start', className, ...props }: DialogProps & { side?: 'start' | 'end'; id?: string }) {
  return (
    <LabelledDialog
      {...props}
      part="drawer"
      className={['drawer', side === 'end' && 'drawer--end', className].filter(Boolean).join(' ')}
      headerClassName="drawer-header on-brand"
    />
  );
}
