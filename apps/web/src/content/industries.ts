import { Factory, HeartPulse, Landmark, School, ShoppingBag, Banknote, type LucideIcon } from 'lucide-react';

export interface Industry {
  /** The anchor of the industry's card on /industries. */
  id: 'retail' | 'finance' | 'healthcare' | 'manufacturing' | 'education' | 'public-sector';
  name: string;
  icon: LucideIcon;
  summary: string;
  work: readonly string[];
  proof: string;
}

/** The six industries of /industries (docs/product/public-site.md#public-pages). */
export const industries: readonly Industry[] = [
  {
    id: 'retail',
    name: 'Retail',
    icon: ShoppingBag,
    summary: 'Store systems, e-commerce and supply-chain projects that cannot interrupt trading, planned around your busiest weeks.',
    work: ['Point-of-sale and store system rollouts', 'E-commerce replatforming', 'Inventory and order management integration'],
    proof: '140 stores upgraded during peak season without a late opening.',
  },
  {
    id: 'finance',
    name: 'Finance',
    icon: Banknote,
    summary: 'Banking, lending and insurance programs delivered with the controls, audit trails and security reviews regulators expect.',
    work: ['Core and digital banking modernization', 'Regulatory reporting and compliance deadlines', 'Secure cloud adoption'],
    proof: 'Release cadence moved from quarterly to every two weeks, audit-ready.',
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    icon: HeartPulse,
    summary: 'EHR, revenue-cycle and patient-facing systems implemented with clinicians at the table and patient data protected.',
    work: ['EHR and practice-management implementations', 'HIPAA-aware integrations and data migrations', 'Telehealth and patient portals'],
    proof: 'ERP live across nine clinics after two failed attempts by others.',
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    icon: Factory,
    summary: 'ERP, MES and plant-floor integration projects that respect production schedules and safety first.',
    work: ['ERP and MES implementations', 'Shop-floor data collection and IoT', 'Supplier portal and EDI integration'],
    proof: 'Plant cutover completed over a single weekend with zero lost shifts.',
  },
  {
    id: 'education',
    name: 'Education',
    icon: School,
    summary: 'Student information systems, learning platforms and campus infrastructure delivered around the academic calendar.',
    work: ['Student information system migrations', 'Learning management platforms', 'Campus network and identity projects'],
    proof: 'New SIS ready for 18,000 students before fall registration opened.',
  },
  {
    id: 'public-sector',
    name: 'Public Sector',
    icon: Landmark,
    summary: 'Citizen services and back-office modernization with transparent governance and procurement-ready documentation.',
    work: ['Permitting and case-management systems', 'Legacy application modernization', 'Accessibility and security compliance'],
    proof: 'County permitting moved online, cutting approval time by 60%.',
  },
];
