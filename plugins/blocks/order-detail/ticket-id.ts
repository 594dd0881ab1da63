// Which ticket the detail page shows, read from the address: a module of its own, light, since the app's entry
// reads it too (the page's first calls, first-calls.ts) and a module shared with the entry is downloaded with it.

/** The ticket id of the address: `?id=`, else `?workOrderId=` (the home list links with it), else `?orderId=`. */
export function detailIdOf(params: URLSearchParams): string | undefined {
  const id = (params.get('id') ?? params.get('workOrderId') ?? params.get('orderId') ?? '').trim();
  return id || undefined;
}
