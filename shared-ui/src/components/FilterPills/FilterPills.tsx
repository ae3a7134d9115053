import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styles from './FilterPills.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterPillsProps {
  /** Names the group, e.g. "Filter by category". */
  label: string;
  options: readonly (FilterOption | string)[];
  value: string;
  onChange: (value: string) => void;
}

const toOption = (option: FilterOption | string): FilterOption => (typeof option === 'string' ? { value: option, label: option } : option);

type Box = { x: number; y: number; width: number; height: number };

/**
 * A single-choice filter (the category pills of docs/product.md#academic-resources-listing) as an ARIA radio group: one tab stop, arrow
 * keys move the selection, Home/End jump. The highlight slides to the checked pill.
 */
export function FilterPills({ label, options, value, onChange }: FilterPillsProps) {
  const items = options.map(toOption);
  const groupRef = useRef<HTMLDivElement>(null);
  const pillRefs = useRef(new Map<string, HTMLButtonElement>());
  const [box, setBox] = useState<Box | null>(null);
  const checkedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const checkedValue = items[checkedIndex]?.value;

  // Measure after layout and on every resize (pills wrap onto new lines on small screens).
  useLayoutEffect(() => {
    const group = groupRef.current;
    const measure = () => {
      const pill = checkedValue === undefined ? undefined : pillRefs.current.get(checkedValue);
      // offsetWidth is 0 without a layout engine (or while hidden): keep the pill's own highlight then.
      if (!pill || pill.offsetWidth === 0) return setBox(null);
      setBox({ x: pill.offsetLeft, y: pill.offsetTop, width: pill.offsetWidth, height: pill.offsetHeight });
    };
    measure();
    if (!group || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(group);
    return () => observer.disconnect();
  }, [checkedValue, items.length]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    pillRefs.current.get(item.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const indicatorStyle: CSSProperties | undefined = box
    ? { transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, height: box.height }
    : undefined;

  return (
    <div ref={groupRef} className={styles.group} role="radiogroup" aria-label={label} data-measured={box ? '' : undefined}>
      {box && <span className={styles.indicator} style={indicatorStyle} aria-hidden="true" />}
      {items.map((item, index) => {
        const checked = index === checkedIndex;
        return (
          <button
            key={item.value}
            ref={(node) => {
              if (node) pillRefs.current.set(item.value, node);
              else pillRefs.current.delete(item.value);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={styles.pill}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
