import type { GeoPoint } from '@kataar/shared/geo';
import { createPrng } from './prng';

/**
 * The centre of each demo locality, from the map. GeoNames' PIN-code centroids are the mean of a
 * PIN code's post offices and some land kilometres away (or in another district), which would put
 * demo clinics in fields; real approvals still start at the centroid and the owner moves the pin.
 */
const LOCALITY_CENTRES: Record<string, readonly [number, number]> = {
  'Bengaluru|Koramangala': [12.9352, 77.6245],
  'Bengaluru|Indiranagar': [12.9719, 77.6412],
  'Bengaluru|HSR Layout': [12.9116, 77.6389],
  'Bengaluru|Jayanagar': [12.925, 77.5938],
  'Bengaluru|Whitefield': [12.9698, 77.75],
  'Bengaluru|Malleshwaram': [13.0031, 77.5643],
  'Bengaluru|JP Nagar': [12.9063, 77.5857],
  'Mumbai|Bandra West': [19.0596, 72.8295],
  'Mumbai|Andheri East': [19.1136, 72.8697],
  'Mumbai|Andheri West': [19.1364, 72.8296],
  'Mumbai|Powai': [19.1176, 72.906],
  'Mumbai|Dadar West': [19.0178, 72.8424],
  'Mumbai|Malad West': [19.1874, 72.8484],
  'Mumbai|Chembur': [19.0522, 72.9005],
  'Delhi|Saket': [28.5245, 77.2066],
  'Delhi|Lajpat Nagar': [28.5677, 77.2433],
  'Delhi|Connaught Place': [28.6315, 77.2167],
  'Delhi|Dwarka Sector 10': [28.5815, 77.059],
  'Delhi|Rajouri Garden': [28.6415, 77.1209],
  'Delhi|Hauz Khas': [28.5494, 77.2001],
  'Pune|Kothrud': [18.5074, 73.8077],
  'Pune|Baner': [18.559, 73.7868],
  'Pune|Aundh': [18.558, 73.8075],
  'Pune|Viman Nagar': [18.5679, 73.9143],
  'Pune|Koregaon Park': [18.5362, 73.894],
  'Pune|Deccan Gymkhana': [18.5167, 73.8412],
  'Pune|Wakad': [18.5987, 73.7608],
  'Pune|Hadapsar': [18.5089, 73.926],
  'Hyderabad|Banjara Hills': [17.4156, 78.4347],
  'Hyderabad|Jubilee Hills': [17.4326, 78.4071],
  'Hyderabad|Gachibowli': [17.4401, 78.3489],
  'Hyderabad|Madhapur': [17.4483, 78.3915],
  'Hyderabad|Kukatpally': [17.4948, 78.3996],
  'Chennai|T. Nagar': [13.0418, 80.2341],
  'Chennai|Adyar': [13.0012, 80.2565],
  'Chennai|Anna Nagar': [13.085, 80.2101],
  'Chennai|Velachery': [12.9815, 80.218],
  'Chennai|Mylapore': [13.0368, 80.2676],
  'Kolkata|Salt Lake': [22.5867, 88.4171],
  'Kolkata|Park Street': [22.5535, 88.3525],
  'Kolkata|Ballygunge': [22.528, 88.3659],
  'Kolkata|New Town': [22.592, 88.4847],
  'Kolkata|Behala': [22.4986, 88.3185],
  'Jaipur|C-Scheme': [26.9089, 75.801],
  'Jaipur|Malviya Nagar': [26.8549, 75.8243],
  'Jaipur|Vaishali Nagar': [26.9115, 75.7432],
  'Jaipur|Mansarovar': [26.8665, 75.759],
  'Jaipur|Raja Park': [26.8995, 75.829],
  'Ahmedabad|Navrangpura': [23.0365, 72.5611],
  'Ahmedabad|Satellite': [23.03, 72.5176],
  'Ahmedabad|Bodakdev': [23.0395, 72.5066],
  'Ahmedabad|Maninagar': [22.9962, 72.603],
  'Lucknow|Hazratganj': [26.8506, 80.9462],
  'Lucknow|Gomti Nagar': [26.85, 81.0086],
  'Lucknow|Aliganj': [26.8935, 80.9395],
  'Lucknow|Indira Nagar': [26.8785, 80.9987],
};

/** How far from its locality's centre a demo provider may stand. */
const SPREAD_KM = 0.8;

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * A demo provider's position: somewhere within SPREAD_KM of its locality's centre, drawn from its
 * own username so the seed stays the same on every run without shifting the shared generator's
 * other draws. Undefined for a locality not on the list (a new demo city must add its centres).
 */
export function demoPoint(city: string, area: string, username: string): GeoPoint | undefined {
  const centre = LOCALITY_CENTRES[`${city}|${area}`];
  if (!centre) return undefined;
  const prng = createPrng(seedOf(username));
  // Uniform over the disc: the square root spreads points evenly instead of crowding the centre.
  const distanceKm = SPREAD_KM * Math.sqrt(prng.next());
  const bearing = prng.next() * 2 * Math.PI;
  const [lat, lng] = centre;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    lat: round(lat + (distanceKm * Math.cos(bearing)) / 111.2),
    lng: round(lng + (distanceKm * Math.sin(bearing)) / (111.2 * Math.cos((lat * Math.PI) / 180))),
  };
}
