import { address as a, type DemoAddress } from '../city-types';

export const houstonAddresses: readonly DemoAddress[] = [
  a('2400 Travis St', 'Midtown', '77006', 29.746, -95.3781),
  a('1215 Caroline St', 'Downtown', '77002', 29.7535, -95.3655),
  a('3120 Emancipation Ave', 'Third Ward', '77004', 29.734, -95.3598),
  a('3600 Scott St', 'Third Ward', '77004', 29.727, -95.356),
  a('3400 Lyons Ave', 'Fifth Ward', '77020', 29.776, -95.337),
  a('6300 Lyons Ave', 'Denver Harbor', '77020', 29.7785, -95.311),
  a('1000 Quitman St', 'Near Northside', '77009', 29.7773, -95.362),
  a('3300 Fulton St', 'Near Northside', '77009', 29.796, -95.36),
  a('2500 Navigation Blvd', 'Second Ward', '77003', 29.7565, -95.3455),
  a('4500 Harrisburg Blvd', 'East End', '77011', 29.748, -95.328),
  a('6900 Harrisburg Blvd', 'Magnolia Park', '77011', 29.7395, -95.303),
  a('5800 Renwick Dr', 'Gulfton', '77081', 29.7205, -95.4855),
  a('8800 Bellaire Blvd', 'Chinatown', '77036', 29.7055, -95.5245),
  a('11800 Bellaire Blvd', 'Alief', '77072', 29.7055, -95.576),
  a('800 W 19th St', 'Heights', '77008', 29.802, -95.401),
  a('1600 Westheimer Rd', 'Montrose', '77006', 29.7433, -95.395),
  a('2000 Edwards St', 'First Ward', '77007', 29.7672, -95.38),
  a('3500 Reed Rd', 'Sunnyside', '77051', 29.6745, -95.36),
  a('1800 W Little York Rd', 'Acres Homes', '77091', 29.866, -95.433),
  a('4800 Lockwood Dr', 'Kashmere Gardens', '77026', 29.8015, -95.3265),
];
