// The ticket pages' API paths, in a module of their own: the app's entry builds a page's first calls with them.

/** API paths of the ticket pages (below the `business` prefix; service-desk §7). */
export const ticketPaths = {
  processList: '/process/pageList',
  createBody: (ref: string) => `/mdl/instance/body/create/${encodeURIComponent(ref)}`,
  createHeader: (ref: string) => `/mdl/instance/header/create/${encodeURIComponent(ref)}`,
  body: (id: string) => `/mdl/instance/body/get/${encodeURIComponent(id)}`,
  header: (id: string) => `/mdl/instance/header/get/${encodeURIComponent(id)}`,
  draftBody: (id: string) => `/mdl/instance/draft/get/${encodeURIComponent(id)}`,
  draftHeader: (id: string) => `/mdl/instance/draft/header/get/${encodeURIComponent(id)}`,
  draftSave: '/mdl/instance/draft/save',
  draftUpdate: '/mdl/instance/draft/update',
  draftDelete: (id: string) => `/mdl/instance/draft/delete/${encodeURIComponent(id)}`,
  permission: (id: string) => `/mdl/instance/permission/${encodeURIComponent(id)}`,
  flowChart: (a: string, b?: string) => `/mdl/hisProcess/h5get/${encodeURIComponent(a)}${b ? `/${encodeURIComponent(b)}` : ''}`,
  buttons: '/custom/butt/mdl/querybtn',
  history: '/tab/history/queryHistoryByOrderId',
  browseRecord: '/mdl/history',
  putAway: '/nodeFormConfig/getNodePutAwayResult',
  unfinishedSubtaskHandlers: '/btn/getNoFinishSubTaskHandlerUser',
  workOrderList: '/h5workOrder/list',
} as const;
