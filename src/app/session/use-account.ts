import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '../../api/account';
import { errorKeys } from '@contracts/error-keys';
import { useToast } from '../layout/toasts';
import { useSession } from './use-session';

/** The signed-in user's account data (spec §4: loaded with the user; a failure is the 'Something went wrong' toast). */
export function useAccount() {
  const session = useSession();
  const { t } = useTranslation();
  const toast = useToast();
  const user = session.status === 'signed-in' ? session : null;
  const query = useAccountQuery(user);
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast(t(errorKeys.somethingWentWrong), { tone: 'error' });
  }, [failed, toast, t]);
  return query;
}
