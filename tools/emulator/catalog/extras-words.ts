/**
 * Fixed material for the catalogue extras (podcasts, fitness, books, TV, live radio): fictional
 * names only, so generated titles read like a real catalogue without naming real works.
 */

/** The provider's music genre ids (as its API numbers them); 34 is the "Music" root. */
export const MUSIC_GENRE_IDS: Readonly<Record<string, string>> = {
  Music: '34',
  Pop: '14',
  Rock: '21',
  'Hip-Hop/Rap': '18',
  Electronic: '7',
  Jazz: '11',
  Classical: '5',
  'R&B/Soul': '15',
  'K-Pop': '51',
  Country: '6',
  MPB: '1220',
};

export const TV_GENRES: readonly (readonly [id: string, name: string])[] = [
  ['4000', 'Comedy'],
  ['4001', 'Drama'],
  ['4002', 'Documentary'],
  ['4003', 'Thriller'],
];

export const LIVE_STATIONS: readonly (readonly [name: string, description: string])[] = [
  ['Example Music 1', 'The home of today’s music, live around the clock.'],
  ['Example Music Hits', 'Songs you know and love, live from the studio.'],
];

/** The live station whose stream is encrypted (issue 20: live radio licensed through 001 §7's live body). */
export const ENCRYPTED_LIVE_STATION: readonly [name: string, description: string] = ['Example Music Protected', 'Live around the clock, protected by the licence server.'];

export interface PodcastPlan {
  readonly name: string;
  readonly host: string;
  readonly genre: string;
  readonly episodes: number;
}

/** 1,060 episodes in all: enough for a 1,000-id lookup (002 §9 chunking) of distinct episodes. */
export const PODCASTS: readonly PodcastPlan[] = [
  { name: 'The Morning Signal', host: 'Harbour Light Audio', genre: 'News', episodes: 260 },
  { name: 'Long Story, Short Road', host: 'Mia Lindqvist', genre: 'Society & Culture', episodes: 180 },
  { name: 'Circuit Breakers', host: 'Theo Nakamura', genre: 'Technology', episodes: 120 },
  { name: 'Old Maps', host: 'Ruby Ellis', genre: 'History', episodes: 100 },
  { name: 'Laugh Track Radio', host: 'Eli Brooks', genre: 'Comedy', episodes: 90 },
  { name: 'Cold Files', host: 'Priya Raman', genre: 'True Crime', episodes: 80 },
  { name: 'Liner Notes', host: 'Example Music', genre: 'Music', episodes: 80 },
  { name: 'Small Wonders', host: 'Lucas Almeida', genre: 'Science', episodes: 60 },
  { name: 'The Quiet Hour', host: 'Chloé Martin', genre: 'Health & Fitness', episodes: 50 },
  { name: 'Kitchen Table Money', host: 'Oskar Brandt', genre: 'Business', episodes: 40 },
];

export const EPISODE_TOPICS = [
  'Where the River Bends', 'The Last Lighthouse', 'Signals in the Noise', 'A Map of Small Things',
  'Borrowed Time', 'The Long Weekend', 'Paper Trails', 'What the Tide Left', 'Night Shift',
  'Second Chances', 'The Open Road', 'Quiet Revolutions', 'Echoes', 'Under the Bridge',
  'The Numbers Game', 'Starting Over', 'Lost and Found', 'The Inside Track', 'Heat Wave', 'First Light',
];

export const MODALITIES = ['HIIT', 'Yoga', 'Strength', 'Cycling', 'Treadmill', 'Pilates', 'Core', 'Meditation'];

export const TRAINERS: readonly (readonly [name: string, modalities: readonly string[]])[] = [
  ['Ava Moreno', ['HIIT', 'Core']],
  ['Jonah Pierce', ['Strength', 'Core']],
  ['Min-jun Park', ['Cycling', 'Treadmill']],
  ['Sam Carter', ['Treadmill', 'HIIT']],
  ['Lena Okoro', ['Yoga', 'Meditation']],
  ['Mara Quint', ['Pilates', 'Yoga']],
  ['Dario Voss', ['Cycling', 'Strength']],
  ['Noor Haddad', ['Meditation', 'Pilates']],
];

export const WORKOUT_PROGRAMS: readonly (readonly [name: string, modality: string])[] = [
  ['Yoga for Beginners', 'Yoga'],
  ['Strength Foundations', 'Strength'],
  ['Ride Stronger', 'Cycling'],
  ['Core in Ten', 'Core'],
];

export const AUDIO_BOOKS: readonly (readonly [title: string, author: string, narrator: string, genre: string])[] = [
  ['The Salt Road', 'Imogen Hart', 'Daniel Reyes', 'Fiction'],
  ['A Lantern in the Fog', 'Tomas Weller', 'Grace Lin', 'Mystery'],
  ['Orbit of Glass', 'Sana Idris', 'Marcus Bell', 'Sci-Fi & Fantasy'],
  ['Notes from the Night Ferry', 'Clara Voss', 'Clara Voss', 'Biography & Memoir'],
  ['The Copper Age', 'Harold Finch', 'Ruth Adams', 'History'],
  ['Small Habits, Long Roads', 'Ben Ashford', 'Ben Ashford', 'Self-Development'],
  ['The Winter Orchard', 'Elena March', 'Olivia Stone', 'Fiction'],
  ['Cipher Street', 'Rafael Costa', 'Tom Hale', 'Mystery'],
  ['Seven Moons Over Meridian', 'Aiko Mori', 'Jin Lee', 'Sci-Fi & Fantasy'],
  ['The Harbour Master', 'Niall Byrne', 'Sean Doyle', 'Fiction'],
  ['Maps of the Old World', 'Priya Desai', 'Asha Patel', 'History'],
  ['Quiet Mind, Loud World', 'Joanna Frost', 'Emma Reed', 'Self-Development'],
];

export const BOOK_PUBLISHERS = ['Lantern House Audio', 'Northwind Audio', 'Pageturner Sound'];

export interface TvShowPlan {
  readonly name: string;
  readonly genreId: string;
  readonly seasons: number;
  readonly episodesPerSeason: number;
  readonly description: string;
}

/** One long-running show (8 x 22 episodes) so relationship paging runs across pages (002 §9). */
export const TV_SHOWS: readonly TvShowPlan[] = [
  { name: 'Harbour Lights', genreId: '4001', seasons: 8, episodesPerSeason: 22, description: 'A port town keeps its secrets, season after season.' },
  { name: 'The Night Desk', genreId: '4000', seasons: 3, episodesPerSeason: 10, description: 'A local radio newsroom after midnight.' },
  { name: 'Wild Coasts', genreId: '4002', seasons: 2, episodesPerSeason: 6, description: 'Life where the land meets the sea.' },
];

export const MOVIES: readonly (readonly [title: string, genreId: string, rating: string])[] = [
  ['The Last Ferry', '4001', 'PG-13'],
  ['Paper Crowns', '4000', 'PG'],
  ['Deep Current', '4003', 'R'],
  ['Salt and Stone', '4002', 'G'],
  ['Midnight Parade', '4000', 'PG-13'],
  ['The Glass Harbour', '4003', 'PG-13'],
  ['Northern Signal', '4001', 'PG'],
  ['Under Neon', '4003', 'R'],
];

/** Brand curators (type `curators`, 002 §7), beside the provider's own editors (`apple-curators`). */
export const BRAND_CURATORS: readonly (readonly [name: string, description: string])[] = [
  ['Night Drive Radio', 'Playlists for the long way home.'],
  ['Harbour Light Sessions', 'Picks from the Harbour Light Records crew.'],
];
