// Pure rules of the ticket pages: readers of the server answers, SLA codes, the local copy map,
// create-page targets and footer flags, the detail's form mode, the flow chart's markers.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@core/storage';
import {
  clearLocalCopy,
  FORM_LOCAL_STORAGE_KEY,
  LOCAL_COPY_LIMIT,
  readLocalCopies,
  readLocalCopy,
  restorableCopy,
  sameValues,
  writeLocalCopy,
} from '@plugins/blocks/ticket-shared/local-copy';
import { personLabel, readButtons, readFlowChart, readOrderDetail, readOrderHeader, readSlaCodes, slaSeverity, statusKey, ticketRoutes, toActionTicket, urgencyKey } from '@plugins/blocks/ticket-shared/model';
import { createTargetOf, createTicket, footerFlags, localCopyKey, savedDraftId, startedTicketId, submitButton } from '@plugins/blocks/order-create/model';
import { detailIdOf, formModeOf } from '@plugins/blocks/order-detail/model';
import { templateQuery } from '@plugins/blocks/flow-center/model';
import { clampZoom, diagramElementIds, fitScale, flowKeyAction, FLOW_MARKERS, flowMarkers, ZOOM_MAX, ZOOM_MIN } from '@plugins/blocks/flow-chart/highlight';

describe('search and templates', () => {
  it('trims the search; empty text clears it', () => {
    expect(templateQuery('  incident ')).toEqual({ pageNum: 1, pageSize: 20, processName: 'incident' });
    expect(templateQuery(' ')).toEqual({ pageNum: 1, pageSize: 20 });
  });
});

describe('SLA badge codes (service-desk §4)', () => {
  it('reads a number, a list or a comma string; 0 and unknown codes give no badge', () => {
    expect(readSlaCodes(8)).toEqual([8]);
    expect(readSlaCodes('3,7,3')).toEqual([3, 7]);
    expect(readSlaCodes([1, '4', 9, 0])).toEqual([1, 4]);
    expect(readSlaCodes(0)).toEqual([]);
    expect(readSlaCodes(undefined)).toEqual([]);
  });
  it('1-4 are overdue, 5-8 about to be', () => {
    expect([1, 2, 3, 4].map((c) => slaSeverity(c as 1))).toEqual(['overdue', 'overdue', 'overdue', 'overdue']);
    expect([5, 6, 7, 8].map((c) => slaSeverity(c as 5))).toEqual(['warning', 'warning', 'warning', 'warning']);
  });
});

describe('readers', () => {
  it('reads the order detail leniently', () => {
    const detail = readOrderDetail({ id: 'w1', dataStatus: '30', readOnlyflag: true, nodeIdsMap: { A: { nodeName: 'Accept', taskInfoList: [{ taskId: 't1' }, 'junk'] } }, formData: null });
    expect(detail).toMatchObject({ workOrderId: 'w1', dataStatus: 30, readOnly: true, formData: {} });
    expect(detail.nodeIdsMap.A).toEqual({ nodeId: 'A', nodeName: 'Accept', taskInfoList: [{ taskId: 't1' }] });
    expect(readOrderDetail(null).dataStatus).toBe(-10);
    expect(readOrderDetail(null).dynamicRules).toEqual([]);
    const rule = { scenario: 'LOADING', operations: { hideFieldList: [{ key: 'a' }] } };
    expect(readOrderDetail({ dynamicRules: [rule, 'junk', null] }).dynamicRules).toEqual([rule]);
  });
  it('reads the header: handlers, times, urgency', () => {
    const header = readOrderHeader({ workOrderId: 'w1', urgentLevel: '2', handlers: [{ userId: '1', userName: '李四(Li Si)' }, null], createdTime: '2025-06-03 10:30:00', slaStatus: 3 });
    expect(header.handlers).toEqual([{ userId: '1', userName: '李四(Li Si)' }]);
    expect(header.urgentLevel).toBe(2);
    expect(header.createdTime).toBe(Date.parse('2025-06-03T10:30:00+08:00')); // server text is +08:00 wall clock (timeZoneOffset), not the device's
    expect(header.slaCodes).toEqual([3]);
    expect(urgencyKey(header.urgentLevel)).toBe('2');
    expect(urgencyKey(7)).toBeUndefined();
    expect(statusKey(50)).toBe('50');
    expect(statusKey(99)).toBe('unknown');
  });
  it('drops an alias that only repeats the name', () => {
    expect(personLabel('Li Si(Li Si)')).toBe('Li Si');
    expect(personLabel('李四(Li Si)')).toBe('李四(Li Si)');
    expect(personLabel('lisi')).toBe('lisi');
  });
  it('reads buttons and the flow chart; anything else is empty', () => {
    expect(readButtons([{ id: 'b', name: '提交', status: 'enable', extString: 'COMMIT', orderNumber: '3' }, 1])).toEqual([{ id: 'b', name: '提交', status: 'enable', extString: 'COMMIT', orderNumber: 3 }]);
    expect(readButtons({ not: 'a list' })).toEqual([]);
    expect(readFlowChart({ processXml: '<x/>', hisNodeSet: 'A,B', currNodeSet: ['C'] })).toMatchObject({ hisNodeSet: ['A', 'B'], currNodeSet: ['C'], sequenceSet: [], rejectNodeIds: [] });
  });
  it('builds the action ticket from the detail and header', () => {
    const detail = readOrderDetail({ workOrderId: 'w1', dataStatus: 0, processDefKey: 'proc-incident', currentNodeId: 'Task_accept', version: 4 });
    expect(toActionTicket(detail, { updatedTime: 5, version: 3 })).toMatchObject({ workOrderId: 'w1', dataStatus: 0, version: 4, updatedTime: 5, processDefKey: 'proc-incident', currentNodeId: 'Task_accept' });
  });
  it('addresses of the ticket pages', () => {
    expect(ticketRoutes.detail('a b')).toBe('/orderDetails?id=a%20b');
    expect(ticketRoutes.create('proc:1')).toBe('/orderCreate?processDefId=proc%3A1');
  });
});

