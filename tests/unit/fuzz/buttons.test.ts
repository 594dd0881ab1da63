// @vitest-environment jsdom
// Issue 20 item 2: mutated button lists (custom/butt/mdl/querybtn answers) never throw: the reader keeps
// the buttons it can read, the engine orders and disables them (frozen tickets, stopUsing, unknown
// types), and the action bar's split gives every button exactly one place.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildActionButtons, createActionController, splitOverflow, type ServerButton } from '@core/buttons';
import { readButtons, readOrderDetail, toActionTicket } from '@plugins/blocks/ticket-shared/model';
import { fuzzParameters } from './support/config';
import { WORKFLOWS } from './support/fixtures';
import { runtimeFor } from './support/harness';
import { applyMutations, mutations } from './support/mutate';

const buttonsCase = fc.record({
  base: fc.nat(),
  buttons: mutations(5),
  detail: fc.option(mutations(2), { nil: undefined }),
  max: fc.integer({ min: -1, max: 6 }),
  clearCopyBtn: fc.boolean(),
});

describe('fuzz: button lists', () => {
  it('are read, ordered and split without throwing', () => {
    const runtime = runtimeFor('en');
    const controller = createActionController(runtime as never);
    fc.assert(
      fc.property(buttonsCase, (c) => {
        const workflow = WORKFLOWS[c.base % WORKFLOWS.length]!;
        const raw = applyMutations(workflow.buttons, c.buttons);
        const ticket = toActionTicket(readOrderDetail(c.detail ? applyMutations(workflow.orderDetail, c.detail) : workflow.orderDetail));
        const read = readButtons(raw);
        const bar = controller.buttons(read, ticket);
        // The engine is also handed lists as sent (ActionBar's `buttons` prop).
        const direct = buildActionButtons(raw as ServerButton[], { clearCopyBtn: c.clearCopyBtn, dataStatus: ticket.dataStatus });
        for (const list of [bar, direct]) {
          const { inline, overflow } = splitOverflow(list, c.max);
          expect(inline.length + overflow.length).toBe(list.length);
          for (const button of list) {
            expect(typeof button.key).toBe('string');
            expect(typeof button.name).toBe('string');
            expect(typeof button.type).toBe('string');
          }
        }
      }),
      fuzzParameters(),
    );
  });
});
