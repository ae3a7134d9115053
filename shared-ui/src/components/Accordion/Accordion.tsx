import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Open at first (uncontrolled). */
  defaultOpenIds?: readonly string[];
  /** Open now (controlled); pair with onOpenChange. */
  openIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  /** The level of the heading that wraps each toggle, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** WAI-ARIA accordion: each header is a button in a heading; several sections can be open at once. */
export function Accordion({ items, defaultOpenIds = [], openIds, onOpenChange, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpenIds);
  const open = openIds ?? ownOpen;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = open.includes(id) ? open.filter((openId) => openId !== id) : [...open, id];
    if (openIds === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button type="button" id={buttonId} className={styles.trigger} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon />
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
