// Button lists (custom/butt/mdl/querybtn, service-desk §3 "Button"): the ServerButton contract, and no id twice
// (the action bar keys its buttons by id).
import { checkContract } from '../contract';
import { toPointer } from '../json-position';
import type { Report } from '../types';

export function checkButtons(value: unknown): Report[] {
  const reports = checkContract('buttons', value, '', 'button list');
  if (!Array.isArray(value)) return reports;
  const seen = new Set<string>();
  value.forEach((button, i) => {
    const id = typeof button === 'object' && button !== null ? (button as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || id === '') return;
    if (seen.has(id)) {
      reports.push({ rule: 'duplicate-button-id', path: toPointer([i, 'id']), message: { zh: `按钮 id ${JSON.stringify(id)} 重复`, en: `button id ${JSON.stringify(id)} is used twice` } });
    }
    seen.add(id);
  });
  return reports;
}
