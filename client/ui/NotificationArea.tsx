import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationStore } from '../app/notifications.js';

/** The notification list: polite live region, each message dismissible. */
export function NotificationArea({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
  return (
    <div className="notifications" role="status" aria-live="polite" aria-label={t('NOTIFICATIONS_LABEL')}>
      {items.map((n) => (
        <div key={n.id} className={`notification notification--${n.type.toLowerCase()}`} data-type={n.type}>
          <span className="notification__icon" aria-hidden="true" />
          <div className="notification__text">
            <span className="visually-hidden">{t(`NOTIFICATION_TYPE_${n.type}`)}: </span>
            {n.messages.map((key) => (
              <p key={key}>{t(key, n.params ?? {})}</p>
            ))}
          </div>
          <button
            type="button"
            className="notification__close"
            onClick={() => store.dismiss(n.id)}
            aria-label={t('NOTIFICATION_DISMISS')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
