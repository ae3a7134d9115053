import { useState, type ComponentType } from 'react';

interface Controlled {
  value: string;
  onChange: (value: string) => void;
}

/** A controlled component that keeps its chosen value in a story (still logged as an action). */
export function withValueState<P extends Controlled>(Component: ComponentType<P>) {
  return function WithValueState(args: P) {
    const [value, setValue] = useState(args.value);
    const onChange = (next: string) => {
      setValue(next);
      args.onChange(next);
    };
    return <Component {...args} value={value} onChange={onChange} />;
  };
}
