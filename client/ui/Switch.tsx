import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';

export interface SwitchProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch") with its label. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={['switch', className].filter(Boolean).join(' ')}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{children}</span>
    </AriaSwitch>
  );
}
