import { FullScreenLoader } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { WorkspaceLayout } from '../workspace/workspace-layout';
import { SiteLayout } from './site-layout';

/**
 * The frame of the New Inquiry form and its success page (decision 0025): signed-in staff stay
 * in the workspace (sidebar, top bar; 'Add New Contact' opens the form there), anonymous visitors
 * get the public site's header and footer. While the session loads, the full-screen loader (docs/product/public-site.md#unknown-paths-and-loading).
 */
export function InquiryFrame() {
  const { user, loading } = useAuth();
  if (loading) return <FullScreenLoader label="Loading Application..." />;
  return user ? <WorkspaceLayout /> : <SiteLayout />;
}
