import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminsDocument,
  CreateAdminDocument,
  CreateLocalAdminDocument,
  DeleteAdminDocument,
  DeleteLocalAdminDocument,
  ForceLocalAdminPasswordChangeDocument,
  LocalAdminsDocument,
  UpdateAdminDocument,
  UpdateLocalAdminDocument,
  type AdminAccountFieldsFragment,
  type LocalAdminInput,
} from '../../../graphql/adminAccounts.js';
import type { AdminKind } from './adminAccountForm.js';

type Variables = { pageNo: number; pageSize: number; search: string | null };
/** Admins' input is the local admins' without the two lists (adminAccountInput leaves them out). */
type Input = LocalAdminInput;

/**
 * One page of local admins or admins and the calls on them, the same for both screens: the
 * query of the other kind is skipped.
 */
export function useAdminAccounts(kind: AdminKind, variables: Variables) {
  const local = kind === 'LOCAL_ADMIN';
  // No deduplication: the refetch after a change must ask the server again. Joined to a request of
  // the same page still in flight (the filter's, sent before the change was saved), it answered the
  // old state: a forced password change was not shown until the next reload.
  const options = { variables, fetchPolicy: 'cache-and-network', context: { queryDeduplication: false } } as const;
  const locals = useQuery(LocalAdminsDocument, { ...options, skip: !local });
  const admins = useQuery(AdminsDocument, { ...options, skip: local });
  const [createLocal] = useMutation(CreateLocalAdminDocument);
  const [updateLocal] = useMutation(UpdateLocalAdminDocument);
  const [deleteLocal, deletingLocal] = useMutation(DeleteLocalAdminDocument);
  const [forcePassword, forcing] = useMutation(ForceLocalAdminPasswordChangeDocument);
  const [createAdmin] = useMutation(CreateAdminDocument);
  const [updateAdmin] = useMutation(UpdateAdminDocument);
  const [deleteAdmin, deletingAdmin] = useMutation(DeleteAdminDocument);

  const query = local ? locals : admins;
  const localPage = (locals.data ?? locals.previousData)?.localAdmins;
  const adminPage = (admins.data ?? admins.previousData)?.admins;
  const page = query.error
    ? undefined
    : local
      ? localPage && {
          accounts: localPage.localAdmins,
          totalPages: localPage.totalPages,
          totalElements: localPage.totalElements,
        }
      : adminPage && {
          accounts: adminPage.admins,
          totalPages: adminPage.totalPages,
          totalElements: adminPage.totalElements,
        };

  /** Refetches the page; answers the accounts now shown. */
  const refetch = async (): Promise<AdminAccountFieldsFragment[]> => {
    if (local) return (await locals.refetch()).data?.localAdmins.localAdmins ?? [];
    return (await admins.refetch()).data?.admins.admins ?? [];
  };

  return {
    page,
    loading: query.loading,
    error: query.error,
    refetch,
    create: async (input: Input) => {
      if (local) await createLocal({ variables: { input } });
      else await createAdmin({ variables: { input } });
    },
    update: async (input: Input) => {
      if (local) await updateLocal({ variables: { input } });
      else await updateAdmin({ variables: { input } });
    },
    remove: async (id: string) => {
      if (local) await deleteLocal({ variables: { id } });
      else await deleteAdmin({ variables: { id } });
    },
    forcePassword: async (id: string) => {
      await forcePassword({ variables: { id } });
    },
    busy: deletingLocal.loading || deletingAdmin.loading || forcing.loading,
  };
}
