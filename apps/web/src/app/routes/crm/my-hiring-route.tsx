import { MyHiringPage } from '../../../features/recruitment/components/my-hiring-page';

/** /crm/my-hiring: the jobs the signed-in member hires for (decision 0081). */
export default function MyHiringRoute() {
  return <MyHiringPage />;
}
