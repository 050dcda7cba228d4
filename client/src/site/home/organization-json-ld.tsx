import { serializeForHtml } from "../../ssr/page-data.js";

// The college described for search engines and other tools (schema.org, as JSON-LD) on the home
// page, from the site settings. A JSON-LD block is data, not a script, so the CSP allows it;
// serializeForHtml keeps a "</script>" in a setting from ending the block early.

export interface OrganizationFacts {
  instituteName?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  establishedYear?: number | null;
  siteUrl?: string | null;
  sameAs: readonly (string | null | undefined)[];
}

/** The schema.org description of the college; empty settings are left out. */
export function organizationJsonLd(facts: OrganizationFacts): Record<string, unknown> {
  const present = (value: unknown) => value !== null && value !== undefined && value !== "";
  const description: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": ["CollegeOrUniversity", "EducationalOrganization"],
    name: facts.instituteName,
    url: facts.siteUrl,
    address: present(facts.address) ? { "@type": "PostalAddress", streetAddress: facts.address, addressCountry: "IN" } : undefined,
    telephone: facts.phone,
    email: facts.email,
    foundingDate: present(facts.establishedYear) ? String(facts.establishedYear) : undefined,
    sameAs: facts.sameAs.filter(present),
  };
  if ((description.sameAs as unknown[]).length === 0) delete description.sameAs;
  return Object.fromEntries(Object.entries(description).filter(([, value]) => present(value)));
}

export function OrganizationJsonLd({ facts }: { facts: OrganizationFacts }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForHtml(organizationJsonLd(facts)) }} />;
}
