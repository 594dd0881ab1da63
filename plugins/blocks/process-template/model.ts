// A catalogue service's page (/processTemplate?processDefId=&modelId=, issue 17 item 5): the call and the reader of
// its answer (`GET catalog/h5/model/{id}`: the service, its FAQ and its catalogue path). No React here.

/** The service's call (prefix `none`: `/api/v2/catalog/...`). */
export const servicePath = (modelId: string) => `/catalog/h5/model/${encodeURIComponent(modelId)}`;

/** One question of a service's FAQ. */
export interface ServiceQuestion {
  question: string;
  answer: string;
}

/** A catalogue service as its page shows it. */
export interface ServiceDetail {
  id: string;
  name: string;
  description: string;
  icon: string;
  processDefId: string;
  /** The catalogues it sits in, level 1 first. */
  catalogPath: string[];
  faq: ServiceQuestion[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The service of `model/{id}`; null without an id or a workflow to start. Questions without both texts are dropped. */
export function readServiceDetail(data: unknown): ServiceDetail | null {
  if (!isRecord(data)) return null;
  const id = text(data.id) || text(data.modelId);
  const processDefId = text(data.processDefId);
  if (!id || !processDefId) return null;
  const faq = Array.isArray(data.faq)
    ? data.faq.filter(isRecord).flatMap((item) => {
        const question = text(item.question);
        const answer = text(item.answer);
        return question && answer ? [{ question, answer }] : [];
      })
    : [];
  const catalogPath = Array.isArray(data.catalogPath) ? data.catalogPath.flatMap((item) => (isRecord(item) && text(item.name) ? [text(item.name)] : [])) : [];
  return { id, name: text(data.name) || id, description: text(data.description), icon: text(data.icon), processDefId, catalogPath, faq };
}
