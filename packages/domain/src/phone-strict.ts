import maxMetadata from 'libphonenumber-js/max/metadata';
import { setPhoneMetadata } from './phone.ts';

/**
 * Imported once by the server: from then on `@salon/domain/phone` reads numbers with the full
 * metadata, which knows each country's number ranges (too large for the booking widget).
 */
setPhoneMetadata(maxMetadata);