describe('formLocalStorageMap', () => {
  it('stores, reads and clears copies per processDefId / draftId', () => {
    const storage = createMemoryStorage();
    writeLocalCopy(storage, 'proc-incident:3:90017', { values: { title: 'a' }, time: 1, userId: 'u1' });
    writeLocalCopy(storage, 'draft-1', { values: { title: 'b' }, time: 2, userId: 'u1' });
    expect(Object.keys(JSON.parse(storage.getItem(FORM_LOCAL_STORAGE_KEY)!))).toEqual(['proc-incident:3:90017', 'draft-1']);
    expect(readLocalCopy(storage, 'draft-1', 'u1')?.values).toEqual({ title: 'b' });
    expect(readLocalCopy(storage, 'draft-1', 'u2')).toBeUndefined();
    clearLocalCopy(storage, 'draft-1', undefined, 'unknown');
    expect(Object.keys(readLocalCopies(storage))).toEqual(['proc-incident:3:90017']);
    clearLocalCopy(storage, 'proc-incident:3:90017');
    expect(storage.getItem(FORM_LOCAL_STORAGE_KEY)).toBeNull();
  });
  it('keeps the newest copies only and survives a corrupted entry', () => {
    const storage = createMemoryStorage({ [FORM_LOCAL_STORAGE_KEY]: '{"bad": 1, "ok": {"values": {}, "time": 0}}' });
    expect(Object.keys(readLocalCopies(storage))).toEqual(['ok']);
    for (let i = 1; i <= LOCAL_COPY_LIMIT + 3; i++) writeLocalCopy(storage, `k${i}`, { values: { i }, time: i });
    const keys = Object.keys(readLocalCopies(storage));
    expect(keys).toHaveLength(LOCAL_COPY_LIMIT);
    expect(keys).not.toContain('ok');
    expect(keys).toContain(`k${LOCAL_COPY_LIMIT + 3}`);
    storage.setItem(FORM_LOCAL_STORAGE_KEY, 'not json');
    expect(readLocalCopies(storage)).toEqual({});
  });
  it('offers a copy only when it differs from what the page loaded', () => {
    const storage = createMemoryStorage();
    writeLocalCopy(storage, 'p', { values: { b: [1, 2], a: 'x', c: undefined }, time: 1 });
    expect(sameValues({ a: 'x', b: [1, 2] }, { b: [1, 2], a: 'x' })).toBe(true);
    expect(restorableCopy(storage, 'p', { a: 'x', b: [1, 2] })).toBeUndefined();
    expect(restorableCopy(storage, 'p', { a: 'y', b: [1, 2] })?.values.a).toBe('x');
  });
});

describe('create page rules', () => {
  it('reads the target: a draft wins over a template', () => {
    expect(createTargetOf(new URLSearchParams('processDefId=p&draftId=d'))).toEqual({ kind: 'draft', draftId: 'd' });
    expect(createTargetOf(new URLSearchParams('processDefKey=proc-incident'))).toEqual({ kind: 'template', processDefId: 'proc-incident' });
    expect(createTargetOf(new URLSearchParams(''))).toBeUndefined();
    expect(localCopyKey({ kind: 'draft', draftId: 'd' })).toBe('d');
  });
  it('submits a template reference, or the draft (then start submits it)', () => {
    const data = { detail: readOrderDetail({ processDefId: 'p', processDefKey: 'k', version: 2 }), header: readOrderHeader({}), buttons: [] };
    expect(createTicket(data, { kind: 'template', processDefId: 'p' })).toEqual({ dataStatus: -10, processDefId: 'p', processDefKey: 'k', mdlDefCode: undefined, isDraft: false });
    expect(createTicket(data, { kind: 'draft', draftId: 'd' })).toMatchObject({ workOrderId: 'd', isDraft: true, version: 2 });
  });
  it('the submit button follows COMMIT from querybtn', () => {
    expect(submitButton(readButtons([{ name: '提交工单', status: 'enable', extString: 'COMMIT', orderNumber: 1 }]))).toEqual({ name: '提交工单', disabled: false });
    expect(submitButton(readButtons([{ name: 'x', status: 'stopUsing', extString: 'commit', orderNumber: 1 }])).disabled).toBe(true);
    expect(submitButton([])).toEqual({ name: undefined, disabled: false });
  });
  it('loading flags submit / queryAssign / saveDraft / updateDraft; submit and draft never run together', () => {
    expect(footerFlags({})).toEqual({ loading: { submit: false, queryAssign: false, saveDraft: false, updateDraft: false, deleteDraft: false }, disabled: { submit: false, draft: false } });
    expect(footerFlags({ queryAssign: true }).disabled).toEqual({ submit: false, draft: true });
    expect(footerFlags({ submit: true }).disabled.draft).toBe(true);
    expect(footerFlags({ saveDraft: true }).disabled).toEqual({ submit: true, draft: false });
    expect(footerFlags({ updateDraft: true }).loading.updateDraft).toBe(true);
    expect(footerFlags({}, { submitStopped: true }).disabled.submit).toBe(true);
  });
  it('reads the ids of draft/save and start answers', () => {
    expect(savedDraftId({ id: 'd1', workOrderId: 'd1' })).toBe('d1');
    expect(savedDraftId('d2')).toBe('d2');
    expect(savedDraftId({})).toBeUndefined();
    expect(startedTicketId({ workOrderId: 'w' })).toBe('w');
    expect(startedTicketId(null, 'draft')).toBe('draft');
  });
});

