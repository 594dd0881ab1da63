// The action flow, framework-free: a click becomes prechecks, the modal's
// data, the modal (through the ActionUi the React layer implements), input
// rules, the concurrent-change check, the call under the action's loading
// flag, the toast, the bus events and the plugin's success/failure path.
// The call carries the version the page loaded: a stale one is refused by the
// server and answered with Refresh / Overwrite; a call whose answer was lost
// reloads the ticket before the action can run on it again.
import type { PluginContext } from '../context';
import type { ActionDefinition, ActionOutcome } from '../registry';
import { isRequestError, type RequestError } from '../request/errors';
import type { RequestClient } from '../request/types';
import { buildActionButtons, COPY_ACTION, isOperable, type ButtonEngineOptions } from './engine';
import { checkOrderHasUpdate, currentOrderChange, isVersionConflict, postAction, queryAddAssigneeInfo, queryAssignInfo, queryRedeployInfo, templateRef } from './queries';
import { checkReason } from './rules';
import { createActionState, type ActionState } from './state';
import type { ActionButton, ActionHooks, ActionInput, ActionRunResult, ActionTicket, ActionUi, ModalData, ServerButton } from './types';
import { isOffline } from '../network';

/** What the controller needs: the plugin context and the registered actions. */
export type ActionControllerHost = PluginContext & {
  registry: { actions: { get(type: string): ActionDefinition<unknown> | undefined } };
  /** Actions known but not loaded yet (the runtime's lazy actions): their buttons show, to run once loaded. */
  pendingActions?(types: Iterable<string>): string[];
  /** Loads lazy actions (a run of one not loaded yet waits for its code). */
  ensureActions?(types: Iterable<string>): Promise<void>;
};

export interface ActionController {
  /** The loading flags (shared by the bar and its modals). */
  readonly state: ActionState;
  /** The bar's buttons for a ticket (engine rules with the host's clearCopyBtn and the registered or loadable actions). */
  buttons(buttons: readonly ServerButton[] | null | undefined, ticket: ActionTicket): ActionButton[];
  /** Runs a button (or a type) on a ticket: the whole flow, resolved when it is over. */
  run(button: ActionButton | string, ticket: ActionTicket, hooks: ActionHooks, ui: ActionUi): Promise<ActionRunResult>;
}

/** Reloads the ticket after an action: the page's hook and the bus event. */
export function refreshTicket(ctx: PluginContext, outcome: Pick<ActionOutcome, 'ticket' | 'hooks'>): void {
  outcome.hooks.refresh?.();
  ctx.bus.emit('order:refresh', { workOrderId: outcome.ticket.workOrderId });
}

function errorMessage(ctx: PluginContext, error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ctx.i18n.t('actions.errors.executionError');
}

/**
 * The call went out but no answer came back (timeout, network error, a proxy's 502 / 504): the
 * server may or may not have applied it.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isRequestError(error) || error.canceled) return false;
  return error.timedOut === true || error.status === 502 || error.status === 504 || (error.status === undefined && error.code === undefined);
}

/** The input with the version to send: the given one, or none (the server then does not check). */
function withVersion(input: ActionInput, version: number | undefined): ActionInput {
  const next = { ...input };
  if (version === undefined) delete next.version;
  else next.version = version;
  return next;
}

/**
 * The plugin context an action's call runs with: its request client does not toast a stale-version
 * refusal (the Refresh / Overwrite dialog answers it) nor, on an existing ticket, a lost answer (the
 * controller says it once, with the reload); any other failure toasts as the client would.
 */
function callContext(ctx: PluginContext, quiet: (error: RequestError) => boolean): PluginContext {
  const request = ctx.request;
  const post: RequestClient['post'] = (path, data, options) => {
    const silent = options?.silent;
    return request.post(path, data, { ...options, silent: silent === true ? true : (error) => quiet(error) || (typeof silent === 'function' && silent(error)) });
  };
  const client = Object.assign(Object.create(request) as RequestClient, { post });
  return { config: ctx.config, bus: ctx.bus, i18n: ctx.i18n, request: client, session: ctx.session, storage: ctx.storage, host: ctx.host };
}

/** Ids of the current handlers the modal data names. */
function currentHandlerIds(data: ModalData): string[] {
  return data.kind === 'transfer' || data.kind === 'endorse' ? data.info.currentHandlers.map((p) => p.userId) : [];
}

async function defaultModalData(ctx: PluginContext, def: ActionDefinition<unknown>, ticket: ActionTicket, base: ActionInput): Promise<ModalData> {
  const id = ticket.workOrderId ?? '';
  switch (def.modal) {
    case 'assign':
      return { kind: 'assign', info: await queryAssignInfo(ctx.request, ticket, base.formData) };
    case 'transfer':
      return { kind: 'transfer', info: await queryRedeployInfo(ctx.request, id) };
    case 'endorse':
      return { kind: 'endorse', info: await queryAddAssigneeInfo(ctx.request, id) };
    case 'simple':
      return { kind: 'simple' };
    default:
      return { kind: 'none' };
  }
}

