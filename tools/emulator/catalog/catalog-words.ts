/**
 * Fixed material for the generated catalogue: the artist roster (so genres, countries and the
 * classical albums are guaranteed, not left to chance) and small word lists for titles.
 */

export interface RosterArtist {
  readonly name: string;
  readonly genre: string;
  readonly country: string;
  readonly albums: number;
  readonly singles: number;
  /** Probability that one of its songs is explicit. */
  readonly explicitRate: number;
  /** Instrumental acts have no lyrics. */
  readonly instrumental?: boolean;
  /** Titles in Portuguese (exercises accent-insensitive search). */
  readonly portuguese?: boolean;
}

export const ROSTER: readonly RosterArtist[] = [
  { name: 'Nova Reyes', genre: 'Pop', country: 'US', albums: 2, singles: 0, explicitRate: 0.12 },
  { name: 'Luma & The Tides', genre: 'Pop', country: 'GB', albums: 1, singles: 1, explicitRate: 0.1 },
  { name: 'The Copper Lanterns', genre: 'Rock', country: 'GB', albums: 2, singles: 0, explicitRate: 0.15 },
  { name: 'Iron Meridian', genre: 'Rock', country: 'US', albums: 1, singles: 0, explicitRate: 0.2 },
  { name: 'Kairo Blaze', genre: 'Hip-Hop/Rap', country: 'US', albums: 2, singles: 0, explicitRate: 0.7 },
  { name: 'Dex Monroe', genre: 'Hip-Hop/Rap', country: 'US', albums: 1, singles: 1, explicitRate: 0.7 },
  { name: 'Sine District', genre: 'Electronic', country: 'DE', albums: 2, singles: 0, explicitRate: 0.05, instrumental: true },
  { name: 'Aurelle', genre: 'Electronic', country: 'FR', albums: 1, singles: 0, explicitRate: 0.05 },
  { name: 'Miles Okafor Quartet', genre: 'Jazz', country: 'US', albums: 2, singles: 0, explicitRate: 0, instrumental: true },
  { name: 'Yuki Tanabe Trio', genre: 'Jazz', country: 'JP', albums: 1, singles: 0, explicitRate: 0, instrumental: true },
  { name: 'Lena Vogt', genre: 'Classical', country: 'DE', albums: 1, singles: 0, explicitRate: 0, instrumental: true },
  { name: 'Hélène Marchand', genre: 'Classical', country: 'FR', albums: 1, singles: 0, explicitRate: 0, instrumental: true },
  { name: 'Jade Holloway', genre: 'R&B/Soul', country: 'US', albums: 2, singles: 0, explicitRate: 0.15 },
  { name: 'STARLINE', genre: 'K-Pop', country: 'KR', albums: 1, singles: 0, explicitRate: 0 },
  { name: 'Wyatt Crane', genre: 'Country', country: 'US', albums: 1, singles: 0, explicitRate: 0.05 },
  { name: 'Rafaela Lins', genre: 'MPB', country: 'BR', albums: 1, singles: 0, explicitRate: 0, portuguese: true },
];

export interface ClassicalAlbumPlan {
  readonly artistName: string;
  readonly name: string;
  readonly composerName: string;
  /** [workName, movementNames] in track order. */
  readonly works: readonly (readonly [string, readonly string[]])[];
}

/** Classical albums: works and movements, so tracks carry workName/movementName (001 §3). */
export const CLASSICAL_ALBUMS: readonly ClassicalAlbumPlan[] = [
  {
    artistName: 'Lena Vogt',
    name: 'Bach: Cello Suites Nos. 1 & 2',
    composerName: 'Johann Sebastian Bach',
    works: [
      ['Cello Suite No. 1 in G Major, BWV 1007', ['Prélude', 'Allemande', 'Courante', 'Sarabande', 'Menuet I & II', 'Gigue']],
      ['Cello Suite No. 2 in D Minor, BWV 1008', ['Prélude', 'Allemande', 'Courante', 'Sarabande', 'Menuet I & II', 'Gigue']],
    ],
  },
  {
    artistName: 'Hélène Marchand',
    name: 'Debussy: Préludes, Book 1',
    composerName: 'Claude Debussy',
    works: [
      [
        'Préludes, Book 1, L. 117',
        [
          'Danseuses de Delphes',
          'Voiles',
          'Le vent dans la plaine',
          'Les sons et les parfums tournent dans l’air du soir',
          'Les collines d’Anacapri',
          'Des pas sur la neige',
          'Ce qu’a vu le vent d’ouest',
          'La fille aux cheveux de lin',
          'La sérénade interrompue',
          'La cathédrale engloutie',
          'La danse de Puck',
          'Minstrels',
        ],
      ],
    ],
  },
];

