// Reading login info (stored or fetched), light: the app's entry reads the last visit's user with it before the rest loads.
import { isRecord } from './records';
import type { LoginInfo, SessionUser } from './session/types';

function toRbac(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .map((item) => (isRecord(item) ? item.code : item))
    .filter((code): code is string | number => typeof code === 'string' || typeof code === 'number')
    .map(String);
}

/** Validates stored or fetched login info; `undefined` when it is not `{user, rbac[]}`. */
export function toLoginInfo(value: unknown): LoginInfo | undefined {
  if (!isRecord(value) || !isRecord(value.user)) return undefined;
  const rbac = toRbac(value.rbac ?? []);
  if (!rbac) return undefined;
  return { user: value.user as unknown as SessionUser, rbac };
}
