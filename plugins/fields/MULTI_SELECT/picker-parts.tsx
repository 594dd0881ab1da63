import type { OptionItem } from '@core/form/types';

/** Props shared by the two tree pickers ({@link ColumnsPopup}, {@link ListSheet}). */
export interface TreePickerProps {
  visible: boolean;
  title: string;
  options: readonly OptionItem[];
  /** The stored selection (ids). */
  selected: readonly string[];
  loading: boolean;
  onClose: () => void;
  onCommit: (ids: string[]) => void;
}

export { CheckBox, type CheckBoxProps } from '../shared/check-box';
