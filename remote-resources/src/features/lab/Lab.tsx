import { Accordion, DataTable, type AccordionItem, type DataTableColumn } from '@studyhub/shared-ui';
import { groupExplanation, groupLabel, LAB_GROUPS, LAB_ROOMS, type LabTutor } from '../../data/lab-tutors.ts';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import styles from '../../common/resources.module.css';

/** Tutoring hours and place (docs/product.md#lab-tas). */
export const TUTORING_HOURS = 'Saturday to Thursday 8:00 AM-5:00 PM offline, 8:00 PM-11:00 PM online';
export const TUTORING_BUILDING = 'Building 12B';

/** An address that wraps before its "@" rather than a few letters from the end. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  return at < 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const COLUMNS: DataTableColumn<LabTutor>[] = [
  { key: 'initial', header: 'Initial', cell: (tutor) => tutor.initial, rowHeader: true },
  { key: 'sections', header: 'Sections', cell: (tutor) => tutor.sections },
  { key: 'name', header: 'Name', cell: (tutor) => tutor.name },
  { key: 'room', header: 'Room', cell: (tutor) => tutor.room },
  { key: 'email', header: 'Email', cell: (tutor) => <a href={`mailto:${tutor.email}`}>{breakableEmail(tutor.email)}</a> },
];

const ITEMS: AccordionItem[] = LAB_GROUPS.map((group) => {
  const label = groupLabel(group.key);
  const explanation = groupExplanation(group.key);
  return {
    id: group.key,
    title: `${label} (${group.tutors.length} ${group.tutors.length === 1 ? 'tutor' : 'tutors'})`,
    content: (
      <>
        {explanation && <p className={styles.muted}>{explanation}</p>}
        <DataTable caption={`Tutors: ${label}`} captionHidden columns={COLUMNS} rows={group.tutors} rowKey={(tutor) => tutor.initial} />
      </>
    ),
  };
});

export default function Lab() {
  return (
    <ResourcePage
      title="Lab TAs"
      intro={
        <>
          <p>Student tutors help in the programming and hardware labs. Drop in during tutoring hours or write to a tutor of your course.</p>
          <ul className={styles.facts}>
            <li>
              Tutoring hours: <strong>{TUTORING_HOURS}</strong>
            </li>
            <li>
              Sessions in {TUTORING_BUILDING}, rooms {LAB_ROOMS.join(' and ')}
            </li>
          </ul>
        </>
      }
    >
      <Accordion items={ITEMS} headingLevel={2} />
    </ResourcePage>
  );
}
