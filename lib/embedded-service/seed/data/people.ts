/** Name and place pools for demo patients. Names follow the labs' rule (ASCII, - . , '). */
export const FIRST_NAMES = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
  "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen",
  "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Betty", "Mark", "Sandra", "Wei", "Ashley",
  "Steven", "Kimberly", "Andrew", "Emily", "Kenji", "Donna", "Joshua", "Michelle", "Kevin", "Carol",
  "Brian", "Amanda", "Jose", "Melissa", "Ravi", "Deborah", "Ahmed", "Stephanie", "Mei", "Rebecca",
  "Mary-Kate", "Jean-Luc", "Ana", "Luis", "Fatima", "Priya", "Olumide", "Siobhan", "DeShawn", "Aaliyah",
];

export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "O'Brien", "O'Connor", "Smith-Jones", "McDonald", "St. James", "Van der Berg", "Okafor", "Patel", "Kim", "Chen",
];

export const STREETS = ["Main St", "Oak Ave", "Maple Dr", "Cedar Ln", "Elm St", "Park Blvd", "Washington Ave", "Lake Rd", "Hillcrest Dr", "Sunset Blvd", "Pine St", "River Rd"];

/** Real cities with one of their ZIP codes, across time zones. */
export const PLACES: { city: string; state: string; zip: string }[] = [
  { city: "New York", state: "NY", zip: "10001" }, { city: "Brooklyn", state: "NY", zip: "11201" },
  { city: "Boston", state: "MA", zip: "02118" }, { city: "Philadelphia", state: "PA", zip: "19103" },
  { city: "Baltimore", state: "MD", zip: "21201" }, { city: "Washington", state: "DC", zip: "20001" },
  { city: "Atlanta", state: "GA", zip: "30303" }, { city: "Miami", state: "FL", zip: "33130" },
  { city: "Orlando", state: "FL", zip: "32801" }, { city: "Charlotte", state: "NC", zip: "28202" },
  { city: "Nashville", state: "TN", zip: "37203" }, { city: "Chicago", state: "IL", zip: "60601" },
  { city: "Springfield", state: "IL", zip: "62701" }, { city: "Detroit", state: "MI", zip: "48226" },
  { city: "Columbus", state: "OH", zip: "43215" }, { city: "Indianapolis", state: "IN", zip: "46204" },
  { city: "Minneapolis", state: "MN", zip: "55401" }, { city: "St. Louis", state: "MO", zip: "63101" },
  { city: "New Orleans", state: "LA", zip: "70112" }, { city: "Houston", state: "TX", zip: "77002" },
  { city: "Dallas", state: "TX", zip: "75201" }, { city: "Austin", state: "TX", zip: "78701" },
  { city: "San Antonio", state: "TX", zip: "78205" }, { city: "Denver", state: "CO", zip: "80202" },
  { city: "Salt Lake City", state: "UT", zip: "84101" }, { city: "Phoenix", state: "AZ", zip: "85004" },
  { city: "Tucson", state: "AZ", zip: "85701" }, { city: "Las Vegas", state: "NV", zip: "89101" },
  { city: "Los Angeles", state: "CA", zip: "90012" }, { city: "San Diego", state: "CA", zip: "92101" },
  { city: "San Francisco", state: "CA", zip: "94103" }, { city: "Oakland", state: "CA", zip: "94612" },
  { city: "Sacramento", state: "CA", zip: "95814" }, { city: "Portland", state: "OR", zip: "97205" },
  { city: "Seattle", state: "WA", zip: "98101" }, { city: "Boise", state: "ID", zip: "83702" },
  { city: "Anchorage", state: "AK", zip: "99501" }, { city: "Honolulu", state: "HI", zip: "96813" },
  { city: "Albuquerque", state: "NM", zip: "87102" }, { city: "Kansas City", state: "MO", zip: "64106" },
];
