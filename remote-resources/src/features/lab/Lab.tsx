import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function Lab() {
  return <ResourcePage title="Lab TAs" intro="Student tutors who help in the labs, with their hours and contacts." />;
}
