import { useEffect, useState } from 'react';
import { useRuntime } from '@react';
import { storedUserStatus, type StoredUserStatus } from './extras';
import { toMemberItems } from './normalize';

const NO_STATUSES: ReadonlyMap<string, StoredUserStatus> = new Map();

/**
 * The statuses of the users in a value, looked up by the merged `getUserListByIds` call (spec §7), so a
 * deleted or unknown user reads "user deleted" and a user who is not normal is shown in orange (spec §5).
 * A failed lookup is only logged: the entries show as stored. The signed-in user is not looked up.
 */
export function useStoredUserStatuses(value: unknown): ReadonlyMap<string, StoredUserStatus> {
  const runtime = useRuntime();
  // The signed-in user is a normal user: not looked up (a create form's default is often just them).
  const self = runtime.session.getLoginInfo()?.user.userId;
  const ids = [...new Set(toMemberItems(value).map((item) => item.userId).filter((id) => id && id !== self))];
  const idsKey = ids.join(',');
  const [statuses, setStatuses] = useState<{ key: string; map: ReadonlyMap<string, StoredUserStatus> }>({ key: '', map: NO_STATUSES });
  useEffect(() => {
    if (!idsKey) return;
    let live = true;
    const { request } = runtime;
    const path = request.path('base', '/user/getUserListByIds');
    void Promise.all(
      idsKey.split(',').map((id) =>
        request.mergedGet<unknown>(path, id, { silent: true }).then(
          (record): [string, StoredUserStatus] => [id, storedUserStatus(record)],
          (error: unknown) => {
            console.warn('[MEMBER] user lookup failed', error);
            return undefined;
          },
        ),
      ),
    ).then((found) => {
      if (live) setStatuses({ key: idsKey, map: new Map(found.filter((entry): entry is [string, StoredUserStatus] => entry !== undefined)) });
    });
    return () => {
      live = false;
    };
  }, [runtime, idsKey]);
  return statuses.key === idsKey ? statuses.map : NO_STATUSES;
}
