import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The translated dialog title (also its accessible name). */
  title: string;
  /** A click on the backdrop or Escape closes it (default true). */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A modal dialog: focus is trapped inside and returned on close (react-aria). */
export function Modal({ isOpen, onOpenChange, title, isDismissable = true, role = 'dialog', children }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="modal-overlay"
    >
      <AriaModal className="modal">
        <Dialog role={role} className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
