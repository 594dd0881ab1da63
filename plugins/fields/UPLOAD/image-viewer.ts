// antd-mobile's ImageViewer (with its gestures and animation): a chunk of its own, loaded when a
// picture is first tapped (issue 14), so an upload field's chunk holds its list only.
import { ImageViewer } from 'antd-mobile';

/** Shows the pictures full screen, starting at `index` (swipe between them). */
export function showImages(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index });
}
