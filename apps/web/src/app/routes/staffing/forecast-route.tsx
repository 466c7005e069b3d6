import { useAuth } from '../../../features/auth/auth-context';
import { CapacityForecastPage } from '../../../features/staffing/components/capacity-forecast-page';

/** /crm/staffing-forecast (decision 0098): any signed-in member; the server leaves out what a role may not see. */
export default function ForecastRoute() {
  const { isAdmin } = useAuth();
  return <CapacityForecastPage isAdmin={isAdmin} />;
}
