import type { DemoCityKey } from './demo-cities';
import type { Prng } from './prng';

export type Gender = 'male' | 'female';

export interface PersonName {
  first: string;
  last: string;
  gender: Gender;
}

type Region = 'north' | 'south' | 'west' | 'east';

const words = (list: string): readonly string[] => list.split(' ');

const REGION_OF_CITY: Record<DemoCityKey, Region> = {
  bengaluru: 'south',
  chennai: 'south',
  hyderabad: 'south',
  mumbai: 'west',
  pune: 'west',
  ahmedabad: 'west',
  delhi: 'north',
  jaipur: 'north',
  lucknow: 'north',
  kolkata: 'east',
};

const FIRST_NAMES: Record<Region, Record<Gender, readonly string[]>> = {
  north: {
    male: words('Rahul Amit Rohit Vikas Ankit Saurabh Karan Aditya Manish Arjun Deepak Varun Yash Harsh'),
    female: words('Priya Neha Pooja Anjali Ritu Shweta Kavya Aarti Simran Nidhi Tanvi Megha Isha Sakshi'),
  },
  south: {
    male: words('Arun Karthik Suresh Pradeep Vignesh Naveen Rakesh Srinivas Harish Ajay Venkat Sandeep Kiran Rohan'),
    female: words(
      'Meera Lakshmi Divya Swathi Anusha Keerthi Deepa Sneha Pavithra Shruti Nandini Harini Ramya Aishwarya',
    ),
  },
  west: {
    male: words('Omkar Nikhil Sagar Tushar Chirag Parth Aniket Sanket Hemant Kunal Mihir Prasad Siddharth Ishaan'),
    female: words('Sayali Rutuja Mrunal Aditi Gauri Janhavi Komal Riddhi Hetal Pallavi Snehal Shraddha Ira Ananya'),
  },
  east: {
    male: words('Arnab Sourav Debashish Abhijit Anirban Subhajit Rajat Indranil Sayan Pritam Tanmoy Aritra'),
    female: words('Ishita Moumita Sreya Payel Rituparna Tanushree Debolina Ankita Sohini Madhurima Poulami Rimjhim'),
  },
};

const SURNAMES: Record<DemoCityKey, readonly string[]> = {
  bengaluru: words('Rao Hegde Shetty Gowda Kulkarni Iyer Nair Bhat Menon Prasad Murthy Kamath'),
  chennai: words('Iyer Krishnan Subramanian Raman Natarajan Venkatesan Srinivasan Pillai Rajan Sundaram'),
  hyderabad: words('Reddy Rao Naidu Varma Chowdary Goud Siddiqui Khan Sastry Yadav'),
  mumbai: words('Mehta Shah Kapoor Desai Joshi Fernandes Pereira Sawant Kamat Malhotra Chheda'),
  pune: words('Deshpande Kulkarni Joshi Patil Shinde Gokhale Jadhav Pawar Apte Bhide Sathe'),
  ahmedabad: words('Patel Shah Mehta Desai Trivedi Parikh Vyas Bhatt Chauhan'),
  delhi: words('Sharma Verma Gupta Malhotra Khanna Arora Sethi Chopra Bansal Kohli'),
  jaipur: words('Sharma Agarwal Rathore Shekhawat Jain Khandelwal Saini Meena Choudhary'),
  lucknow: words('Srivastava Mishra Tiwari Saxena Shukla Tripathi Awasthi Rizvi Nigam'),
  kolkata: words('Banerjee Chatterjee Mukherjee Ghosh Bose Sen Das Dutta Sarkar Roy'),
};

/** A name that sounds like someone from the given city. */
export function personFrom(prng: Prng, city: DemoCityKey, gender?: Gender): PersonName {
  const chosenGender = gender ?? (prng.chance(0.5) ? 'female' : 'male');
  const region = REGION_OF_CITY[city];
  return {
    first: prng.pick(FIRST_NAMES[region][chosenGender]),
    last: prng.pick(SURNAMES[city]),
    gender: chosenGender,
  };
}

export const fullName = (person: PersonName): string => `${person.first} ${person.last}`;