describe('detail page rules', () => {
  it('reads the id from id, workOrderId or orderId', () => {
    expect(detailIdOf(new URLSearchParams('id=a&workOrderId=b'))).toBe('a');
    expect(detailIdOf(new URLSearchParams('workOrderId=b'))).toBe('b');
    expect(detailIdOf(new URLSearchParams('id=%20'))).toBeUndefined();
  });
  it('finished and closed tickets are read-only without linkage; others follow readOnlyflag', () => {
    expect(formModeOf({ dataStatus: 20, readOnly: false })).toEqual({ readOnly: true, linkage: false });
    expect(formModeOf({ dataStatus: 40, readOnly: false })).toEqual({ readOnly: true, linkage: false });
    expect(formModeOf({ dataStatus: 0, readOnly: true })).toEqual({ readOnly: true, linkage: true });
    expect(formModeOf({ dataStatus: 30, readOnly: false })).toEqual({ readOnly: false, linkage: true });
  });
});

describe('flow chart markers', () => {
  const chart = { hisNodeSet: ['Start', 'Task_accept', 'Task_approve'], currNodeSet: ['Task_approve'], sequenceSet: ['Flow_1'], rejectNodeIds: ['Task_accept'] };
  it('current wins over returned, returned over done; sequences are taken', () => {
    const markers = flowMarkers(chart);
    expect(markers.get('Task_approve')).toBe(FLOW_MARKERS.current);
    expect(markers.get('Task_accept')).toBe(FLOW_MARKERS.rejected);
    expect(markers.get('Start')).toBe(FLOW_MARKERS.done);
    expect(markers.get('Flow_1')).toBe(FLOW_MARKERS.taken);
  });
  it('drops ids the diagram does not draw', () => {
    const xml = '<bpmndi:BPMNShape id="s1" bpmnElement="Start"/><bpmndi:BPMNEdge id="e1" bpmnElement="Flow_1"/>';
    expect([...diagramElementIds(xml)]).toEqual(['Start', 'Flow_1']);
    expect([...flowMarkers(chart, diagramElementIds(xml)).keys()].sort()).toEqual(['Flow_1', 'Start']);
  });
  it('fits a diagram into the phone frame with a margin, never enlarging it', () => {
    expect(fitScale({ width: 1000, height: 200 }, { width: 390, height: 220 }, 16)).toBeCloseTo(358 / 1000);
    expect(fitScale({ width: 200, height: 100 }, { width: 390, height: 220 }, 16)).toBe(1);
    expect(fitScale({ width: 100000, height: 10 }, { width: 390, height: 220 }, 16)).toBe(ZOOM_MIN);
  });
  it('clamps the zoom', () => {
    expect(clampZoom(100)).toBe(ZOOM_MAX);
    expect(clampZoom(0)).toBe(ZOOM_MIN);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it('the focused drawing pans with the arrow keys (looking that way), zooms with + and -, fits with 0', () => {
    expect(flowKeyAction({ key: 'ArrowRight' }, 40)).toEqual({ pan: { dx: -40, dy: 0 } });
    expect(flowKeyAction({ key: 'ArrowUp' }, 40)).toEqual({ pan: { dx: 0, dy: 40 } });
    expect(flowKeyAction({ key: '+' })).toEqual({ zoom: 'in' });
    expect(flowKeyAction({ key: '-' })).toEqual({ zoom: 'out' });
    expect(flowKeyAction({ key: '0' })).toEqual({ fit: true });
    // Ctrl + arrows stay diagram-js' own; Tab and other keys are not taken.
    expect(flowKeyAction({ key: 'ArrowRight', ctrlKey: true })).toBeUndefined();
    expect(flowKeyAction({ key: 'Tab' })).toBeUndefined();
  });
});
