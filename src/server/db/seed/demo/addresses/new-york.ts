import { address as a, type DemoAddress } from '../city-types';

// Manhattan only, so every listing's postal city is 'New York'.
export const newYorkAddresses: readonly DemoAddress[] = [
  a('170 E 116th St', 'East Harlem', '10029', 40.7984, -73.9413),
  a('2150 Third Ave', 'East Harlem', '10035', 40.7986, -73.939),
  a('1650 Lexington Ave', 'East Harlem', '10029', 40.791, -73.9462),
  a('215 W 125th St', 'Harlem', '10027', 40.8095, -73.9494),
  a('310 Lenox Ave', 'Harlem', '10027', 40.8077, -73.9448),
  a('2350 Adam Clayton Powell Jr Blvd', 'Central Harlem', '10030', 40.817, -73.942),
  a('1800 Amsterdam Ave', 'Hamilton Heights', '10031', 40.8267, -73.944),
  a('560 W 181st St', 'Washington Heights', '10033', 40.8495, -73.9333),
  a('4300 Broadway', 'Washington Heights', '10033', 40.852, -73.9365),
  a('4900 Broadway', 'Inwood', '10034', 40.867, -73.9215),
  a('200 W 97th St', 'Manhattan Valley', '10025', 40.794, -73.9703),
  a('2800 Broadway', 'Morningside Heights', '10025', 40.802, -73.9667),
  a('350 W 42nd St', "Hell's Kitchen", '10036', 40.758, -73.992),
  a('630 Ninth Ave', "Hell's Kitchen", '10036', 40.76, -73.992),
  a('250 W 26th St', 'Chelsea', '10001', 40.7463, -73.995),
  a('45 W 33rd St', 'Midtown South', '10001', 40.7486, -73.987),
  a('212 E 23rd St', 'Kips Bay', '10010', 40.7385, -73.9812),
  a('300 E 3rd St', 'East Village', '10009', 40.7222, -73.981),
  a('140 Avenue D', 'Alphabet City', '10009', 40.725, -73.976),
  a('140 Essex St', 'Lower East Side', '10002', 40.721, -73.9868),
  a('120 Madison St', 'Two Bridges', '10002', 40.7123, -73.9934),
  a('48 Mott St', 'Chinatown', '10013', 40.7147, -73.9982),
];
