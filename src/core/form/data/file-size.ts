const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * Human file size (service-desk §5): B below 0.1 KB (102.4 bytes), KB below
 * 0.1 MB (104857.6 bytes), MB below 0.1 GB (107374182.4 bytes), GB above;
 * two decimals, and a decimal part of `.00` is dropped (`100B`, `0.10KB`,
 * `1.50MB`, `2GB`). Invalid or negative input counts as 0.
 */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const [divisor, unit] = size < 0.1 * KB ? [1, 'B'] : size < 0.1 * MB ? [KB, 'KB'] : size < 0.1 * GB ? [MB, 'MB'] : [GB, 'GB'];
  const fixed = (size / divisor).toFixed(2);
  return `${fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed}${unit}`;
}
