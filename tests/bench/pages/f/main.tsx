// F: the floor. antd-mobile inputs with local state, no form library.
import 'antd-mobile/es/global';
import { memo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Input } from 'antd-mobile';
import { SIZES, fieldCode, fieldTitle } from '../../lib/protocol';
import { benchRoot, installBench, settled, waitFor } from '../shared/measure';
import '../shared/bench.css';

const LocalInput = memo(function LocalInput({ index }: { index: number }) {
  const [value, setValue] = useState('');
  return (
    <div className="bench-item" data-bench-field={fieldCode(index)}>
      <div className="bench-item__label">{fieldTitle(index)}</div>
      <div className="bench-item__control">
        <Input value={value} onChange={setValue} placeholder="请输入" />
      </div>
    </div>
  );
});

function List({ count }: { count: number }) {
  return (
    <div className="bench-list">
      {Array.from({ length: count }, (_, index) => (
        <LocalInput key={index} index={index + 1} />
      ))}
    </div>
  );
}

const root = createRoot(benchRoot());

installBench('F', {
  keystrokeTarget: async () => {
    flushSync(() => root.render(<List count={SIZES.mount1000} />));
    const target = `[data-bench-field="${fieldCode(SIZES.keystrokeField)}"]`;
    await waitFor(() => !!document.querySelector(`${target} input`), 'target input');
    document.querySelector(target)!.scrollIntoView({ block: 'center' });
    await settled();
    return `${target} input`;
  },
});
