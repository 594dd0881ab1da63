// A catalogue service's page (/processTemplate?processDefId=&modelId=, issue 17 item 5): the call and the reader of
// its answer (`GET catalog/h5/model/{id}`: the service, its FAQ and its catalogue path). No React here.
import { isRecord, textOf } from '@core/records';

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


/** The service of `model/{id}`; null without an id or a workflow to start. Questions without both texts are dropped. */
export function readServiceDetail(data: unknown): ServiceDetail | null {
  if (!isRecord(data)) return null;
  const id = textOf(data.id) || textOf(data.modelId);
  const processDefId = textOf(data.processDefId);
  if (!id || !processDefId) return null;
  const faq = Array.isArray(data.faq)
    ? data.faq.filter(isRecord).flatMap((item) => {
        const question = textOf(item.question);
        const answer = textOf(item.answer);
        return question && answer ? [{ question, answer }] : [];
      })
    : [];
  const catalogPath = Array.isArray(data.catalogPath) ? data.catalogPath.flatMap((item) => (isRecord(item) && textOf(item.name) ? [textOf(item.name)] : [])) : [];
  return { id, name: textOf(data.name) || id, description: textOf(data.description), icon: textOf(data.icon), processDefId, catalogPath, faq };
}
