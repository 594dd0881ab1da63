import { useId, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useRuntime, useT } from '@react';
import { FieldA11yContext, type FieldA11y } from '@react/form';
import { isEmptyRichText, RichTextField } from '../../fields/RICH_TEXT';
import { FileList, resolveUploadSettings, useUploader, useUploadSelection, type UploadedFile } from '../../fields/UPLOAD';
import { addReplyBody, readReply, replyPaths, type Reply } from './model';

/** Most files on one reply (the server's limit), any type, each up to the upload default (100 MB). */
const REPLY_UPLOAD = { uploadRule: 'NO_LIMIT', uploadFileQuantity: 20 } as const;

/** Props of {@link ReplyComposer}. */
export interface ReplyComposerProps {
  workOrderId: string;
  /** The reply the server stored. */
  onSent(reply: Reply): void;
}

/**
 * Writing a reply: the RICH_TEXT field's editor (a light stand-in until it is activated, then tiptap, loaded on
 * demand), attachments through the UPLOAD field's uploader (progress, retry, remove), and Send, which is disabled
 * while the text is empty, a file is uploading or the reply is on its way. Success: the "reply sent" toast and an
 * empty composer; failure: a translated message and everything typed and attached stays.
 */
export function ReplyComposer({ workOrderId, onSent }: ReplyComposerProps) {
  const t = useT();
  const runtime = useRuntime();
  const ids = useId();
  const headingId = `${ids}-heading`;
  const statusId = `${ids}-status`;
  const [html, setHtml] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // Uploads that finish together must all land: each builds on the latest list.
  const latest = useRef(files);
  latest.current = files;
  const uploader = useUploader({
    onUploaded: (file) => {
      latest.current = [...latest.current, file];
      setFiles(latest.current);
    },
  });
  const settings = resolveUploadSettings(REPLY_UPLOAD, runtime.config.fileTypeGroups);
  const uploading = uploader.pending.some((entry) => entry.status === 'uploading');
  const empty = isEmptyRichText(html);
  const held = files.length + uploader.pending.filter((entry) => entry.status === 'uploading').length;
  const canSend = !empty && !uploading && !sending;
  const hint = uploading ? t('replyTab.waitUpload') : empty ? t('replyTab.writeFirst') : '';

  // The editor row's facts: the heading names the editor, the failure describes it.
  const a11y: FieldA11y = { controlId: `${ids}-editor`, labelId: headingId, errorId: failure ? statusId : undefined, descriptionId: undefined, invalid: false, required: false };

  const onFiles = useUploadSelection(uploader, settings, held);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await runtime.request.post<unknown>(runtime.request.path('business', replyPaths.add), addReplyBody(workOrderId, html, files), { silent: true });
      // A server that answers without the reply: what was sent, by the user, now.
      const user = runtime.session.getLoginInfo()?.user as { userId?: string; userName?: string; name?: string } | undefined;
      const reply = readReply(answer, runtime.config.timeZoneOffset) ?? {
        id: `local-${Date.now()}`,
        workOrderId,
        html,
        files: files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
        authorId: user?.userId ?? '',
        authorName: user?.name || user?.userName || '',
        time: Date.now(),
      };
      setHtml('');
      setFiles([]);
      latest.current = [];
      onSent(reply);
      runtime.bus.emit('toast:show', { type: 'success', message: t('replyTab.sent') });
    } catch (error) {
      const reason = (error instanceof Error && error.message) || t('errors.systemError');
      const message = t('replyTab.sendFailed', { reason });
      setFailure(message);
      runtime.bus.emit('toast:show', { type: 'error', message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="sd-reply-composer" aria-labelledby={headingId} data-testid="reply-composer">
      <h3 className="sd-reply-composer__title" id={headingId}>
        {t('replyTab.composer')}
      </h3>
      <FieldA11yContext.Provider value={a11y}>
        <RichTextField value={html} onChange={setHtml} placeholder={t('replyTab.placeholder')} />
      </FieldA11yContext.Provider>
      <div className="sd-reply-composer__files">
        <FileList
          files={files}
          pending={uploader.pending}
          layout="list"
          onRemove={sending ? undefined : (file) => setFiles((latest.current = latest.current.filter((item) => item.id !== file.id)))}
          onRetry={uploader.retry}
          onDiscard={uploader.discard}
          onAdd={sending ? undefined : () => input.current?.click()}
          addLabel={t('replyTab.attach')}
        />
        <input ref={input} type="file" hidden multiple onChange={onFiles} data-testid="reply-file-input" />
      </div>
      {failure ? (
        <div className="sd-reply-composer__error" role="alert" id={statusId} data-testid="reply-send-error">
          {failure}
        </div>
      ) : null}
      <div className="sd-reply-composer__bar">
        <span className="sd-reply-composer__hint" id={`${ids}-hint`} aria-live="polite">
          {hint}
        </span>
        <Button
          color="primary"
          size="small"
          className="sd-reply-composer__send"
          disabled={!canSend}
          loading={sending}
          loadingText={t('replyTab.sending')}
          aria-describedby={hint ? `${ids}-hint` : undefined}
          onClick={() => void send()}
          data-testid="reply-send"
        >
          {t('replyTab.send')}
        </Button>
      </div>
    </section>
  );
}
