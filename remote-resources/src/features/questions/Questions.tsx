import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function Questions() {
  return <ResourcePage title="Previous Year Questions" intro="Quiz, mid-term and final papers from earlier semesters." />;
}
