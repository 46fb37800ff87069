/**
 * The words around a system's facility data, on the product page and in the site-readiness sheet: the section's
 * heading, its floor plan and the fold that holds the full requirements table.
 */
export const facilityCopy = {
  title: 'Facility requirements',
  lead: 'What the lab provides for the installation: utilities, exhaust, gas purity, floor space and weight.',
  floorPlan: {
    title: 'Floor plan',
    /** Where the sentence saying which parts stand apart goes: '{remoteUnits}' is the data's own sentence. */
    remoteUnits: 'Not drawn, placed by the site: {remoteUnits}.',
    /** Said when the side clearance is needed on one side only, which the data does not tie to left or right. */
    oneSide: 'The side clearance is needed on one side only; the plan shows it on the right.',
  },
  /** The fold around the full table: open it to read every figure; print shows it open. */
  allRequirements: 'All facility requirements (electrical, water, gases, exhaust…)',
  /** The labels drawn in the plan itself. */
  plan: {
    mainUnit: 'Main unit',
    front: 'Front: operator side / load port',
    rearZone: 'Rear',
    frontZone: 'Front',
    sideZone: 'Side',
    oneSide: 'one side only',
    eachSide: 'each side',
    reserve: 'Floor area to reserve',
    legend: 'Service clearance: keep free',
    scaleUnit: 'm',
  },
};
