/** Real localities of the demo cities, each with its postal pincode, a couple of streets and a landmark. */
export interface DemoLocality {
  area: string;
  pincode: string;
  streets: readonly string[];
  landmark: string;
}

export interface DemoCity {
  name: string;
  state: string;
  localities: readonly DemoLocality[];
}

const l = (area: string, pincode: string, streets: string[], landmark: string): DemoLocality => ({
  area,
  pincode,
  streets,
  landmark,
});

export const DEMO_CITIES = {
  bengaluru: {
    name: 'Bengaluru',
    state: 'Karnataka',
    localities: [
      l('Koramangala', '560034', ['80 Feet Road, 4th Block', '5th Main Road, 6th Block'], 'Sony World Junction'),
      l(
        'Indiranagar',
        '560038',
        ['100 Feet Road, HAL 2nd Stage', '12th Main Road, HAL 2nd Stage'],
        'Indiranagar Metro Station',
      ),
      l('HSR Layout', '560102', ['27th Main Road, Sector 1', '14th Main Road, Sector 7'], 'BDA Complex'),
      l(
        'Jayanagar',
        '560011',
        ['11th Main Road, 4th Block', '30th Cross Road, 4th Block'],
        'Jayanagar Shopping Complex',
      ),
      l('Whitefield', '560066', ['ITPL Main Road', 'Whitefield Main Road'], 'Phoenix Marketcity'),
      l('Malleshwaram', '560003', ['Sampige Road', '8th Cross Road'], 'Mantri Square Mall'),
      l('JP Nagar', '560078', ['24th Main Road, 6th Phase', '15th Cross Road, 6th Phase'], 'Sarakki Signal'),
    ],
  },
  mumbai: {
    name: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      l('Bandra West', '400050', ['Hill Road', 'Linking Road'], 'Bandra Station'),
      l('Andheri East', '400069', ['Mahakali Caves Road', 'Sir M. V. Road'], 'Andheri Station (East)'),
      l('Andheri West', '400058', ['J. P. Road', 'S. V. Road'], 'D. N. Nagar Metro Station'),
      l(
        'Powai',
        '400076',
        ['Central Avenue, Hiranandani Gardens', 'Orchard Avenue, Hiranandani Gardens'],
        'Galleria Mall',
      ),
      l('Dadar West', '400028', ['Gokhale Road', 'Ranade Road'], 'Shivaji Park'),
      l('Malad West', '400064', ['S. V. Road', 'Marve Road'], 'Infiniti Mall'),
      l('Chembur', '400071', ['Central Avenue Road', 'Sion-Trombay Road'], 'Diamond Garden'),
    ],
  },
  delhi: {
    name: 'Delhi',
    state: 'Delhi',
    localities: [
      l('Saket', '110017', ['Press Enclave Marg', 'District Centre, Sector 6'], 'Select Citywalk'),
      l(
        'Lajpat Nagar',
        '110024',
        ['Ring Road, Lajpat Nagar II', 'Central Market, Lajpat Nagar II'],
        'Lajpat Nagar Metro Station',
      ),
      l('Connaught Place', '110001', ['Inner Circle', 'Barakhamba Road'], 'Rajiv Chowk Metro Station'),
      l('Dwarka Sector 10', '110075', ['Pocket 2, Sector 10', 'Sector 10 Market'], 'Dwarka Sector 10 Metro Station'),
      l('Rajouri Garden', '110027', ['Main Market Road', 'J Block Market'], 'Rajouri Garden Metro Station'),
      l('Hauz Khas', '110016', ['Aurobindo Marg', 'Hauz Khas Village Road'], 'Green Park Metro Station'),
    ],
  },
  pune: {
    name: 'Pune',
    state: 'Maharashtra',
    localities: [
      l('Kothrud', '411038', ['Karve Road', 'Paud Road'], 'Vanaz Metro Station'),
      l('Baner', '411045', ['Baner Road', 'Baner-Pashan Link Road'], 'Balewadi High Street'),
      l('Aundh', '411007', ['ITI Road', 'D. P. Road'], 'Westend Mall'),
      l('Viman Nagar', '411014', ['Viman Nagar Road', 'Datta Mandir Road'], 'Phoenix Marketcity'),
      l('Koregaon Park', '411001', ['North Main Road', 'Lane 5, North Main Road'], 'Koregaon Park Plaza'),
      l('Deccan Gymkhana', '411004', ['F. C. Road', 'J. M. Road'], 'Goodluck Chowk'),
      l('Wakad', '411057', ['Wakad Road', 'Dange Chowk Road'], 'Bhumkar Chowk'),
      l('Hadapsar', '411028', ['Solapur Road', 'Magarpatta Road'], 'Magarpatta City'),
    ],
  },
  hyderabad: {
    name: 'Hyderabad',
    state: 'Telangana',
    localities: [
      l('Banjara Hills', '500034', ['Road No. 12', 'Road No. 1'], 'GVK One Mall'),
      l('Jubilee Hills', '500033', ['Road No. 36', 'Road No. 45'], 'Jubilee Hills Checkpost'),
      l('Gachibowli', '500032', ['Old Mumbai Highway', 'Gachibowli Main Road'], 'DLF Cyber City'),
      l('Madhapur', '500081', ['Hitech City Road', 'Ayyappa Society Main Road'], 'Inorbit Mall'),
      l('Kukatpally', '500072', ['KPHB Road No. 1', 'Kukatpally Main Road'], 'JNTU Metro Station'),
    ],
  },
  chennai: {
    name: 'Chennai',
    state: 'Tamil Nadu',
    localities: [
      l('T. Nagar', '600017', ['North Usman Road', 'Thyagaraya Road'], 'Pondy Bazaar'),
      l('Adyar', '600020', ['Lattice Bridge Road', '2nd Main Road, Gandhi Nagar'], 'Adyar Depot'),
      l('Anna Nagar', '600040', ['2nd Avenue', 'Shanthi Colony Main Road'], 'Anna Nagar Tower Park'),
      l('Velachery', '600042', ['Velachery Main Road', '100 Feet Bypass Road'], 'Phoenix Marketcity'),
      l('Mylapore', '600004', ['Luz Church Road', 'R. K. Mutt Road'], 'Kapaleeshwarar Temple'),
    ],
  },
  kolkata: {
    name: 'Kolkata',
    state: 'West Bengal',
    localities: [
      l('Salt Lake', '700091', ['DN Block, Sector V', 'EP Block, Sector V'], 'College More'),
      l('Park Street', '700016', ['Park Street', 'Free School Street'], 'Park Street Metro Station'),
      l('Ballygunge', '700019', ['Gariahat Road', 'Ballygunge Circular Road'], 'Ballygunge Phari'),
      l('New Town', '700156', ['Action Area I', 'Major Arterial Road'], 'Eco Park Gate 1'),
      l('Behala', '700034', ['Diamond Harbour Road', 'James Long Sarani'], 'Behala Tram Depot'),
    ],
  },
  jaipur: {
    name: 'Jaipur',
    state: 'Rajasthan',
    localities: [
      l('C-Scheme', '302001', ['Prithviraj Road', 'Ashok Marg'], 'Statue Circle'),
      l('Malviya Nagar', '302017', ['Sector 7', 'J. L. N. Marg'], 'Gaurav Tower'),
      l('Vaishali Nagar', '302021', ['Amrapali Marg', 'Queens Road'], 'Amrapali Circle'),
      l('Mansarovar', '302020', ['Madhyam Marg', 'Shipra Path'], 'Mansarovar Metro Station'),
      l('Raja Park', '302004', ['Govind Marg', 'Gurudwara Road'], 'Raja Park Gurudwara'),
    ],
  },
  ahmedabad: {
    name: 'Ahmedabad',
    state: 'Gujarat',
    localities: [
      l('Navrangpura', '380009', ['C. G. Road', 'Swastik Char Rasta'], 'Municipal Market'),
      l('Satellite', '380015', ['Jodhpur Char Rasta', 'Ramdev Nagar Road'], 'Shivranjani Cross Roads'),
      l('Bodakdev', '380054', ['Judges Bungalow Road', 'Sindhu Bhavan Road'], 'Sindhu Bhavan Marg'),
      l('Maninagar', '380008', ['Jawahar Chowk Road', 'Rambaug Road'], 'Kankaria Lake'),
    ],
  },
  lucknow: {
    name: 'Lucknow',
    state: 'Uttar Pradesh',
    localities: [
      l('Hazratganj', '226001', ['Mahatma Gandhi Marg', 'Ashok Marg'], 'Hazratganj Metro Station'),
      l('Gomti Nagar', '226010', ['Vibhuti Khand', 'Vipul Khand'], 'Patrakarpuram Chauraha'),
      l('Aliganj', '226024', ['Kapoorthala Road', 'Sector B'], 'Kapoorthala Chauraha'),
      l('Indira Nagar', '226016', ['Munshi Pulia Road', 'Sector 14'], 'Munshi Pulia'),
    ],
  },
} as const satisfies Record<string, DemoCity>;

export type DemoCityKey = keyof typeof DEMO_CITIES;
