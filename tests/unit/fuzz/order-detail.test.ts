// @vitest-environment jsdom
// Issue 20 item 2: mutated order detail answers (body/get with its formDataInfo, formData, dynamic rules,
// nodeIdsMap, tabList; the header) are read by the ticket-shared readers without throwing, and the
// detail page's form built from them (read-only mode, status, permissions, dynamic rules) keeps working.
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import { readFlowChart, readHistory, readOrderDetail, readOrderHeader, readPage, readDraft, readTemplate, toActionTicket, isSettled } from '@plugins/blocks/ticket-shared/model';
import { fuzzParameters, fuzzTimeout } from './support/config';
import { WORKFLOWS, permissionAnswerOf } from './support/fixtures';
import { exerciseForm } from './support/harness';
import { applyMutations, mutations, weirdValue } from './support/mutate';

const detailCase = fc.record({
  base: fc.nat(),
  detail: mutations(5),
  header: fc.option(weirdValue, { nil: undefined }),
  permissions: fc.option(mutations(2), { nil: undefined }),
  zone: fc.constantFrom(480, 0, -300, 99999, Number.NaN),
});

describe('fuzz: order detail answers', () => {
  it(
    'are read without throwing, and the detail form built from them keeps working',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await fc.assert(
        fc.asyncProperty(detailCase, async (c) => {
          const workflow = WORKFLOWS[c.base % WORKFLOWS.length]!;
          const raw = applyMutations(workflow.orderDetail, c.detail);
          const detail = readOrderDetail(raw);
          const header = readOrderHeader(c.header === undefined ? raw : { ...(raw as object), ...(c.header as object) }, c.zone);
          toActionTicket(detail, header);
          readFlowChart(raw);
          readHistory(raw, c.zone);
          readPage(raw, (record) => readDraft(record, c.zone));
          readPage(raw, readTemplate);
          JSON.stringify(header);
          const settled = isSettled(detail.dataStatus);
          await exerciseForm({
            schema: detail.formDataInfo,
            values: detail.formData,
            readOnly: settled || detail.readOnly,
            dataStatus: detail.dataStatus,
            permissions: c.permissions ? applyMutations(permissionAnswerOf(workflow.form), c.permissions) : undefined,
            localRules: settled ? undefined : detail.dynamicRules,
          });
        }),
        fuzzParameters(),
      );
      vi.restoreAllMocks();
    },
    fuzzTimeout(50),
  );
});
