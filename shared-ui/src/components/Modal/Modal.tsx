import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon, IconButton } from 'shared-ui';
import { useModalBehaviour } from './use-modal-behaviour';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.layout.modalWidth[$size]};
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ModalProps {
  isOpen: boolean;
  /** Called on the close button, Escape and a backdrop click (unless turned off or not dismissable). */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (Cancel, Save). */
  footer?: ReactNode;
  /** sm 28rem, md 32rem (max-w-lg), lg 42rem (max-w-2xl), xl 56rem. */
  size?: ModalSize;
  closeOnBackdropClick?: boolean;
  /** false while work is in flight: Escape, backdrop and the close button do nothing. */
  isDismissable?: boolean;
  /** What gets focus on open; otherwise `[data-autofocus]`, else the first control in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of an element inside that describes the dialog (aria-describedby). */
  describedById?: string;
}

/**
 * An accessible modal dialog rendered in a portal: role=dialog, aria-modal, labelled by its title,
 * focus moved in and trapped, Escape and backdrop click close it, focus returns to the opener.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdropClick = true,
  isDismissable = true,
  initialFocusRef,
  role = 'dialog',
  describedById,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const requestClose = () => {
    if (isDismissable) onClose();
  };
  useModalBehaviour({ dialogRef, initialFocusRef, onEscape: requestClose });

  const onBackdropMouseDown = (e: MouseEvent) => {
    pressStartedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent) => {
    if (e.target === e.currentTarget && pressStartedOnBackdrop.current && closeOnBackdropClick) requestClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Backdrop data-testid="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedById}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label="Close" icon={<CloseIcon />} onClick={requestClose} disabled={!isDismissable} data-modal-close="" />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
