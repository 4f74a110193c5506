// Ship It!'s chance draws from the kit's one seeded generator.
export { seededRandom as seeded, shuffle } from '../module';
