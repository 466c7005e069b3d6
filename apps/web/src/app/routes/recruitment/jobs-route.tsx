import { JobList } from '../../../features/recruitment/components/job-list';

export default function JobsRoute() {
  return <JobList />;
}
