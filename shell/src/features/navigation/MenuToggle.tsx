import styles from './NavBar.module.css';

interface Props {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** The small-screen menu button: a real button, announced as expanded or collapsed. */
export function MenuToggle({ open, controls, onToggle }: Props) {
  return (
    <button type="button" className={styles.menuToggle} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      <span className={styles.visuallyHidden}>{open ? 'Close menu' : 'Open menu'}</span>
    </button>
  );
}
