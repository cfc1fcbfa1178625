import { address as a, type DemoAddress } from '../city-types';

// City of Miami only (not Miami Beach, Hialeah or Coral Gables), all west of Biscayne Bay.
export const miamiAddresses: readonly DemoAddress[] = [
  a('1501 SW 8th St', 'Little Havana', '33135', 25.7655, -80.2177),
  a('800 SW 12th Ave', 'Little Havana', '33130', 25.766, -80.213),
  a('1700 NW 7th St', 'Little Havana', '33125', 25.7812, -80.2235),
  a('450 SW 8th Ave', 'East Little Havana', '33130', 25.77, -80.206),
  a('1800 NW 20th St', 'Allapattah', '33142', 25.7939, -80.224),
  a('3000 NW 17th Ave', 'Allapattah', '33142', 25.8037, -80.225),
  a('5900 NW 15th Ave', 'Liberty City', '33142', 25.829, -80.218),
  a('1400 NW 54th St', 'Model City', '33142', 25.824, -80.2165),
  a('180 NE 54th St', 'Little Haiti', '33137', 25.824, -80.192),
  a('600 NW 71st St', 'Little Haiti', '33150', 25.84, -80.2035),
  a('7900 NE 2nd Ave', 'Little River', '33138', 25.847, -80.1905),
  a('1000 NW 3rd Ave', 'Overtown', '33136', 25.7838, -80.1985),
  a('1490 NW 3rd Ave', 'Overtown', '33136', 25.7885, -80.1985),
  a('2500 NW 2nd Ave', 'Wynwood', '33127', 25.7987, -80.1968),
  a('300 NW 36th St', 'Buena Vista', '33127', 25.8095, -80.197),
  a('3000 Biscayne Blvd', 'Edgewater', '33137', 25.8046, -80.1897),
  a('6500 Biscayne Blvd', 'Upper East Side', '33138', 25.836, -80.185),
  a('150 NE 2nd St', 'Downtown', '33132', 25.7765, -80.191),
  a('3300 Grand Ave', 'West Grove', '33133', 25.7275, -80.242),
  a('2100 SW 16th St', 'Shenandoah', '33145', 25.7585, -80.2275),
  a('2500 SW 22nd St', 'Coral Way', '33145', 25.751, -80.236),
];
