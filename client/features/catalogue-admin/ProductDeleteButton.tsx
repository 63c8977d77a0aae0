import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { DeleteProductDocument } from '../../graphql/catalogueAdmin.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

/**
 * The product form's Delete, asked first. A product that saved programs use is refused by the
 * server in words (ERROR_PRODUCT_IN_USE: disable it instead), shown in the dialog. Once deleted,
 * the product leaves Apollo's cache (its lists drop the dangling entry), so the builder and the
 * lists see it as they see a save; other tabs follow the catalogue version.
 */
export function ProductDeleteButton({ id, name, listPath }: { id: number; name: string; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteProductDocument);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | undefined>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await remove({ variables: { id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id }) });
      client.cache.gc();
      setOpen(false);
      notify.success('CATALOGUE_ADMIN_DELETED');
      void navigate(listPath);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="catalogue-form__delete" onPress={() => setOpen(true)}>
        {t('CATALOGUE_ADMIN_DELETE')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        title={t('CATALOGUE_ADMIN_DELETE_TITLE')}
        text={t('CATALOGUE_ADMIN_DELETE_TEXT', { name })}
        confirmLabel={t('CATALOGUE_ADMIN_DELETE')}
        danger
        isBusy={busy}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setFailure(undefined);
        }}
      />
    </>
  );
}