export const ADJECTIVES = [
  'Golden', 'Electric', 'Silver', 'Quiet', 'Neon', 'Velvet', 'Broken', 'Paper', 'Crimson', 'Hollow',
  'Wild', 'Midnight', 'Northern', 'Glass', 'Faded', 'Burning', 'Secret', 'Endless', 'Summer', 'Winter',
  'Lonely', 'Bright', 'Distant', 'Restless', 'Gentle', 'Salt', 'Honey', 'Static', 'Lucky', 'Blue',
];

export const NOUNS = [
  'Heart', 'River', 'Satellite', 'Harbour', 'Highway', 'Garden', 'Signal', 'Echo', 'Lights', 'Horizon',
  'Ocean', 'Fire', 'Dream', 'Window', 'Road', 'Mirror', 'Shadow', 'Thunder', 'City', 'Moon',
  'Season', 'Letter', 'Rain', 'Stars', 'Wave', 'Ghost', 'Kingdom', 'Parade', 'Engine', 'Skyline',
];

export const GERUNDS = ['Running', 'Falling', 'Chasing', 'Waiting', 'Dancing', 'Drifting', 'Holding', 'Breaking', 'Calling', 'Dreaming'];

export const TAILS = ['Home', 'Again', 'Tonight', 'Forever', 'Slow', 'Away', 'Back', 'On'];

export const PORTUGUESE_TITLES = [
  'Saudade', 'Mar Aberto', 'Céu de Abril', 'Coração Leve', 'Rio Azul', 'Noite Clara', 'Sol Nascente',
  'Caminho', 'Flor do Cerrado', 'Brisa', 'Água de Coco', 'Luar do Sertão', 'Vento Sul', 'Maré Cheia',
];

export const SONGWRITERS = [
  'Sam Carter', 'Mia Lindqvist', 'Jonah Pierce', 'Ava Moreno', 'Theo Nakamura', 'Ruby Ellis',
  'Oskar Brandt', 'Chloé Martin', 'Min-jun Park', 'Lucas Almeida', 'Priya Raman', 'Eli Brooks',
];

/** Fictional labels by country; the index also names the ISRC registrant code. */
export const LABELS: Readonly<Record<string, string>> = {
  US: 'Harbour Light Records',
  GB: 'Kestrel Recordings',
  DE: 'Klangwerk Berlin',
  FR: 'Label Lune',
  JP: 'Shirokane Sound',
  KR: 'Seoul Wave Entertainment',
  BR: 'Bossa Sol Discos',
};

export interface PlaylistPlan {
  readonly name: string;
  readonly curatorName: string;
  readonly genres: readonly string[];
  readonly size: number;
  readonly description: string;
}

export const PLAYLISTS: readonly PlaylistPlan[] = [
  { name: 'Today’s Hits', curatorName: 'Example Music Hits', genres: ['Pop', 'Hip-Hop/Rap', 'R&B/Soul', 'K-Pop'], size: 25, description: 'The biggest songs right now, updated every week.' },
  { name: 'Rock Classics', curatorName: 'Example Music Rock', genres: ['Rock'], size: 15, description: 'Big riffs and bigger choruses.' },
  { name: 'Jazz Evenings', curatorName: 'Example Music Jazz', genres: ['Jazz'], size: 15, description: 'Late-night trios and quartets for winding down.' },
  { name: 'Classical Essentials', curatorName: 'Example Music Classical', genres: ['Classical'], size: 14, description: 'Suites and préludes every listener should know.' },
  { name: 'Rap Life', curatorName: 'Example Music Hip-Hop', genres: ['Hip-Hop/Rap'], size: 18, description: 'The sound of now in hip-hop.' },
  { name: 'Electronic Focus', curatorName: 'Example Music Electronic', genres: ['Electronic', 'MPB', 'Country'], size: 15, description: 'Steady grooves to keep you in the zone.' },
];
