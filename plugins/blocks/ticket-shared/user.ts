import type { SessionUser } from '@core/session/types';

/** The login user as default values need it: the display name (the gateway sends `name` beside the account) and alias. */
export function defaultsUser(user: SessionUser): SessionUser & { userAlias?: string } {
  type Leader = { userId: string; userName: string; name?: string; userAlias?: string };
  const extra = user as Omit<SessionUser, 'leaders'> & { name?: string; userAlias?: string; leaders?: Leader[] };
  return {
    ...user,
    userName: extra.name || user.userName,
    userAlias: extra.userAlias,
    leaders: extra.leaders?.map((leader) => ({ ...leader, userName: leader.name || leader.userName })),
  };
}
