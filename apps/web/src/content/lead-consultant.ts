/** The lead consultant's profile at /about-{first name}; the name and title come from config/site.ts. */
export const leadConsultantProfile = {
  bio: [
    'Daniel Hayes has spent more than twenty years leading the IT projects other firms walk away from. He started his career as a systems engineer at a Texas hospital network, moved into project management when a patient-records upgrade needed someone to hold it together, and never looked back.',
    'Before founding Keel Consulting in 2004, he managed enterprise programs for a national retailer and a Fortune 500 insurer, from data-center moves to multi-year ERP rollouts. Since then he has personally led or overseen more than 450 projects in healthcare, finance, retail, manufacturing, education and government.',
    'Daniel still leads engagements himself. Clients know him for calm steering meetings, one-page status reports and a habit of writing the risk nobody wants to say out loud at the top of the list.',
  ],
  quote: 'A project plan is a promise. My job is to make sure it is one we can keep, and to say so early when it is not.',
  highlights: [
    'Led the recovery of a nine-clinic healthcare ERP program to go-live in four months',
    'Directed a 140-store point-of-sale rollout with no late store openings',
    'Built and ran project management offices for three mid-size enterprises',
    'Coached more than 200 project managers, many now leading programs of their own',
  ],
  certifications: [
    'Project Management Professional (PMP)',
    'PMI Agile Certified Practitioner (PMI-ACP)',
    'PRINCE2 Practitioner',
    'Certified ScrumMaster (CSM)',
    'ITIL 4 Foundation',
  ],
  expertise: ['Program recovery', 'Enterprise ERP and CRM', 'PMO design', 'Agile at scale', 'Vendor management', 'Executive reporting'],
  education: 'B.S. Computer Science, The University of Texas at Austin',
} as const;
