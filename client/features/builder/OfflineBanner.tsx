import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/useSession.js';
import { useQueued } from './outbox.js';
import { useOnline } from '../../app/useOnline.js';
import './offline.css';

/**
 * Says, in the user's language, that the builder works offline on the catalogue kept on this
 * device (or, when this device has none, `catalogueMissing`, that it cannot show the catalogue
 * until the network returns) and whether a save waits for the network. The live region is always
 * there, so screen readers announce the change when the network goes or returns.
 */
export function OfflineBanner({ catalogueMissing = false }: { catalogueMissing?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const online = useOnline();
  const queued = useQueued(user?.email ?? '');
  return (
    <div
      role="status"
      className={online ? 'offline-banner offline-banner--hidden' : 'offline-banner'}
      data-testid="offline-banner"
    >
      {!online && (
        <>
          <strong>{t('OFFLINE_BANNER_TITLE')}</strong>{' '}
          <span>{t(catalogueMissing ? 'OFFLINE_BANNER_TEXT_NO_CATALOGUE' : 'OFFLINE_BANNER_TEXT')}</span>
          {queued && (
            <span className="offline-banner__queued">
              {' '}
              {t(queued.kind === 'pdf' ? 'OFFLINE_BANNER_PDF_WAITING' : 'OFFLINE_BANNER_SAVE_WAITING')}
            </span>
          )}
        </>
      )}
    </div>
  );
}
