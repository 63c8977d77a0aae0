import { useTranslation } from 'react-i18next';
import { Pagination } from './Pagination.js';

/** The paging control and, when the count was capped, a hint that more matches exist. */
export function ListFooter(props: {
  page: number;
  totalPages: number;
  totalCapped: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
      {props.totalCapped && <p className="list-page__capped">{t('LOCAL_ADMIN_TOTAL_CAPPED')}</p>}
    </>
  );
}
