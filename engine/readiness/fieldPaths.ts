/** Where the shared sections keep the values the readiness rules read. */
export const FIELD_PATHS = {
  passportExpiryDate: 'identity.passportExpiryDate',
  entryDate: 'tripPlan.estimatedEntryDate',
  exitDate: 'tripPlan.estimatedExitDate',
  insuranceCoverage: 'insuranceHealth.insuranceCoverage',
  insuranceCurrency: 'insuranceHealth.insuranceCurrency',
  insuranceStart: 'insuranceHealth.travelInsuranceStartDate',
  insuranceEnd: 'insuranceHealth.travelInsuranceEndDate',
} as const;

/** Fields of each trip in a travel history list. */
export const TRIP_FIELDS = { arrival: 'arrivalDate', departure: 'departureDate', country: 'country' } as const;
