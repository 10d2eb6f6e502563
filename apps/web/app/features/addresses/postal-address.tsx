type Postal = {
  firstname: string;
  lastname: string;
  street1: string;
  street2?: string | null;
  city: string;
  region_code: string;
  postcode: string;
};

/** An address as a parcel label reads: name, street, city line (an order's shipping address, the quiz's). */
export function PostalAddress({ address, className }: { address: Postal; className: string }) {
  return (
    <address className={className}>
      {address.firstname} {address.lastname}
      <br />
      {address.street1}
      {address.street2 ? `, ${address.street2}` : ''}
      <br />
      {address.city}, {address.region_code} {address.postcode}
    </address>
  );
}
