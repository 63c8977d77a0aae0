import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from './Spinner.js';

/**
 * `danger` (solid red) confirms a destructive action, in its dialog; `danger-quiet` (red text on
 * the surface) starts one from a list's row, where a solid red button on every row would shout.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A button; `isPending` shows a spinner and blocks presses while keeping focus (react-aria). */
export function Button({ variant = 'primary', className, children, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {isPending && <Spinner size="small" />}
      <span className="button__label">{children}</span>
    </AriaButton>
  );
}