const QUERY_FLAGS: Partial<Record<ModalData['kind'], string>> = { assign: 'queryAssign', transfer: 'queryRedeploy', endorse: 'queryAddAssignee' };

/** The loading flag of a modal kind's candidate query (queryAssign, queryRedeploy, queryAddAssignee). */
export function modalQueryFlag(kind: ModalData['kind']): string | undefined {
  return QUERY_FLAGS[kind];
}

/** Whether the flow needs the modal at all. */
function needsModal(def: ActionDefinition<unknown>, data: ModalData): boolean {
  if (def.modal === 'none') return false;
  // Without anybody to choose and without a comment field, a submit goes straight through.
  if (data.kind === 'assign') return data.info.needAssign || def.reason !== undefined;
  return true;
}

/** Builds the action flow of one runtime (one per page is fine; state is per controller). */
export function createActionController(host: ActionControllerHost): ActionController {
  const state = createActionState();
  const running = new Set<string>();
  const t = (key: string) => host.i18n.t(key);
  const toastError = (message: string) => host.bus.emit('toast:show', { type: 'error', message });
  const selfId = () => host.session.getLoginInfo()?.user.userId;
  // Tickets whose last action lost its answer: the page must reload them before acting again.
  const unsettled = new WeakSet<ActionTicket>();
  /** An existing ticket (not a draft, not the create page): it can be reloaded and carries a version. */
  const existing = (ticket: ActionTicket) => Boolean(ticket.workOrderId) && !ticket.isDraft;

  function validate(def: ActionDefinition<unknown>, input: ActionInput, data: ModalData): string | undefined {
    const key =
      def.validateInput?.(input, { selfId: selfId(), currentHandlerIds: currentHandlerIds(data), modal: data }) ??
      (def.modal !== 'none' ? checkReason(input.reason, def.reason) : undefined);
    return key ? t(key) : undefined;
  }

  async function submit(def: ActionDefinition<unknown>, ticket: ActionTicket, input: ActionInput, hooks: ActionHooks, ui: ActionUi, data: ModalData): Promise<ActionRunResult> {
    const invalid = validate(def, input, data);
    if (invalid) {
      toastError(invalid);
      return { status: 'blocked', message: invalid };
    }
    if (!state.begin(def.loadingFlag)) return { status: 'busy' };
    const outcome: ActionOutcome = { type: def.type, ticket, input, hooks };
    const workOrderId = ticket.workOrderId;
    // A copy reads the ticket and changes nothing on it: its lost answer is a plain failure (its own toast).
    const lost = (error: unknown) => existing(ticket) && def.type !== COPY_ACTION && isLostAnswer(error);
    const call = callContext(host, (error) => isVersionConflict(error) || lost(error));
    const send = (sent: ActionInput) => (def.execute ? def.execute(call, sent, ticket) : def.endpoint ? postAction(call.request, def.endpoint, sent) : Promise.resolve(undefined));
    try {
      if (def.checkUpdate) {
        const decision = await checkOrderHasUpdate(host.request, ticket);
        if (decision.kind === 'changed') {
          const choice = await ui.resolveConflict(decision);
          if (choice === 'refresh') {
            refreshTicket(host, outcome);
            return { status: 'refreshed' };
          }
          if (choice === 'cancel') return { status: 'cancelled' };
          // Overwrite: send under the version the server has now.
          if (input.version !== undefined) outcome.input = withVersion(input, decision.version);
        }
      }
      host.bus.emit('action:start', { type: def.type, workOrderId });
      let result: unknown;
      for (;;) {
        try {
          result = await send(outcome.input);
          break;
        } catch (error) {
          if (!isVersionConflict(error) || outcome.input.version === undefined) throw error;
          // The server refused the version the page loaded: someone changed the ticket since.
          const decision = await currentOrderChange(host.request, ticket);
          const choice = await ui.resolveConflict(decision);
          if (choice === 'refresh') {
            refreshTicket(host, outcome);
            return { status: 'refreshed' };
          }
          if (choice === 'cancel') return { status: 'cancelled' };
          outcome.input = withVersion(outcome.input, decision.version);
        }
      }
      outcome.result = result;
      if (def.isSuccess && !def.isSuccess(result)) {
        const message = t(def.failureToast ?? 'actions.errors.executionError');
        outcome.message = message;
        toastError(message);
        host.bus.emit('action:fail', { type: def.type, workOrderId, message });
        def.onFailure?.(host, outcome);
        return { status: 'failed', result, message };
      }
      if (def.successToast !== false) host.bus.emit('toast:show', { type: 'success', message: t(def.successToast ?? 'actions.toast.success') });
      host.bus.emit('action:success', { type: def.type, workOrderId, result });
      if (def.onSuccess) def.onSuccess(host, outcome);
      else refreshTicket(host, outcome);
      return { status: 'success', result };
    } catch (error) {
      if (isRequestError(error) && error.canceled) return { status: 'cancelled' };
      if (lost(error) && isOffline()) {
        // The browser has no connection: the call waits in the outbox (the request client announced it unsent) and is
        // sent, with the same idempotency key, when the connection returns. Reloading the ticket now could only fail
        // and replace the page with an error; the ticket is reloaded before anything else runs on it.
        const message = t('actions.errors.queuedOffline');
        outcome.message = message;
        unsettled.add(ticket);
        host.bus.emit('action:fail', { type: def.type, workOrderId, message });
        def.onFailure?.(host, outcome);
        return { status: 'lost', message };
      }
      if (lost(error)) {
        // It may have been applied: show the ticket as the server has it before anything else runs on it.
        const message = t('actions.errors.answerLost');
        outcome.message = message;
        unsettled.add(ticket);
        toastError(message);
        host.bus.emit('action:fail', { type: def.type, workOrderId, message });
        def.onFailure?.(host, outcome);
        refreshTicket(host, outcome);
        return { status: 'lost', message };
      }
      // The request client has already shown the server's message (unless the call was silent).
      const message = errorMessage(host, error);
      outcome.message = message;
      host.bus.emit('action:fail', { type: def.type, workOrderId, message });
      def.onFailure?.(host, outcome);
      return { status: 'failed', message };
    } finally {
      state.end(def.loadingFlag);
    }
  }

  async function withFlag<T>(flag: string | undefined, work: () => Promise<T>): Promise<T> {
    // Only the flow that turned the flag on turns it off.
    const began = flag ? state.begin(flag) : false;
    try {
      return await work();
    } finally {
      if (began) state.end(flag!);
    }
  }

  async function flow(def: ActionDefinition<unknown>, title: string, ticket: ActionTicket, hooks: ActionHooks, ui: ActionUi): Promise<ActionRunResult> {
    const refused = def.precheck?.(host, ticket);
    if (refused) {
      const message = t(refused);
      toastError(message);
      return { status: 'blocked', message };
    }
    const base: ActionInput = ticket.workOrderId ? { workOrderId: ticket.workOrderId } : templateRef(ticket);
    // The version the page loaded: the server refuses the call if the ticket changed since (no lost update).
    if (existing(ticket) && typeof ticket.version === 'number') base.version = ticket.version;
    if (def.withFormData && hooks.getFormData) {
      const formData = await hooks.getFormData();
      // The form shows its own errors; nothing is sent.
      if (!formData) return { status: 'blocked' };
      base.formData = formData;
    }
    let data: ModalData;
    try {
      data = await withFlag(def.loadModalData ? undefined : QUERY_FLAGS[def.modal], async () =>
        def.loadModalData ? def.loadModalData(host, ticket, base) : defaultModalData(host, def, ticket, base),
      );
    } catch (error) {
      return { status: 'failed', message: errorMessage(host, error) };
    }
    if (!needsModal(def, data)) {
      if (def.modal === 'none' && def.confirm && !(await ui.confirm({ type: def.type, title, message: t(def.confirm) }))) return { status: 'cancelled' };
      return submit(def, ticket, base, hooks, ui, data);
    }
    return ui.collect({
      type: def.type,
      kind: def.modal,
      title,
      data,
      reason: def.reason,
      choices: def.choices,
      validate: (input) => validate(def, { ...base, ...input }, data),
      submit: (input) => submit(def, ticket, { ...base, ...input }, hooks, ui, data),
    });
  }

  return {
    state,
    buttons: (buttons, ticket) => {
      const options: ButtonEngineOptions = {
        clearCopyBtn: host.config.clearCopyBtn,
        dataStatus: ticket.dataStatus,
        isRegistered: (type) => Boolean(host.registry.actions.get(type)) || Boolean(host.pendingActions?.([type]).length),
      };
      return buildActionButtons(buttons, options);
    },
    async run(button, ticket, hooks, ui) {
      const type = typeof button === 'string' ? button : button.type;
      // A page may run an action no bar has shown (the create page's Submit): its code loads first.
      if (!host.registry.actions.get(type) && host.pendingActions?.([type]).length && host.ensureActions) {
        try {
          await host.ensureActions([type]);
        } catch (error) {
          console.error(`[actions] ${type} failed to load`, error);
          const message = t('errors.chunkLoadFailed');
          toastError(message);
          return { status: 'blocked', message };
        }
      }
      const def = host.registry.actions.get(type);
      if (!def) {
        const message = t('actions.errors.executionError');
        toastError(message);
        return { status: 'blocked', message };
      }
      if (!isOperable(type, ticket.dataStatus)) {
        const message = t('actions.errors.frozen');
        toastError(message);
        return { status: 'blocked', message };
      }
      if (typeof button !== 'string' && button.disabled) return { status: 'blocked' };
      if (unsettled.has(ticket)) {
        // The last answer was lost and the page has not shown the reloaded ticket yet: reload, do not act.
        const message = t('actions.errors.reloading');
        host.bus.emit('toast:show', { type: 'info', message });
        refreshTicket(host, { ticket, hooks });
        return { status: 'blocked', message };
      }
      // One flow per action at a time, and never while its call is in flight: no double submit.
      if (running.has(type) || state.isLoading(def.loadingFlag)) return { status: 'busy' };
      running.add(type);
      try {
        const title = typeof button === 'string' ? t(`actions.names.${type}`) : button.name;
        return await flow(def, title, ticket, hooks, ui);
      } finally {
        running.delete(type);
      }
    },
  };
}
