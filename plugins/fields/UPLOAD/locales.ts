/**
 * Texts of UPLOAD (files and images; WRITTEN_SIGNATURE uploads through it too), per language, under the `upload` domain
 * (`t('upload.<key>')`). The definition declares them as
 * `locales: { upload: uploadTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const uploadTexts = {
  zh: {
    selectFile: '上传文件',
    selectImage: '上传图片',
    emptyFile: '不能上传空文件',
    tooLarge: '文件大小超出限制（{{max}}）',
    wrongFormat: '格式不支持',
    nameTooLong: '文件名不能超过{{max}}个字符',
    tooMany: '最多只能上传{{max}}个文件',
    failed: '上传失败，请重新选择文件',
    timeout: '上传超时',
    previewUnsupported: '不支持预览',
    downloadFailed: '文件下载失败',
    uploading: '上传中 {{percent}}%',
    remove: '删除 {{name}}',
    preview: '预览 {{name}}',
    retry: '重试',
    retryFile: '重试上传 {{name}}',
    compressing: '正在压缩图片…',
    hint: '支持 {{types}}，单个文件不超过 {{size}}，最多 {{count}} 个',
    hintAnyType: '单个文件不超过 {{size}}，最多 {{count}} 个',
    template: '下载模板：{{name}}',
  },
  en: {
    selectFile: 'Upload file',
    selectImage: 'Upload image',
    emptyFile: 'Cannot upload an empty file',
    tooLarge: 'File size exceeds the limit ({{max}})',
    wrongFormat: 'Format not supported',
    nameTooLong: 'The file name may have at most {{max}} characters',
    tooMany: 'At most {{max}} files can be uploaded',
    failed: 'Upload failed, select the file again',
    timeout: 'Upload timed out',
    previewUnsupported: 'Preview not supported',
    downloadFailed: 'Failed to download file',
    uploading: 'Uploading {{percent}}%',
    remove: 'Remove {{name}}',
    preview: 'Preview {{name}}',
    retry: 'Retry',
    retryFile: 'Retry uploading {{name}}',
    compressing: 'Compressing the picture…',
    hint: '{{types}}; up to {{size}} each, at most {{count}}',
    hintAnyType: 'Up to {{size}} each, at most {{count}}',
    template: 'Download template: {{name}}',
  },
} as const;
