/** Spec §9: list page size. */
export const DRAFT_PAGE_SIZE = 10;

/** Body of POST h5workOrder/list for the user's drafts (newest first). */
export function draftQuery(pageNum: number, pageSize = DRAFT_PAGE_SIZE) {
  return { listType: 'draft', pageNum, pageSize, orders: [{ field: 'created_time', direction: 'desc' }] };
}
