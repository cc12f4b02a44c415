import { NEAR_LIMITS } from './geo';

/** The words of near me: the API's field errors and the location popup's and My profile's states. */
export const GEO_MESSAGES = {
  latitudeInvalid: 'Latitude must be a number between 6 and 37.5 (inside India).',
  longitudeInvalid: 'Longitude must be a number between 68 and 97.5 (inside India).',
  pointIncomplete: 'Send both coordinates (latitude and longitude), or neither.',
  radiusInvalid: `Radius must be a number of kilometres between 0.1 and ${NEAR_LIMITS.maxRadiusKm}.`,
  limitInvalid: `Limit must be a whole number between 1 and ${NEAR_LIMITS.maxLimit}.`,
  useMyLocation: 'Use my current location',
  locating: 'Finding your location…',
  locationDenied:
    'Location permission was refused. Allow location for this site in your browser settings, or pick your city below.',
  locationUnavailable:
    'Your location could not be found. Try again outdoors, enter a PIN code, or pick your city below.',
  locationUnsupported: 'This browser cannot share your location. Enter a PIN code or pick your city below.',
  noCityNearby: 'No listed city is near that point yet. Pick your city below.',
  enterPincode: 'Enter PIN code',
  pincodeNoPosition: 'That PIN code has no known position. Pick your city below.',
  useDeviceLocation: "Use this device's location",
  deviceLocationDenied:
    'Location permission was refused. Allow location for this site in your browser settings, or drag the pin.',
  deviceLocationUnavailable: "This device's location could not be found. Drag the pin onto your entrance instead.",
  locationSaved: 'Location saved',
  locationSaveFailed: 'Failed to save location',
} as const;
