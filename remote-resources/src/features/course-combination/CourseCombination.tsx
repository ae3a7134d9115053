import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function CourseCombination() {
  return <ResourcePage title="Course Combinations" intro="Select an option from the left to view details" />;
}
