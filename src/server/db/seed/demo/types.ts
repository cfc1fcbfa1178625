import type { Category, ServiceType, StaticPageCode } from '@shared/domain/enums';
import type { ScheduleEntry } from '@shared/schedule/types';

/** One demo listing; the seeder adds id, time zone, search text, sync cursor and timestamps. */
export interface DemoService {
  name: string;
  serviceSummary: string;
  serviceSummaryEs: string;
  description: string;
  descriptionEs: string;
  type: ServiceType[];
  category: Category[];
  age?: string;
  ageEs?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  phone?: string;
  contactEmail?: string;
  website?: string;
  facebook?: string;
  twitter?: string;
  instagram?: string;
  youtube?: string;
  isApproved: boolean;
  isCriticalHeader?: boolean;
  criticalDescription?: string;
  criticalDescriptionEs?: string;
  isCriticalNeverExpire?: boolean;
  /** Hours from the seeding moment; negative = already expired. */
  criticalExpiresInHours?: number;
  likes: number;
  availableBeds?: number;
  totalBeds?: number;
  /** Minutes before the seeding moment when the bed count was observed. */
  bedsObservedMinutesAgo?: number;
  isLowBarrier?: boolean;
  isAllowedPet?: boolean;
  isContact?: boolean;
  /** The original clients show their flag (report) button only on these (docs/api.md "The original ShelterApp clients"). */
  isShowFlag: boolean;
  schedules: ScheduleEntry[];
  closeSchedules: ScheduleEntry[];
}

export interface DemoCrisisLine {
  name: string;
  description: string;
  descriptionEs: string;
  area: string;
  hours: string;
  hoursEs: string;
  phone: string;
  text?: string;
  chatWebLink?: string;
  website?: string;
  ranking: number;
}

export interface DemoStaticPage {
  code: StaticPageCode;
  name: string;
  nameEs: string;
  content: string;
  contentEs: string;
}

export interface DemoFaq {
  question: string;
  questionEs: string;
  answer: string;
  answerEs: string;
  keywords: string[];
}
