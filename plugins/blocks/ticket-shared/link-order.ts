// The link-order permission (service-desk §6 "link-order permission", §7 "Associated tickets"): whether the user may
// link tickets to a ticket and unlink them. Asked by the linked-tickets tab and by /searchAssorder; one reading of
// the answer for both. No imports: the tab's model is in the boot code (its index re-exports a route).

/** The call (below the `business` prefix). */
export const linkPermissionPath = (workOrderId: string): string => `/mdl/instance/linkOrder/checkPermission/${encodeURIComponent(workOrderId)}`;

/** `checkPermission` answers `{ hasPermission }` (a bare boolean too); anything else is no. */
export function readLinkPermission(data: unknown): boolean {
  return data === true || (typeof data === 'object' && data !== null && (data as { hasPermission?: unknown }).hasPermission === true);
}
