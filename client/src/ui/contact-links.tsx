// Contacts as links that dial or write to them (tables of people, faculty cards).

/** A phone number as a link that dials it (anything but digits and + left out of the address). */
export function PhoneLink({ number }: { number: string | null | undefined }) {
  return number ? <a href={`tel:${number.replace(/[^\d+]/g, "")}`}>{number}</a> : null;
}

/** An e-mail address as a link that writes to it. */
export function EmailLink({ address }: { address: string | null | undefined }) {
  return address ? <a href={`mailto:${address}`}>{address}</a> : null;
}
