import { createContext, useState, type ReactNode } from 'react';
import { NotificationArea } from '../ui/NotificationArea.js';
import { NotificationStore } from './notifications.js';

export const NotificationContext = createContext<NotificationStore | null>(null);

/** Holds the notifications and renders their area (fixed on screen) beside the app. */
export function NotificationProvider({ store, children }: { store?: NotificationStore; children: ReactNode }) {
  const [own] = useState(() => store ?? new NotificationStore());
  return (
    <NotificationContext.Provider value={own}>
      {children}
      <NotificationArea store={own} />
    </NotificationContext.Provider>
  );
}
