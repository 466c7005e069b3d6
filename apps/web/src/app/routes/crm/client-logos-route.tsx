import { LogoManagerPage } from '../../../features/client-logos/components/logo-manager-page';

export default function ClientLogosRoute() {
  return <LogoManagerPage />;
}
