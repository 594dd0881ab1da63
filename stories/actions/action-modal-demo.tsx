import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { createActionController, type ActionRunResult, type ActionTicket } from '@core/buttons';
import { useActionUi } from '@react/actions';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { storyTicket } from './fixtures';

/** Props of {@link ActionModalDemo}. */
export interface ActionModalDemoProps {
  /** The action type whose flow opens. */
  type: string;
  ticket?: Partial<ActionTicket>;
}

/** Runs one action's real flow on mount (data from the story adapter), so its modal opens as in the app. */
export function ActionModalDemo({ type, ticket }: ActionModalDemoProps) {
  const runtime = useRuntime();
  const controller = useMemo(() => createActionController(runtime), [runtime]);
  const { ui, element } = useActionUi();
  const [last, setLast] = useState<ActionRunResult>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void controller.run(type, storyTicket(ticket), {}, ui).then((result) => live && setLast(result));
    return () => {
      live = false;
    };
    // `ticket` is a literal of the story: re-running on identity changes would reopen the modal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, type, ui, round]);
  return (
    <div style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box', background: '#f5f6f8' }}>
      <ToastHost bus={runtime.bus} />
      <p style={{ margin: '0 0 12px', color: '#666', fontSize: 14 }}>
        {type}
        {last ? ` → ${last.status}` : ''}
      </p>
      <Button block onClick={() => setRound((n) => n + 1)}>
        {runtime.i18n.t(`actions.names.${type}`)}
      </Button>
      {element}
    </div>
  );
}
