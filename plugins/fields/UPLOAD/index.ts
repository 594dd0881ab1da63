// UPLOAD: checked, progress-tracked uploads of pictures or files, with preview and review/download.
export { uploadField } from './definition';
export { uploadTexts } from './locales';
export { UploadField, type UploadFieldProps } from './UploadField';
export { UploadReadPretty, type UploadReadPrettyProps } from './UploadReadPretty';
export { FileList, imageViewerCode, openInNewTab, type FileListProps, type OpenUrl } from './FileList';
export { useUploader, useUploadSelection, type PendingUpload, type Uploader, type UploaderOptions } from './use-uploader';
export * from './normalize';
