import { useState } from 'react';
import { COMBINATIONS, type CombinationOption } from '../../data/combinations.ts';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import styles from '../../common/resources.module.css';
import { CombinationDiagram } from './CombinationDiagram.tsx';

export const DEFAULT_TEXT = 'Select an option from the left to view details';

export default function CourseCombination() {
  const [selected, setSelected] = useState<CombinationOption['id'] | null>(null);
  const option = COMBINATIONS.find((candidate) => candidate.id === selected);
  return (
    <ResourcePage title="Course Combinations" intro="Sample course plans for the CS and CSE programmes, stage by stage.">
      <div className={styles.split}>
        <div className={styles.options} role="group" aria-label="Combination options">
          {COMBINATIONS.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className={styles.optionButton}
              aria-pressed={candidate.id === selected}
              onClick={() => setSelected((current) => (current === candidate.id ? null : candidate.id))}
            >
              {candidate.name}
            </button>
          ))}
        </div>
        <div>
          {/* The plan itself is too long to read out on every choice: the choice is announced instead. */}
          <p className={styles.visuallyHidden} aria-live="polite">
            {option ? `Showing the ${option.name} course plan` : ''}
          </p>
          {option ? <CombinationDiagram option={option} /> : <p className={styles.muted}>{DEFAULT_TEXT}</p>}
        </div>
      </div>
    </ResourcePage>
  );
}
