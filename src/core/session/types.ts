/** The logged-in user as stored in login info (service-desk spec §3). */
export interface SessionUser {
  accountId: string;
  groupId?: string;
  groupName?: string;
  email?: string;
  userId: string;
  userName: string;
  roleId?: string;
  roleName?: string;
  roleCode?: string;
  /** Superiors (leaders) for default values. */
  leaders?: Array<{ userId: string; userName: string }>;
}

export interface LoginInfo {
  user: SessionUser;
  /** Permission codes from the menu-permission call. */
  rbac: string[];
}

export interface Role {
  roleId?: string;
  roleName?: string;
  priority: number;
  processId?: string;
}

/** Outcome of the role check (spec §6). */
export type RoleCheckResult =
  | { kind: 'proceed'; defaultProcessId?: string }
  | { kind: 'redirect'; url: string };

export interface Session {
  getToken(): string | null;
  setToken(token: string): void;
  /** Missing token = not logged in. */
  isLoggedIn(): boolean;
  getLoginInfo(): LoginInfo | undefined;
  setLoginInfo(info: LoginInfo): void;
  /** Clears token and login info. */
  clear(): void;
  /** A screen passes when it needs no code or its code is in rbac. */
  hasPermission(code?: string | number | null): boolean;
  /** The login address with the current address remembered (its origin root when the address would lead off the origin). */
  loginRedirectUrl(currentHref: string): string;
  /** Loads web config + permissions (boot); see the app shell. */
  fetchAuth(): Promise<LoginInfo>;
  /** The role list call (POST base/role/get) for `userId`; its raw data. */
  fetchRoles(userId: string | undefined): Promise<unknown>;
  /**
   * Fetches roles and decides whether to proceed (spec §6); remembers the default process id.
   * `roles`: a role list call already under way for the logged-in user (boot starts it early).
   */
  checkRoles(options?: { workOrderId?: string; roles?: Promise<unknown> }): Promise<RoleCheckResult>;
  /**
   * The default process id of the last role check (the role with the lowest
   * priority value); `undefined` before it, after `clear()`, or when no role names one.
   */
  getDefaultProcessId(): string | undefined;
}
