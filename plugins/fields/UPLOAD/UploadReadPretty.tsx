import { useFieldEnv } from '../shared/field-env';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { FileList, type OpenUrl } from './FileList';
import { filesOf, resolveUploadSettings, type UploadedFile, type UploadXProps } from './normalize';

/** Props of {@link UploadReadPretty}. */
export interface UploadReadPrettyProps extends FieldReadProps<UploadedFile[]> {
  upload?: UploadXProps;
  menuCode?: string;
  openUrl?: OpenUrl;
}

/** Read-only upload field: the stored files with preview and download, '--' when there are none. */
export function UploadReadPretty({ value, upload = {}, menuCode, openUrl }: UploadReadPrettyProps) {
  const { runtime } = useFieldEnv();
  const files = filesOf(value);
  if (files.length === 0) return <ReadOnlyText />;
  const settings = resolveUploadSettings(upload, runtime.config.fileTypeGroups);
  return <FileList files={files} layout={settings.kind === 'images' ? 'grid' : 'list'} menuCode={menuCode} openUrl={openUrl} />;
}
