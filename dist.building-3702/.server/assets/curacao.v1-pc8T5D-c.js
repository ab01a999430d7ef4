import { a as ucs2length, n as formats } from "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/case/curacao.v1.js
var validate = validate10;
var curacao_v1_default = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"type": "object",
	"properties": {
		"identity": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"fullName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherNames": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"gender": { "anyOf": [{
					"type": "string",
					"enum": ["femenino", "masculino"]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"birthDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"birthPlace": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"birthCountry": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentNationality": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherNationality": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"nationalIdNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"nationalIdIssueDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"nationalIdExpiryDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"nationalIdIssuePlace": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"passportNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"passportIssueDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"passportExpiryDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"passportIssuePlace": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"passportIssuingCountry": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasPreviousPassport": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousPassportNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasLostPassport": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"lostPassportDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherDocumentType": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherDocumentNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 50
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherDocumentIssueDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherDocumentExpiryDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherDocumentIssuePlace": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			},
			"required": [
				"fullName",
				"birthDate",
				"currentNationality",
				"passportNumber",
				"passportExpiryDate"
			]
		},
		"family": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"maritalStatus": { "anyOf": [{
					"type": "string",
					"enum": [
						"soltero",
						"casado",
						"divorciado",
						"viudo",
						"union-libre"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"marriageDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"marriagePlace": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseFullName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseBirthDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseBirthPlace": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseNationality": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseOccupation": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"spouseTravelsWithApplicant": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousMarriageDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasChildren": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"children": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"fullName": { "anyOf": [{
								"type": "string",
								"maxLength": 200
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"birthDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"nationality": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"residenceCountry": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"travelsWithApplicant": { "anyOf": [{ "type": "boolean" }, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] }
						}
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"dependentsCount": { "anyOf": [{
					"type": "integer",
					"minimum": 0,
					"maximum": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"fatherFullName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"fatherBirthDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"fatherResidence": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"motherFullName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"motherBirthDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"motherResidence": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"residence": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"currentAddressFull": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"city": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"province": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"postalCode": { "anyOf": [{
					"type": "string",
					"maxLength": 20
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"housingType": { "anyOf": [{
					"type": "string",
					"enum": [
						"propia",
						"alquilada",
						"familiar",
						"otra"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"yearsAtAddress": { "anyOf": [{
					"type": "integer",
					"minimum": 0,
					"maximum": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"primaryPhone": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"secondaryPhone": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"email": { "anyOf": [{
					"type": "string",
					"format": "email",
					"maxLength": 254
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"socialMedia": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousResidences": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"address": { "anyOf": [{
								"type": "string",
								"maxLength": 300
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"city": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"country": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"fromDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"toDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] }
						}
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			},
			"required": ["primaryPhone"]
		},
		"employment": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"employmentStatus": { "anyOf": [{
					"type": "string",
					"enum": [
						"empleado",
						"independiente",
						"empresario",
						"estudiante",
						"jubilado",
						"hogar",
						"desempleado"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentPosition": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentEmployer": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"employerAddress": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"employerPhone": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"workStartDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"employmentStartDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"monthlySalary": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"supervisorName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"jobDescription": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"willMaintainJob": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasApprovedLeave": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"otherIncome": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"additionalIncome": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"monthlyIncome": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasBusiness": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"businessName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"businessRnc": { "anyOf": [{
					"type": "string",
					"maxLength": 20
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"businessActivity": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"businessStartDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"businessMonthlyIncome": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousEmployer": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousPosition": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousEmploymentPeriod": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"education": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"educationLevel": { "anyOf": [{
					"type": "string",
					"enum": [
						"primaria",
						"secundaria",
						"tecnico",
						"universitario",
						"maestria",
						"doctorado"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"educationInstitution": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"fieldOfStudy": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"graduationYear": { "anyOf": [{
					"type": "integer",
					"minimum": 1940,
					"maximum": 2100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentlyStudying": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentStudiesDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"languages": { "anyOf": [{
					"type": "array",
					"uniqueItems": true,
					"items": {
						"type": "string",
						"enum": [
							"espanol",
							"ingles",
							"frances",
							"portugues",
							"italiano",
							"aleman",
							"neerlandes",
							"papiamento",
							"creole"
						]
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"englishLevel": { "anyOf": [{
					"type": "string",
					"enum": [
						"ninguno",
						"basico",
						"intermedio",
						"avanzado"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"finances": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"bankAccounts": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"bankName": { "anyOf": [{
								"type": "string",
								"maxLength": 150
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"accountType": { "anyOf": [{
								"type": "string",
								"enum": [
									"ahorro",
									"corriente",
									"certificado"
								]
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"currency": { "anyOf": [{
								"type": "string",
								"enum": [
									"DOP",
									"USD",
									"EUR"
								]
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"balance": { "anyOf": [{ "type": "number" }, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"openingDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] }
						}
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"totalSavings": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"monthlyExpenses": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasProperties": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"ownedProperties": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasVehicles": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"vehiclesDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasInvestments": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"investmentsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasCreditCards": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"creditCardsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasDebts": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"debtsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"tripPlan": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"visaType": { "anyOf": [{
					"type": "string",
					"enum": ["visa-turismo", "exento-visa-vigente"]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"tripPurpose": { "anyOf": [{
					"type": "string",
					"enum": [
						"turismo",
						"negocios",
						"visita-familiar",
						"estudios",
						"tratamiento-medico",
						"evento",
						"transito",
						"otro"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"tripPurposeDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"estimatedEntryDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"estimatedExitDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"stayDuration": { "anyOf": [{
					"type": "integer",
					"minimum": 1,
					"maximum": 365
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"arrivalCity": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"tentativeItinerary": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"travelCompanions": { "anyOf": [{
					"type": "string",
					"enum": [
						"solo",
						"familia",
						"grupo"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"companionsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"accommodationType": { "anyOf": [{
					"type": "string",
					"enum": [
						"hotel",
						"family",
						"airbnb",
						"other"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"accommodationDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"accommodationAddress": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"whoWillPay": { "anyOf": [{
					"type": "string",
					"enum": [
						"self",
						"family",
						"friend",
						"company",
						"other"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"tripSponsor": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"sponsorDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"estimatedBudget": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			},
			"required": ["tripPurpose"]
		},
		"travelHistory": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"hasCurrentVisa": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"currentVisaDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasPreviousVisa": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"previousVisaDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasRenewedBefore": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"visaDenialHistory": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"denialDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"visaCancellation": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"visaCancellationDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasTraveledAbroad": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"visitedCountries": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"country": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"city": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"purpose": { "anyOf": [{
								"type": "string",
								"maxLength": 150
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"arrivalDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"departureDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] }
						}
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"overstayHistory": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"overstayDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"curacaoEntry": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"holdsExemptingVisa": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"exemptingVisaDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"digitalImmigrationCard": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"digitalImmigrationCardNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 50
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"arrivesByCruise": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"cruiseDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasFamilyInCuracao": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"curacaoContactDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasBeenToCuracao": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"caribbeanVisits": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"country": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"purpose": { "anyOf": [{
								"type": "string",
								"maxLength": 150
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"arrivalDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"departureDate": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] }
						}
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"background": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"arrestedConvicted": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"criminalHistory": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"immigrationProblems": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"immigrationProblemsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"deportationHistory": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"deportationDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"organizationMembership": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"organizationDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"militaryService": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"militaryDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 1e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasGoodConductCertificate": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"insuranceHealth": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"hasTravelInsurance": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"insuranceCompany": { "anyOf": [{
					"type": "string",
					"maxLength": 150
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"insurancePolicyNumber": { "anyOf": [{
					"type": "string",
					"maxLength": 50
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"travelInsuranceStartDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"travelInsuranceEndDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"insuranceCoverage": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"insuranceCurrency": { "anyOf": [{
					"type": "string",
					"enum": [
						"EUR",
						"USD",
						"DOP"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"insuranceMeetsRequirements": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasHealthConditions": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"healthConditionsDetails": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"vaccinationsUpToDate": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"emergencyContact": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"emergencyContactName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"emergencyContactRelation": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"emergencyContactPhone": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"emergencyContactEmail": { "anyOf": [{
					"type": "string",
					"format": "email",
					"maxLength": 254
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"emergencyContactAddress": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"checks": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"passportValidSixMonths": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasReturnTicket": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasSufficientFunds": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"photosMeetRequirements": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"documentsTranslated": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		},
		"consultantOutput": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"initialEvaluation": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"approvalStrengths": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"identifiedRisks": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"preConsularRecommendations": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"interviewPreparationNotes": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"consultantNotes": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"consultorNotes": { "anyOf": [{
					"type": "string",
					"maxLength": 4e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"attachedDocuments": { "anyOf": [{
					"type": "array",
					"uniqueItems": true,
					"items": {
						"type": "string",
						"enum": [
							"pasaporte",
							"cedula",
							"acta-nacimiento",
							"acta-matrimonio",
							"carta-trabajo",
							"estados-bancarios",
							"titulos-propiedad",
							"matricula-vehiculo",
							"registro-mercantil",
							"declaracion-impuestos",
							"certificado-no-antecedentes",
							"reserva-vuelo",
							"reserva-alojamiento",
							"seguro-viaje",
							"carta-invitacion",
							"fotos",
							"visas-anteriores"
						]
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"requiredDocuments": { "anyOf": [{
					"type": "array",
					"uniqueItems": true,
					"items": {
						"type": "string",
						"enum": [
							"pasaporte",
							"cedula",
							"acta-nacimiento",
							"acta-matrimonio",
							"carta-trabajo",
							"estados-bancarios",
							"titulos-propiedad",
							"matricula-vehiculo",
							"registro-mercantil",
							"declaracion-impuestos",
							"certificado-no-antecedentes",
							"reserva-vuelo",
							"reserva-alojamiento",
							"seguro-viaje",
							"carta-invitacion",
							"fotos",
							"visas-anteriores"
						]
					}
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"documentsNotes": { "anyOf": [{
					"type": "string",
					"maxLength": 2e3
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			}
		}
	},
	"additionalProperties": false
};
var func2 = Object.prototype.hasOwnProperty;
var func4 = ucs2length;
var pattern0 = /* @__PURE__ */ new RegExp("^\\s*[nN][aA]\\s*$", "u");
var formats0 = formats.date;
var formats24 = formats.email;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!func2.call(schema11.properties, key0)) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.identity !== void 0) {
			let data0 = data.identity;
			if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
				if (data0.fullName === void 0) {
					const err1 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/required",
						keyword: "required",
						params: { missingProperty: "fullName" },
						message: "must have required property 'fullName'"
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				if (data0.birthDate === void 0) {
					const err2 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/required",
						keyword: "required",
						params: { missingProperty: "birthDate" },
						message: "must have required property 'birthDate'"
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (data0.currentNationality === void 0) {
					const err3 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/required",
						keyword: "required",
						params: { missingProperty: "currentNationality" },
						message: "must have required property 'currentNationality'"
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				if (data0.passportNumber === void 0) {
					const err4 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/required",
						keyword: "required",
						params: { missingProperty: "passportNumber" },
						message: "must have required property 'passportNumber'"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (data0.passportExpiryDate === void 0) {
					const err5 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/required",
						keyword: "required",
						params: { missingProperty: "passportExpiryDate" },
						message: "must have required property 'passportExpiryDate'"
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				for (const key1 in data0) if (!func2.call(schema11.properties.identity.properties, key1)) {
					const err6 = {
						instancePath: instancePath + "/identity",
						schemaPath: "#/properties/identity/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key1 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data0.fullName !== void 0) {
					let data1 = data0.fullName;
					const _errs6 = errors;
					let valid2 = false;
					const _errs7 = errors;
					if (typeof data1 === "string") {
						if (func4(data1) > 200) {
							const err7 = {
								instancePath: instancePath + "/identity/fullName",
								schemaPath: "#/properties/identity/properties/fullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err7];
							else vErrors.push(err7);
							errors++;
						}
					} else {
						const err8 = {
							instancePath: instancePath + "/identity/fullName",
							schemaPath: "#/properties/identity/properties/fullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err8];
						else vErrors.push(err8);
						errors++;
					}
					var _valid0 = _errs7 === errors;
					valid2 = valid2 || _valid0;
					if (!valid2) {
						const _errs9 = errors;
						if (typeof data1 === "string") {
							if (!pattern0.test(data1)) {
								const err9 = {
									instancePath: instancePath + "/identity/fullName",
									schemaPath: "#/properties/identity/properties/fullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err9];
								else vErrors.push(err9);
								errors++;
							}
						} else {
							const err10 = {
								instancePath: instancePath + "/identity/fullName",
								schemaPath: "#/properties/identity/properties/fullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err10];
							else vErrors.push(err10);
							errors++;
						}
						var _valid0 = _errs9 === errors;
						valid2 = valid2 || _valid0;
					}
					if (!valid2) {
						const err11 = {
							instancePath: instancePath + "/identity/fullName",
							schemaPath: "#/properties/identity/properties/fullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err11];
						else vErrors.push(err11);
						errors++;
					} else {
						errors = _errs6;
						if (vErrors !== null) {
							if (_errs6) vErrors.length = _errs6;
							else vErrors = null;
						}
					}
				}
				if (data0.otherNames !== void 0) {
					let data2 = data0.otherNames;
					const _errs12 = errors;
					let valid3 = false;
					const _errs13 = errors;
					if (typeof data2 === "string") {
						if (func4(data2) > 200) {
							const err12 = {
								instancePath: instancePath + "/identity/otherNames",
								schemaPath: "#/properties/identity/properties/otherNames/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err12];
							else vErrors.push(err12);
							errors++;
						}
					} else {
						const err13 = {
							instancePath: instancePath + "/identity/otherNames",
							schemaPath: "#/properties/identity/properties/otherNames/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err13];
						else vErrors.push(err13);
						errors++;
					}
					var _valid1 = _errs13 === errors;
					valid3 = valid3 || _valid1;
					if (!valid3) {
						const _errs15 = errors;
						if (typeof data2 === "string") {
							if (!pattern0.test(data2)) {
								const err14 = {
									instancePath: instancePath + "/identity/otherNames",
									schemaPath: "#/properties/identity/properties/otherNames/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err14];
								else vErrors.push(err14);
								errors++;
							}
						} else {
							const err15 = {
								instancePath: instancePath + "/identity/otherNames",
								schemaPath: "#/properties/identity/properties/otherNames/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err15];
							else vErrors.push(err15);
							errors++;
						}
						var _valid1 = _errs15 === errors;
						valid3 = valid3 || _valid1;
					}
					if (!valid3) {
						const err16 = {
							instancePath: instancePath + "/identity/otherNames",
							schemaPath: "#/properties/identity/properties/otherNames/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err16];
						else vErrors.push(err16);
						errors++;
					} else {
						errors = _errs12;
						if (vErrors !== null) {
							if (_errs12) vErrors.length = _errs12;
							else vErrors = null;
						}
					}
				}
				if (data0.gender !== void 0) {
					let data3 = data0.gender;
					const _errs18 = errors;
					let valid4 = false;
					const _errs19 = errors;
					if (typeof data3 !== "string") {
						const err17 = {
							instancePath: instancePath + "/identity/gender",
							schemaPath: "#/properties/identity/properties/gender/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err17];
						else vErrors.push(err17);
						errors++;
					}
					if (!(data3 === "femenino" || data3 === "masculino")) {
						const err18 = {
							instancePath: instancePath + "/identity/gender",
							schemaPath: "#/properties/identity/properties/gender/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.identity.properties.gender.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err18];
						else vErrors.push(err18);
						errors++;
					}
					var _valid2 = _errs19 === errors;
					valid4 = valid4 || _valid2;
					if (!valid4) {
						const _errs21 = errors;
						if (typeof data3 === "string") {
							if (!pattern0.test(data3)) {
								const err19 = {
									instancePath: instancePath + "/identity/gender",
									schemaPath: "#/properties/identity/properties/gender/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err19];
								else vErrors.push(err19);
								errors++;
							}
						} else {
							const err20 = {
								instancePath: instancePath + "/identity/gender",
								schemaPath: "#/properties/identity/properties/gender/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err20];
							else vErrors.push(err20);
							errors++;
						}
						var _valid2 = _errs21 === errors;
						valid4 = valid4 || _valid2;
					}
					if (!valid4) {
						const err21 = {
							instancePath: instancePath + "/identity/gender",
							schemaPath: "#/properties/identity/properties/gender/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err21];
						else vErrors.push(err21);
						errors++;
					} else {
						errors = _errs18;
						if (vErrors !== null) {
							if (_errs18) vErrors.length = _errs18;
							else vErrors = null;
						}
					}
				}
				if (data0.birthDate !== void 0) {
					let data4 = data0.birthDate;
					const _errs24 = errors;
					let valid5 = false;
					const _errs25 = errors;
					if (typeof data4 === "string") {
						if (!formats0.validate(data4)) {
							const err22 = {
								instancePath: instancePath + "/identity/birthDate",
								schemaPath: "#/properties/identity/properties/birthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err22];
							else vErrors.push(err22);
							errors++;
						}
					} else {
						const err23 = {
							instancePath: instancePath + "/identity/birthDate",
							schemaPath: "#/properties/identity/properties/birthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err23];
						else vErrors.push(err23);
						errors++;
					}
					var _valid3 = _errs25 === errors;
					valid5 = valid5 || _valid3;
					if (!valid5) {
						const _errs27 = errors;
						if (typeof data4 === "string") {
							if (!pattern0.test(data4)) {
								const err24 = {
									instancePath: instancePath + "/identity/birthDate",
									schemaPath: "#/properties/identity/properties/birthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err24];
								else vErrors.push(err24);
								errors++;
							}
						} else {
							const err25 = {
								instancePath: instancePath + "/identity/birthDate",
								schemaPath: "#/properties/identity/properties/birthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err25];
							else vErrors.push(err25);
							errors++;
						}
						var _valid3 = _errs27 === errors;
						valid5 = valid5 || _valid3;
					}
					if (!valid5) {
						const err26 = {
							instancePath: instancePath + "/identity/birthDate",
							schemaPath: "#/properties/identity/properties/birthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err26];
						else vErrors.push(err26);
						errors++;
					} else {
						errors = _errs24;
						if (vErrors !== null) {
							if (_errs24) vErrors.length = _errs24;
							else vErrors = null;
						}
					}
				}
				if (data0.birthPlace !== void 0) {
					let data5 = data0.birthPlace;
					const _errs30 = errors;
					let valid6 = false;
					const _errs31 = errors;
					if (typeof data5 === "string") {
						if (func4(data5) > 200) {
							const err27 = {
								instancePath: instancePath + "/identity/birthPlace",
								schemaPath: "#/properties/identity/properties/birthPlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err27];
							else vErrors.push(err27);
							errors++;
						}
					} else {
						const err28 = {
							instancePath: instancePath + "/identity/birthPlace",
							schemaPath: "#/properties/identity/properties/birthPlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err28];
						else vErrors.push(err28);
						errors++;
					}
					var _valid4 = _errs31 === errors;
					valid6 = valid6 || _valid4;
					if (!valid6) {
						const _errs33 = errors;
						if (typeof data5 === "string") {
							if (!pattern0.test(data5)) {
								const err29 = {
									instancePath: instancePath + "/identity/birthPlace",
									schemaPath: "#/properties/identity/properties/birthPlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err29];
								else vErrors.push(err29);
								errors++;
							}
						} else {
							const err30 = {
								instancePath: instancePath + "/identity/birthPlace",
								schemaPath: "#/properties/identity/properties/birthPlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err30];
							else vErrors.push(err30);
							errors++;
						}
						var _valid4 = _errs33 === errors;
						valid6 = valid6 || _valid4;
					}
					if (!valid6) {
						const err31 = {
							instancePath: instancePath + "/identity/birthPlace",
							schemaPath: "#/properties/identity/properties/birthPlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err31];
						else vErrors.push(err31);
						errors++;
					} else {
						errors = _errs30;
						if (vErrors !== null) {
							if (_errs30) vErrors.length = _errs30;
							else vErrors = null;
						}
					}
				}
				if (data0.birthCountry !== void 0) {
					let data6 = data0.birthCountry;
					const _errs36 = errors;
					let valid7 = false;
					const _errs37 = errors;
					if (typeof data6 === "string") {
						if (func4(data6) > 100) {
							const err32 = {
								instancePath: instancePath + "/identity/birthCountry",
								schemaPath: "#/properties/identity/properties/birthCountry/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err32];
							else vErrors.push(err32);
							errors++;
						}
					} else {
						const err33 = {
							instancePath: instancePath + "/identity/birthCountry",
							schemaPath: "#/properties/identity/properties/birthCountry/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err33];
						else vErrors.push(err33);
						errors++;
					}
					var _valid5 = _errs37 === errors;
					valid7 = valid7 || _valid5;
					if (!valid7) {
						const _errs39 = errors;
						if (typeof data6 === "string") {
							if (!pattern0.test(data6)) {
								const err34 = {
									instancePath: instancePath + "/identity/birthCountry",
									schemaPath: "#/properties/identity/properties/birthCountry/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err34];
								else vErrors.push(err34);
								errors++;
							}
						} else {
							const err35 = {
								instancePath: instancePath + "/identity/birthCountry",
								schemaPath: "#/properties/identity/properties/birthCountry/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err35];
							else vErrors.push(err35);
							errors++;
						}
						var _valid5 = _errs39 === errors;
						valid7 = valid7 || _valid5;
					}
					if (!valid7) {
						const err36 = {
							instancePath: instancePath + "/identity/birthCountry",
							schemaPath: "#/properties/identity/properties/birthCountry/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err36];
						else vErrors.push(err36);
						errors++;
					} else {
						errors = _errs36;
						if (vErrors !== null) {
							if (_errs36) vErrors.length = _errs36;
							else vErrors = null;
						}
					}
				}
				if (data0.currentNationality !== void 0) {
					let data7 = data0.currentNationality;
					const _errs42 = errors;
					let valid8 = false;
					const _errs43 = errors;
					if (typeof data7 === "string") {
						if (func4(data7) > 100) {
							const err37 = {
								instancePath: instancePath + "/identity/currentNationality",
								schemaPath: "#/properties/identity/properties/currentNationality/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err37];
							else vErrors.push(err37);
							errors++;
						}
					} else {
						const err38 = {
							instancePath: instancePath + "/identity/currentNationality",
							schemaPath: "#/properties/identity/properties/currentNationality/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err38];
						else vErrors.push(err38);
						errors++;
					}
					var _valid6 = _errs43 === errors;
					valid8 = valid8 || _valid6;
					if (!valid8) {
						const _errs45 = errors;
						if (typeof data7 === "string") {
							if (!pattern0.test(data7)) {
								const err39 = {
									instancePath: instancePath + "/identity/currentNationality",
									schemaPath: "#/properties/identity/properties/currentNationality/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err39];
								else vErrors.push(err39);
								errors++;
							}
						} else {
							const err40 = {
								instancePath: instancePath + "/identity/currentNationality",
								schemaPath: "#/properties/identity/properties/currentNationality/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err40];
							else vErrors.push(err40);
							errors++;
						}
						var _valid6 = _errs45 === errors;
						valid8 = valid8 || _valid6;
					}
					if (!valid8) {
						const err41 = {
							instancePath: instancePath + "/identity/currentNationality",
							schemaPath: "#/properties/identity/properties/currentNationality/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err41];
						else vErrors.push(err41);
						errors++;
					} else {
						errors = _errs42;
						if (vErrors !== null) {
							if (_errs42) vErrors.length = _errs42;
							else vErrors = null;
						}
					}
				}
				if (data0.otherNationality !== void 0) {
					let data8 = data0.otherNationality;
					const _errs48 = errors;
					let valid9 = false;
					const _errs49 = errors;
					if (typeof data8 === "string") {
						if (func4(data8) > 100) {
							const err42 = {
								instancePath: instancePath + "/identity/otherNationality",
								schemaPath: "#/properties/identity/properties/otherNationality/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err42];
							else vErrors.push(err42);
							errors++;
						}
					} else {
						const err43 = {
							instancePath: instancePath + "/identity/otherNationality",
							schemaPath: "#/properties/identity/properties/otherNationality/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err43];
						else vErrors.push(err43);
						errors++;
					}
					var _valid7 = _errs49 === errors;
					valid9 = valid9 || _valid7;
					if (!valid9) {
						const _errs51 = errors;
						if (typeof data8 === "string") {
							if (!pattern0.test(data8)) {
								const err44 = {
									instancePath: instancePath + "/identity/otherNationality",
									schemaPath: "#/properties/identity/properties/otherNationality/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err44];
								else vErrors.push(err44);
								errors++;
							}
						} else {
							const err45 = {
								instancePath: instancePath + "/identity/otherNationality",
								schemaPath: "#/properties/identity/properties/otherNationality/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err45];
							else vErrors.push(err45);
							errors++;
						}
						var _valid7 = _errs51 === errors;
						valid9 = valid9 || _valid7;
					}
					if (!valid9) {
						const err46 = {
							instancePath: instancePath + "/identity/otherNationality",
							schemaPath: "#/properties/identity/properties/otherNationality/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err46];
						else vErrors.push(err46);
						errors++;
					} else {
						errors = _errs48;
						if (vErrors !== null) {
							if (_errs48) vErrors.length = _errs48;
							else vErrors = null;
						}
					}
				}
				if (data0.nationalIdNumber !== void 0) {
					let data9 = data0.nationalIdNumber;
					const _errs54 = errors;
					let valid10 = false;
					const _errs55 = errors;
					if (typeof data9 === "string") {
						if (func4(data9) > 30) {
							const err47 = {
								instancePath: instancePath + "/identity/nationalIdNumber",
								schemaPath: "#/properties/identity/properties/nationalIdNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err47];
							else vErrors.push(err47);
							errors++;
						}
					} else {
						const err48 = {
							instancePath: instancePath + "/identity/nationalIdNumber",
							schemaPath: "#/properties/identity/properties/nationalIdNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err48];
						else vErrors.push(err48);
						errors++;
					}
					var _valid8 = _errs55 === errors;
					valid10 = valid10 || _valid8;
					if (!valid10) {
						const _errs57 = errors;
						if (typeof data9 === "string") {
							if (!pattern0.test(data9)) {
								const err49 = {
									instancePath: instancePath + "/identity/nationalIdNumber",
									schemaPath: "#/properties/identity/properties/nationalIdNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err49];
								else vErrors.push(err49);
								errors++;
							}
						} else {
							const err50 = {
								instancePath: instancePath + "/identity/nationalIdNumber",
								schemaPath: "#/properties/identity/properties/nationalIdNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err50];
							else vErrors.push(err50);
							errors++;
						}
						var _valid8 = _errs57 === errors;
						valid10 = valid10 || _valid8;
					}
					if (!valid10) {
						const err51 = {
							instancePath: instancePath + "/identity/nationalIdNumber",
							schemaPath: "#/properties/identity/properties/nationalIdNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err51];
						else vErrors.push(err51);
						errors++;
					} else {
						errors = _errs54;
						if (vErrors !== null) {
							if (_errs54) vErrors.length = _errs54;
							else vErrors = null;
						}
					}
				}
				if (data0.nationalIdIssueDate !== void 0) {
					let data10 = data0.nationalIdIssueDate;
					const _errs60 = errors;
					let valid11 = false;
					const _errs61 = errors;
					if (typeof data10 === "string") {
						if (!formats0.validate(data10)) {
							const err52 = {
								instancePath: instancePath + "/identity/nationalIdIssueDate",
								schemaPath: "#/properties/identity/properties/nationalIdIssueDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err52];
							else vErrors.push(err52);
							errors++;
						}
					} else {
						const err53 = {
							instancePath: instancePath + "/identity/nationalIdIssueDate",
							schemaPath: "#/properties/identity/properties/nationalIdIssueDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err53];
						else vErrors.push(err53);
						errors++;
					}
					var _valid9 = _errs61 === errors;
					valid11 = valid11 || _valid9;
					if (!valid11) {
						const _errs63 = errors;
						if (typeof data10 === "string") {
							if (!pattern0.test(data10)) {
								const err54 = {
									instancePath: instancePath + "/identity/nationalIdIssueDate",
									schemaPath: "#/properties/identity/properties/nationalIdIssueDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err54];
								else vErrors.push(err54);
								errors++;
							}
						} else {
							const err55 = {
								instancePath: instancePath + "/identity/nationalIdIssueDate",
								schemaPath: "#/properties/identity/properties/nationalIdIssueDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err55];
							else vErrors.push(err55);
							errors++;
						}
						var _valid9 = _errs63 === errors;
						valid11 = valid11 || _valid9;
					}
					if (!valid11) {
						const err56 = {
							instancePath: instancePath + "/identity/nationalIdIssueDate",
							schemaPath: "#/properties/identity/properties/nationalIdIssueDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err56];
						else vErrors.push(err56);
						errors++;
					} else {
						errors = _errs60;
						if (vErrors !== null) {
							if (_errs60) vErrors.length = _errs60;
							else vErrors = null;
						}
					}
				}
				if (data0.nationalIdExpiryDate !== void 0) {
					let data11 = data0.nationalIdExpiryDate;
					const _errs66 = errors;
					let valid12 = false;
					const _errs67 = errors;
					if (typeof data11 === "string") {
						if (!formats0.validate(data11)) {
							const err57 = {
								instancePath: instancePath + "/identity/nationalIdExpiryDate",
								schemaPath: "#/properties/identity/properties/nationalIdExpiryDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err57];
							else vErrors.push(err57);
							errors++;
						}
					} else {
						const err58 = {
							instancePath: instancePath + "/identity/nationalIdExpiryDate",
							schemaPath: "#/properties/identity/properties/nationalIdExpiryDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err58];
						else vErrors.push(err58);
						errors++;
					}
					var _valid10 = _errs67 === errors;
					valid12 = valid12 || _valid10;
					if (!valid12) {
						const _errs69 = errors;
						if (typeof data11 === "string") {
							if (!pattern0.test(data11)) {
								const err59 = {
									instancePath: instancePath + "/identity/nationalIdExpiryDate",
									schemaPath: "#/properties/identity/properties/nationalIdExpiryDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err59];
								else vErrors.push(err59);
								errors++;
							}
						} else {
							const err60 = {
								instancePath: instancePath + "/identity/nationalIdExpiryDate",
								schemaPath: "#/properties/identity/properties/nationalIdExpiryDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err60];
							else vErrors.push(err60);
							errors++;
						}
						var _valid10 = _errs69 === errors;
						valid12 = valid12 || _valid10;
					}
					if (!valid12) {
						const err61 = {
							instancePath: instancePath + "/identity/nationalIdExpiryDate",
							schemaPath: "#/properties/identity/properties/nationalIdExpiryDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err61];
						else vErrors.push(err61);
						errors++;
					} else {
						errors = _errs66;
						if (vErrors !== null) {
							if (_errs66) vErrors.length = _errs66;
							else vErrors = null;
						}
					}
				}
				if (data0.nationalIdIssuePlace !== void 0) {
					let data12 = data0.nationalIdIssuePlace;
					const _errs72 = errors;
					let valid13 = false;
					const _errs73 = errors;
					if (typeof data12 === "string") {
						if (func4(data12) > 150) {
							const err62 = {
								instancePath: instancePath + "/identity/nationalIdIssuePlace",
								schemaPath: "#/properties/identity/properties/nationalIdIssuePlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err62];
							else vErrors.push(err62);
							errors++;
						}
					} else {
						const err63 = {
							instancePath: instancePath + "/identity/nationalIdIssuePlace",
							schemaPath: "#/properties/identity/properties/nationalIdIssuePlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err63];
						else vErrors.push(err63);
						errors++;
					}
					var _valid11 = _errs73 === errors;
					valid13 = valid13 || _valid11;
					if (!valid13) {
						const _errs75 = errors;
						if (typeof data12 === "string") {
							if (!pattern0.test(data12)) {
								const err64 = {
									instancePath: instancePath + "/identity/nationalIdIssuePlace",
									schemaPath: "#/properties/identity/properties/nationalIdIssuePlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err64];
								else vErrors.push(err64);
								errors++;
							}
						} else {
							const err65 = {
								instancePath: instancePath + "/identity/nationalIdIssuePlace",
								schemaPath: "#/properties/identity/properties/nationalIdIssuePlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err65];
							else vErrors.push(err65);
							errors++;
						}
						var _valid11 = _errs75 === errors;
						valid13 = valid13 || _valid11;
					}
					if (!valid13) {
						const err66 = {
							instancePath: instancePath + "/identity/nationalIdIssuePlace",
							schemaPath: "#/properties/identity/properties/nationalIdIssuePlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err66];
						else vErrors.push(err66);
						errors++;
					} else {
						errors = _errs72;
						if (vErrors !== null) {
							if (_errs72) vErrors.length = _errs72;
							else vErrors = null;
						}
					}
				}
				if (data0.passportNumber !== void 0) {
					let data13 = data0.passportNumber;
					const _errs78 = errors;
					let valid14 = false;
					const _errs79 = errors;
					if (typeof data13 === "string") {
						if (func4(data13) > 30) {
							const err67 = {
								instancePath: instancePath + "/identity/passportNumber",
								schemaPath: "#/properties/identity/properties/passportNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err67];
							else vErrors.push(err67);
							errors++;
						}
					} else {
						const err68 = {
							instancePath: instancePath + "/identity/passportNumber",
							schemaPath: "#/properties/identity/properties/passportNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err68];
						else vErrors.push(err68);
						errors++;
					}
					var _valid12 = _errs79 === errors;
					valid14 = valid14 || _valid12;
					if (!valid14) {
						const _errs81 = errors;
						if (typeof data13 === "string") {
							if (!pattern0.test(data13)) {
								const err69 = {
									instancePath: instancePath + "/identity/passportNumber",
									schemaPath: "#/properties/identity/properties/passportNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err69];
								else vErrors.push(err69);
								errors++;
							}
						} else {
							const err70 = {
								instancePath: instancePath + "/identity/passportNumber",
								schemaPath: "#/properties/identity/properties/passportNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err70];
							else vErrors.push(err70);
							errors++;
						}
						var _valid12 = _errs81 === errors;
						valid14 = valid14 || _valid12;
					}
					if (!valid14) {
						const err71 = {
							instancePath: instancePath + "/identity/passportNumber",
							schemaPath: "#/properties/identity/properties/passportNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err71];
						else vErrors.push(err71);
						errors++;
					} else {
						errors = _errs78;
						if (vErrors !== null) {
							if (_errs78) vErrors.length = _errs78;
							else vErrors = null;
						}
					}
				}
				if (data0.passportIssueDate !== void 0) {
					let data14 = data0.passportIssueDate;
					const _errs84 = errors;
					let valid15 = false;
					const _errs85 = errors;
					if (typeof data14 === "string") {
						if (!formats0.validate(data14)) {
							const err72 = {
								instancePath: instancePath + "/identity/passportIssueDate",
								schemaPath: "#/properties/identity/properties/passportIssueDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err72];
							else vErrors.push(err72);
							errors++;
						}
					} else {
						const err73 = {
							instancePath: instancePath + "/identity/passportIssueDate",
							schemaPath: "#/properties/identity/properties/passportIssueDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err73];
						else vErrors.push(err73);
						errors++;
					}
					var _valid13 = _errs85 === errors;
					valid15 = valid15 || _valid13;
					if (!valid15) {
						const _errs87 = errors;
						if (typeof data14 === "string") {
							if (!pattern0.test(data14)) {
								const err74 = {
									instancePath: instancePath + "/identity/passportIssueDate",
									schemaPath: "#/properties/identity/properties/passportIssueDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err74];
								else vErrors.push(err74);
								errors++;
							}
						} else {
							const err75 = {
								instancePath: instancePath + "/identity/passportIssueDate",
								schemaPath: "#/properties/identity/properties/passportIssueDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err75];
							else vErrors.push(err75);
							errors++;
						}
						var _valid13 = _errs87 === errors;
						valid15 = valid15 || _valid13;
					}
					if (!valid15) {
						const err76 = {
							instancePath: instancePath + "/identity/passportIssueDate",
							schemaPath: "#/properties/identity/properties/passportIssueDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err76];
						else vErrors.push(err76);
						errors++;
					} else {
						errors = _errs84;
						if (vErrors !== null) {
							if (_errs84) vErrors.length = _errs84;
							else vErrors = null;
						}
					}
				}
				if (data0.passportExpiryDate !== void 0) {
					let data15 = data0.passportExpiryDate;
					const _errs90 = errors;
					let valid16 = false;
					const _errs91 = errors;
					if (typeof data15 === "string") {
						if (!formats0.validate(data15)) {
							const err77 = {
								instancePath: instancePath + "/identity/passportExpiryDate",
								schemaPath: "#/properties/identity/properties/passportExpiryDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err77];
							else vErrors.push(err77);
							errors++;
						}
					} else {
						const err78 = {
							instancePath: instancePath + "/identity/passportExpiryDate",
							schemaPath: "#/properties/identity/properties/passportExpiryDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err78];
						else vErrors.push(err78);
						errors++;
					}
					var _valid14 = _errs91 === errors;
					valid16 = valid16 || _valid14;
					if (!valid16) {
						const _errs93 = errors;
						if (typeof data15 === "string") {
							if (!pattern0.test(data15)) {
								const err79 = {
									instancePath: instancePath + "/identity/passportExpiryDate",
									schemaPath: "#/properties/identity/properties/passportExpiryDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err79];
								else vErrors.push(err79);
								errors++;
							}
						} else {
							const err80 = {
								instancePath: instancePath + "/identity/passportExpiryDate",
								schemaPath: "#/properties/identity/properties/passportExpiryDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err80];
							else vErrors.push(err80);
							errors++;
						}
						var _valid14 = _errs93 === errors;
						valid16 = valid16 || _valid14;
					}
					if (!valid16) {
						const err81 = {
							instancePath: instancePath + "/identity/passportExpiryDate",
							schemaPath: "#/properties/identity/properties/passportExpiryDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err81];
						else vErrors.push(err81);
						errors++;
					} else {
						errors = _errs90;
						if (vErrors !== null) {
							if (_errs90) vErrors.length = _errs90;
							else vErrors = null;
						}
					}
				}
				if (data0.passportIssuePlace !== void 0) {
					let data16 = data0.passportIssuePlace;
					const _errs96 = errors;
					let valid17 = false;
					const _errs97 = errors;
					if (typeof data16 === "string") {
						if (func4(data16) > 150) {
							const err82 = {
								instancePath: instancePath + "/identity/passportIssuePlace",
								schemaPath: "#/properties/identity/properties/passportIssuePlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err82];
							else vErrors.push(err82);
							errors++;
						}
					} else {
						const err83 = {
							instancePath: instancePath + "/identity/passportIssuePlace",
							schemaPath: "#/properties/identity/properties/passportIssuePlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err83];
						else vErrors.push(err83);
						errors++;
					}
					var _valid15 = _errs97 === errors;
					valid17 = valid17 || _valid15;
					if (!valid17) {
						const _errs99 = errors;
						if (typeof data16 === "string") {
							if (!pattern0.test(data16)) {
								const err84 = {
									instancePath: instancePath + "/identity/passportIssuePlace",
									schemaPath: "#/properties/identity/properties/passportIssuePlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err84];
								else vErrors.push(err84);
								errors++;
							}
						} else {
							const err85 = {
								instancePath: instancePath + "/identity/passportIssuePlace",
								schemaPath: "#/properties/identity/properties/passportIssuePlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err85];
							else vErrors.push(err85);
							errors++;
						}
						var _valid15 = _errs99 === errors;
						valid17 = valid17 || _valid15;
					}
					if (!valid17) {
						const err86 = {
							instancePath: instancePath + "/identity/passportIssuePlace",
							schemaPath: "#/properties/identity/properties/passportIssuePlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err86];
						else vErrors.push(err86);
						errors++;
					} else {
						errors = _errs96;
						if (vErrors !== null) {
							if (_errs96) vErrors.length = _errs96;
							else vErrors = null;
						}
					}
				}
				if (data0.passportIssuingCountry !== void 0) {
					let data17 = data0.passportIssuingCountry;
					const _errs102 = errors;
					let valid18 = false;
					const _errs103 = errors;
					if (typeof data17 === "string") {
						if (func4(data17) > 100) {
							const err87 = {
								instancePath: instancePath + "/identity/passportIssuingCountry",
								schemaPath: "#/properties/identity/properties/passportIssuingCountry/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err87];
							else vErrors.push(err87);
							errors++;
						}
					} else {
						const err88 = {
							instancePath: instancePath + "/identity/passportIssuingCountry",
							schemaPath: "#/properties/identity/properties/passportIssuingCountry/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err88];
						else vErrors.push(err88);
						errors++;
					}
					var _valid16 = _errs103 === errors;
					valid18 = valid18 || _valid16;
					if (!valid18) {
						const _errs105 = errors;
						if (typeof data17 === "string") {
							if (!pattern0.test(data17)) {
								const err89 = {
									instancePath: instancePath + "/identity/passportIssuingCountry",
									schemaPath: "#/properties/identity/properties/passportIssuingCountry/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err89];
								else vErrors.push(err89);
								errors++;
							}
						} else {
							const err90 = {
								instancePath: instancePath + "/identity/passportIssuingCountry",
								schemaPath: "#/properties/identity/properties/passportIssuingCountry/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err90];
							else vErrors.push(err90);
							errors++;
						}
						var _valid16 = _errs105 === errors;
						valid18 = valid18 || _valid16;
					}
					if (!valid18) {
						const err91 = {
							instancePath: instancePath + "/identity/passportIssuingCountry",
							schemaPath: "#/properties/identity/properties/passportIssuingCountry/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err91];
						else vErrors.push(err91);
						errors++;
					} else {
						errors = _errs102;
						if (vErrors !== null) {
							if (_errs102) vErrors.length = _errs102;
							else vErrors = null;
						}
					}
				}
				if (data0.hasPreviousPassport !== void 0) {
					let data18 = data0.hasPreviousPassport;
					const _errs108 = errors;
					let valid19 = false;
					const _errs109 = errors;
					if (typeof data18 !== "boolean") {
						const err92 = {
							instancePath: instancePath + "/identity/hasPreviousPassport",
							schemaPath: "#/properties/identity/properties/hasPreviousPassport/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err92];
						else vErrors.push(err92);
						errors++;
					}
					var _valid17 = _errs109 === errors;
					valid19 = valid19 || _valid17;
					if (!valid19) {
						const _errs111 = errors;
						if (typeof data18 === "string") {
							if (!pattern0.test(data18)) {
								const err93 = {
									instancePath: instancePath + "/identity/hasPreviousPassport",
									schemaPath: "#/properties/identity/properties/hasPreviousPassport/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err93];
								else vErrors.push(err93);
								errors++;
							}
						} else {
							const err94 = {
								instancePath: instancePath + "/identity/hasPreviousPassport",
								schemaPath: "#/properties/identity/properties/hasPreviousPassport/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err94];
							else vErrors.push(err94);
							errors++;
						}
						var _valid17 = _errs111 === errors;
						valid19 = valid19 || _valid17;
					}
					if (!valid19) {
						const err95 = {
							instancePath: instancePath + "/identity/hasPreviousPassport",
							schemaPath: "#/properties/identity/properties/hasPreviousPassport/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err95];
						else vErrors.push(err95);
						errors++;
					} else {
						errors = _errs108;
						if (vErrors !== null) {
							if (_errs108) vErrors.length = _errs108;
							else vErrors = null;
						}
					}
				}
				if (data0.previousPassportNumber !== void 0) {
					let data19 = data0.previousPassportNumber;
					const _errs114 = errors;
					let valid20 = false;
					const _errs115 = errors;
					if (typeof data19 === "string") {
						if (func4(data19) > 30) {
							const err96 = {
								instancePath: instancePath + "/identity/previousPassportNumber",
								schemaPath: "#/properties/identity/properties/previousPassportNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err96];
							else vErrors.push(err96);
							errors++;
						}
					} else {
						const err97 = {
							instancePath: instancePath + "/identity/previousPassportNumber",
							schemaPath: "#/properties/identity/properties/previousPassportNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err97];
						else vErrors.push(err97);
						errors++;
					}
					var _valid18 = _errs115 === errors;
					valid20 = valid20 || _valid18;
					if (!valid20) {
						const _errs117 = errors;
						if (typeof data19 === "string") {
							if (!pattern0.test(data19)) {
								const err98 = {
									instancePath: instancePath + "/identity/previousPassportNumber",
									schemaPath: "#/properties/identity/properties/previousPassportNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err98];
								else vErrors.push(err98);
								errors++;
							}
						} else {
							const err99 = {
								instancePath: instancePath + "/identity/previousPassportNumber",
								schemaPath: "#/properties/identity/properties/previousPassportNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err99];
							else vErrors.push(err99);
							errors++;
						}
						var _valid18 = _errs117 === errors;
						valid20 = valid20 || _valid18;
					}
					if (!valid20) {
						const err100 = {
							instancePath: instancePath + "/identity/previousPassportNumber",
							schemaPath: "#/properties/identity/properties/previousPassportNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err100];
						else vErrors.push(err100);
						errors++;
					} else {
						errors = _errs114;
						if (vErrors !== null) {
							if (_errs114) vErrors.length = _errs114;
							else vErrors = null;
						}
					}
				}
				if (data0.hasLostPassport !== void 0) {
					let data20 = data0.hasLostPassport;
					const _errs120 = errors;
					let valid21 = false;
					const _errs121 = errors;
					if (typeof data20 !== "boolean") {
						const err101 = {
							instancePath: instancePath + "/identity/hasLostPassport",
							schemaPath: "#/properties/identity/properties/hasLostPassport/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err101];
						else vErrors.push(err101);
						errors++;
					}
					var _valid19 = _errs121 === errors;
					valid21 = valid21 || _valid19;
					if (!valid21) {
						const _errs123 = errors;
						if (typeof data20 === "string") {
							if (!pattern0.test(data20)) {
								const err102 = {
									instancePath: instancePath + "/identity/hasLostPassport",
									schemaPath: "#/properties/identity/properties/hasLostPassport/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err102];
								else vErrors.push(err102);
								errors++;
							}
						} else {
							const err103 = {
								instancePath: instancePath + "/identity/hasLostPassport",
								schemaPath: "#/properties/identity/properties/hasLostPassport/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err103];
							else vErrors.push(err103);
							errors++;
						}
						var _valid19 = _errs123 === errors;
						valid21 = valid21 || _valid19;
					}
					if (!valid21) {
						const err104 = {
							instancePath: instancePath + "/identity/hasLostPassport",
							schemaPath: "#/properties/identity/properties/hasLostPassport/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err104];
						else vErrors.push(err104);
						errors++;
					} else {
						errors = _errs120;
						if (vErrors !== null) {
							if (_errs120) vErrors.length = _errs120;
							else vErrors = null;
						}
					}
				}
				if (data0.lostPassportDetails !== void 0) {
					let data21 = data0.lostPassportDetails;
					const _errs126 = errors;
					let valid22 = false;
					const _errs127 = errors;
					if (typeof data21 === "string") {
						if (func4(data21) > 2e3) {
							const err105 = {
								instancePath: instancePath + "/identity/lostPassportDetails",
								schemaPath: "#/properties/identity/properties/lostPassportDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err105];
							else vErrors.push(err105);
							errors++;
						}
					} else {
						const err106 = {
							instancePath: instancePath + "/identity/lostPassportDetails",
							schemaPath: "#/properties/identity/properties/lostPassportDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err106];
						else vErrors.push(err106);
						errors++;
					}
					var _valid20 = _errs127 === errors;
					valid22 = valid22 || _valid20;
					if (!valid22) {
						const _errs129 = errors;
						if (typeof data21 === "string") {
							if (!pattern0.test(data21)) {
								const err107 = {
									instancePath: instancePath + "/identity/lostPassportDetails",
									schemaPath: "#/properties/identity/properties/lostPassportDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err107];
								else vErrors.push(err107);
								errors++;
							}
						} else {
							const err108 = {
								instancePath: instancePath + "/identity/lostPassportDetails",
								schemaPath: "#/properties/identity/properties/lostPassportDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err108];
							else vErrors.push(err108);
							errors++;
						}
						var _valid20 = _errs129 === errors;
						valid22 = valid22 || _valid20;
					}
					if (!valid22) {
						const err109 = {
							instancePath: instancePath + "/identity/lostPassportDetails",
							schemaPath: "#/properties/identity/properties/lostPassportDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err109];
						else vErrors.push(err109);
						errors++;
					} else {
						errors = _errs126;
						if (vErrors !== null) {
							if (_errs126) vErrors.length = _errs126;
							else vErrors = null;
						}
					}
				}
				if (data0.otherDocumentType !== void 0) {
					let data22 = data0.otherDocumentType;
					const _errs132 = errors;
					let valid23 = false;
					const _errs133 = errors;
					if (typeof data22 === "string") {
						if (func4(data22) > 100) {
							const err110 = {
								instancePath: instancePath + "/identity/otherDocumentType",
								schemaPath: "#/properties/identity/properties/otherDocumentType/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err110];
							else vErrors.push(err110);
							errors++;
						}
					} else {
						const err111 = {
							instancePath: instancePath + "/identity/otherDocumentType",
							schemaPath: "#/properties/identity/properties/otherDocumentType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err111];
						else vErrors.push(err111);
						errors++;
					}
					var _valid21 = _errs133 === errors;
					valid23 = valid23 || _valid21;
					if (!valid23) {
						const _errs135 = errors;
						if (typeof data22 === "string") {
							if (!pattern0.test(data22)) {
								const err112 = {
									instancePath: instancePath + "/identity/otherDocumentType",
									schemaPath: "#/properties/identity/properties/otherDocumentType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err112];
								else vErrors.push(err112);
								errors++;
							}
						} else {
							const err113 = {
								instancePath: instancePath + "/identity/otherDocumentType",
								schemaPath: "#/properties/identity/properties/otherDocumentType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err113];
							else vErrors.push(err113);
							errors++;
						}
						var _valid21 = _errs135 === errors;
						valid23 = valid23 || _valid21;
					}
					if (!valid23) {
						const err114 = {
							instancePath: instancePath + "/identity/otherDocumentType",
							schemaPath: "#/properties/identity/properties/otherDocumentType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err114];
						else vErrors.push(err114);
						errors++;
					} else {
						errors = _errs132;
						if (vErrors !== null) {
							if (_errs132) vErrors.length = _errs132;
							else vErrors = null;
						}
					}
				}
				if (data0.otherDocumentNumber !== void 0) {
					let data23 = data0.otherDocumentNumber;
					const _errs138 = errors;
					let valid24 = false;
					const _errs139 = errors;
					if (typeof data23 === "string") {
						if (func4(data23) > 50) {
							const err115 = {
								instancePath: instancePath + "/identity/otherDocumentNumber",
								schemaPath: "#/properties/identity/properties/otherDocumentNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 50 },
								message: "must NOT have more than 50 characters"
							};
							if (vErrors === null) vErrors = [err115];
							else vErrors.push(err115);
							errors++;
						}
					} else {
						const err116 = {
							instancePath: instancePath + "/identity/otherDocumentNumber",
							schemaPath: "#/properties/identity/properties/otherDocumentNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err116];
						else vErrors.push(err116);
						errors++;
					}
					var _valid22 = _errs139 === errors;
					valid24 = valid24 || _valid22;
					if (!valid24) {
						const _errs141 = errors;
						if (typeof data23 === "string") {
							if (!pattern0.test(data23)) {
								const err117 = {
									instancePath: instancePath + "/identity/otherDocumentNumber",
									schemaPath: "#/properties/identity/properties/otherDocumentNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err117];
								else vErrors.push(err117);
								errors++;
							}
						} else {
							const err118 = {
								instancePath: instancePath + "/identity/otherDocumentNumber",
								schemaPath: "#/properties/identity/properties/otherDocumentNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err118];
							else vErrors.push(err118);
							errors++;
						}
						var _valid22 = _errs141 === errors;
						valid24 = valid24 || _valid22;
					}
					if (!valid24) {
						const err119 = {
							instancePath: instancePath + "/identity/otherDocumentNumber",
							schemaPath: "#/properties/identity/properties/otherDocumentNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err119];
						else vErrors.push(err119);
						errors++;
					} else {
						errors = _errs138;
						if (vErrors !== null) {
							if (_errs138) vErrors.length = _errs138;
							else vErrors = null;
						}
					}
				}
				if (data0.otherDocumentIssueDate !== void 0) {
					let data24 = data0.otherDocumentIssueDate;
					const _errs144 = errors;
					let valid25 = false;
					const _errs145 = errors;
					if (typeof data24 === "string") {
						if (!formats0.validate(data24)) {
							const err120 = {
								instancePath: instancePath + "/identity/otherDocumentIssueDate",
								schemaPath: "#/properties/identity/properties/otherDocumentIssueDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err120];
							else vErrors.push(err120);
							errors++;
						}
					} else {
						const err121 = {
							instancePath: instancePath + "/identity/otherDocumentIssueDate",
							schemaPath: "#/properties/identity/properties/otherDocumentIssueDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err121];
						else vErrors.push(err121);
						errors++;
					}
					var _valid23 = _errs145 === errors;
					valid25 = valid25 || _valid23;
					if (!valid25) {
						const _errs147 = errors;
						if (typeof data24 === "string") {
							if (!pattern0.test(data24)) {
								const err122 = {
									instancePath: instancePath + "/identity/otherDocumentIssueDate",
									schemaPath: "#/properties/identity/properties/otherDocumentIssueDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err122];
								else vErrors.push(err122);
								errors++;
							}
						} else {
							const err123 = {
								instancePath: instancePath + "/identity/otherDocumentIssueDate",
								schemaPath: "#/properties/identity/properties/otherDocumentIssueDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err123];
							else vErrors.push(err123);
							errors++;
						}
						var _valid23 = _errs147 === errors;
						valid25 = valid25 || _valid23;
					}
					if (!valid25) {
						const err124 = {
							instancePath: instancePath + "/identity/otherDocumentIssueDate",
							schemaPath: "#/properties/identity/properties/otherDocumentIssueDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err124];
						else vErrors.push(err124);
						errors++;
					} else {
						errors = _errs144;
						if (vErrors !== null) {
							if (_errs144) vErrors.length = _errs144;
							else vErrors = null;
						}
					}
				}
				if (data0.otherDocumentExpiryDate !== void 0) {
					let data25 = data0.otherDocumentExpiryDate;
					const _errs150 = errors;
					let valid26 = false;
					const _errs151 = errors;
					if (typeof data25 === "string") {
						if (!formats0.validate(data25)) {
							const err125 = {
								instancePath: instancePath + "/identity/otherDocumentExpiryDate",
								schemaPath: "#/properties/identity/properties/otherDocumentExpiryDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err125];
							else vErrors.push(err125);
							errors++;
						}
					} else {
						const err126 = {
							instancePath: instancePath + "/identity/otherDocumentExpiryDate",
							schemaPath: "#/properties/identity/properties/otherDocumentExpiryDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err126];
						else vErrors.push(err126);
						errors++;
					}
					var _valid24 = _errs151 === errors;
					valid26 = valid26 || _valid24;
					if (!valid26) {
						const _errs153 = errors;
						if (typeof data25 === "string") {
							if (!pattern0.test(data25)) {
								const err127 = {
									instancePath: instancePath + "/identity/otherDocumentExpiryDate",
									schemaPath: "#/properties/identity/properties/otherDocumentExpiryDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err127];
								else vErrors.push(err127);
								errors++;
							}
						} else {
							const err128 = {
								instancePath: instancePath + "/identity/otherDocumentExpiryDate",
								schemaPath: "#/properties/identity/properties/otherDocumentExpiryDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err128];
							else vErrors.push(err128);
							errors++;
						}
						var _valid24 = _errs153 === errors;
						valid26 = valid26 || _valid24;
					}
					if (!valid26) {
						const err129 = {
							instancePath: instancePath + "/identity/otherDocumentExpiryDate",
							schemaPath: "#/properties/identity/properties/otherDocumentExpiryDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err129];
						else vErrors.push(err129);
						errors++;
					} else {
						errors = _errs150;
						if (vErrors !== null) {
							if (_errs150) vErrors.length = _errs150;
							else vErrors = null;
						}
					}
				}
				if (data0.otherDocumentIssuePlace !== void 0) {
					let data26 = data0.otherDocumentIssuePlace;
					const _errs156 = errors;
					let valid27 = false;
					const _errs157 = errors;
					if (typeof data26 === "string") {
						if (func4(data26) > 150) {
							const err130 = {
								instancePath: instancePath + "/identity/otherDocumentIssuePlace",
								schemaPath: "#/properties/identity/properties/otherDocumentIssuePlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err130];
							else vErrors.push(err130);
							errors++;
						}
					} else {
						const err131 = {
							instancePath: instancePath + "/identity/otherDocumentIssuePlace",
							schemaPath: "#/properties/identity/properties/otherDocumentIssuePlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err131];
						else vErrors.push(err131);
						errors++;
					}
					var _valid25 = _errs157 === errors;
					valid27 = valid27 || _valid25;
					if (!valid27) {
						const _errs159 = errors;
						if (typeof data26 === "string") {
							if (!pattern0.test(data26)) {
								const err132 = {
									instancePath: instancePath + "/identity/otherDocumentIssuePlace",
									schemaPath: "#/properties/identity/properties/otherDocumentIssuePlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err132];
								else vErrors.push(err132);
								errors++;
							}
						} else {
							const err133 = {
								instancePath: instancePath + "/identity/otherDocumentIssuePlace",
								schemaPath: "#/properties/identity/properties/otherDocumentIssuePlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err133];
							else vErrors.push(err133);
							errors++;
						}
						var _valid25 = _errs159 === errors;
						valid27 = valid27 || _valid25;
					}
					if (!valid27) {
						const err134 = {
							instancePath: instancePath + "/identity/otherDocumentIssuePlace",
							schemaPath: "#/properties/identity/properties/otherDocumentIssuePlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err134];
						else vErrors.push(err134);
						errors++;
					} else {
						errors = _errs156;
						if (vErrors !== null) {
							if (_errs156) vErrors.length = _errs156;
							else vErrors = null;
						}
					}
				}
			} else {
				const err135 = {
					instancePath: instancePath + "/identity",
					schemaPath: "#/properties/identity/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err135];
				else vErrors.push(err135);
				errors++;
			}
		}
		if (data.family !== void 0) {
			let data27 = data.family;
			if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
				for (const key2 in data27) if (!func2.call(schema11.properties.family.properties, key2)) {
					const err136 = {
						instancePath: instancePath + "/family",
						schemaPath: "#/properties/family/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key2 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err136];
					else vErrors.push(err136);
					errors++;
				}
				if (data27.maritalStatus !== void 0) {
					let data28 = data27.maritalStatus;
					const _errs165 = errors;
					let valid29 = false;
					const _errs166 = errors;
					if (typeof data28 !== "string") {
						const err137 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err137];
						else vErrors.push(err137);
						errors++;
					}
					if (!(data28 === "soltero" || data28 === "casado" || data28 === "divorciado" || data28 === "viudo" || data28 === "union-libre")) {
						const err138 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.family.properties.maritalStatus.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err138];
						else vErrors.push(err138);
						errors++;
					}
					var _valid26 = _errs166 === errors;
					valid29 = valid29 || _valid26;
					if (!valid29) {
						const _errs168 = errors;
						if (typeof data28 === "string") {
							if (!pattern0.test(data28)) {
								const err139 = {
									instancePath: instancePath + "/family/maritalStatus",
									schemaPath: "#/properties/family/properties/maritalStatus/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err139];
								else vErrors.push(err139);
								errors++;
							}
						} else {
							const err140 = {
								instancePath: instancePath + "/family/maritalStatus",
								schemaPath: "#/properties/family/properties/maritalStatus/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err140];
							else vErrors.push(err140);
							errors++;
						}
						var _valid26 = _errs168 === errors;
						valid29 = valid29 || _valid26;
					}
					if (!valid29) {
						const err141 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err141];
						else vErrors.push(err141);
						errors++;
					} else {
						errors = _errs165;
						if (vErrors !== null) {
							if (_errs165) vErrors.length = _errs165;
							else vErrors = null;
						}
					}
				}
				if (data27.marriageDate !== void 0) {
					let data29 = data27.marriageDate;
					const _errs171 = errors;
					let valid30 = false;
					const _errs172 = errors;
					if (typeof data29 === "string") {
						if (!formats0.validate(data29)) {
							const err142 = {
								instancePath: instancePath + "/family/marriageDate",
								schemaPath: "#/properties/family/properties/marriageDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err142];
							else vErrors.push(err142);
							errors++;
						}
					} else {
						const err143 = {
							instancePath: instancePath + "/family/marriageDate",
							schemaPath: "#/properties/family/properties/marriageDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err143];
						else vErrors.push(err143);
						errors++;
					}
					var _valid27 = _errs172 === errors;
					valid30 = valid30 || _valid27;
					if (!valid30) {
						const _errs174 = errors;
						if (typeof data29 === "string") {
							if (!pattern0.test(data29)) {
								const err144 = {
									instancePath: instancePath + "/family/marriageDate",
									schemaPath: "#/properties/family/properties/marriageDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err144];
								else vErrors.push(err144);
								errors++;
							}
						} else {
							const err145 = {
								instancePath: instancePath + "/family/marriageDate",
								schemaPath: "#/properties/family/properties/marriageDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err145];
							else vErrors.push(err145);
							errors++;
						}
						var _valid27 = _errs174 === errors;
						valid30 = valid30 || _valid27;
					}
					if (!valid30) {
						const err146 = {
							instancePath: instancePath + "/family/marriageDate",
							schemaPath: "#/properties/family/properties/marriageDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err146];
						else vErrors.push(err146);
						errors++;
					} else {
						errors = _errs171;
						if (vErrors !== null) {
							if (_errs171) vErrors.length = _errs171;
							else vErrors = null;
						}
					}
				}
				if (data27.marriagePlace !== void 0) {
					let data30 = data27.marriagePlace;
					const _errs177 = errors;
					let valid31 = false;
					const _errs178 = errors;
					if (typeof data30 === "string") {
						if (func4(data30) > 150) {
							const err147 = {
								instancePath: instancePath + "/family/marriagePlace",
								schemaPath: "#/properties/family/properties/marriagePlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err147];
							else vErrors.push(err147);
							errors++;
						}
					} else {
						const err148 = {
							instancePath: instancePath + "/family/marriagePlace",
							schemaPath: "#/properties/family/properties/marriagePlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err148];
						else vErrors.push(err148);
						errors++;
					}
					var _valid28 = _errs178 === errors;
					valid31 = valid31 || _valid28;
					if (!valid31) {
						const _errs180 = errors;
						if (typeof data30 === "string") {
							if (!pattern0.test(data30)) {
								const err149 = {
									instancePath: instancePath + "/family/marriagePlace",
									schemaPath: "#/properties/family/properties/marriagePlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err149];
								else vErrors.push(err149);
								errors++;
							}
						} else {
							const err150 = {
								instancePath: instancePath + "/family/marriagePlace",
								schemaPath: "#/properties/family/properties/marriagePlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err150];
							else vErrors.push(err150);
							errors++;
						}
						var _valid28 = _errs180 === errors;
						valid31 = valid31 || _valid28;
					}
					if (!valid31) {
						const err151 = {
							instancePath: instancePath + "/family/marriagePlace",
							schemaPath: "#/properties/family/properties/marriagePlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err151];
						else vErrors.push(err151);
						errors++;
					} else {
						errors = _errs177;
						if (vErrors !== null) {
							if (_errs177) vErrors.length = _errs177;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseFullName !== void 0) {
					let data31 = data27.spouseFullName;
					const _errs183 = errors;
					let valid32 = false;
					const _errs184 = errors;
					if (typeof data31 === "string") {
						if (func4(data31) > 200) {
							const err152 = {
								instancePath: instancePath + "/family/spouseFullName",
								schemaPath: "#/properties/family/properties/spouseFullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err152];
							else vErrors.push(err152);
							errors++;
						}
					} else {
						const err153 = {
							instancePath: instancePath + "/family/spouseFullName",
							schemaPath: "#/properties/family/properties/spouseFullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err153];
						else vErrors.push(err153);
						errors++;
					}
					var _valid29 = _errs184 === errors;
					valid32 = valid32 || _valid29;
					if (!valid32) {
						const _errs186 = errors;
						if (typeof data31 === "string") {
							if (!pattern0.test(data31)) {
								const err154 = {
									instancePath: instancePath + "/family/spouseFullName",
									schemaPath: "#/properties/family/properties/spouseFullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err154];
								else vErrors.push(err154);
								errors++;
							}
						} else {
							const err155 = {
								instancePath: instancePath + "/family/spouseFullName",
								schemaPath: "#/properties/family/properties/spouseFullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err155];
							else vErrors.push(err155);
							errors++;
						}
						var _valid29 = _errs186 === errors;
						valid32 = valid32 || _valid29;
					}
					if (!valid32) {
						const err156 = {
							instancePath: instancePath + "/family/spouseFullName",
							schemaPath: "#/properties/family/properties/spouseFullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err156];
						else vErrors.push(err156);
						errors++;
					} else {
						errors = _errs183;
						if (vErrors !== null) {
							if (_errs183) vErrors.length = _errs183;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseBirthDate !== void 0) {
					let data32 = data27.spouseBirthDate;
					const _errs189 = errors;
					let valid33 = false;
					const _errs190 = errors;
					if (typeof data32 === "string") {
						if (!formats0.validate(data32)) {
							const err157 = {
								instancePath: instancePath + "/family/spouseBirthDate",
								schemaPath: "#/properties/family/properties/spouseBirthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err157];
							else vErrors.push(err157);
							errors++;
						}
					} else {
						const err158 = {
							instancePath: instancePath + "/family/spouseBirthDate",
							schemaPath: "#/properties/family/properties/spouseBirthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err158];
						else vErrors.push(err158);
						errors++;
					}
					var _valid30 = _errs190 === errors;
					valid33 = valid33 || _valid30;
					if (!valid33) {
						const _errs192 = errors;
						if (typeof data32 === "string") {
							if (!pattern0.test(data32)) {
								const err159 = {
									instancePath: instancePath + "/family/spouseBirthDate",
									schemaPath: "#/properties/family/properties/spouseBirthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err159];
								else vErrors.push(err159);
								errors++;
							}
						} else {
							const err160 = {
								instancePath: instancePath + "/family/spouseBirthDate",
								schemaPath: "#/properties/family/properties/spouseBirthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err160];
							else vErrors.push(err160);
							errors++;
						}
						var _valid30 = _errs192 === errors;
						valid33 = valid33 || _valid30;
					}
					if (!valid33) {
						const err161 = {
							instancePath: instancePath + "/family/spouseBirthDate",
							schemaPath: "#/properties/family/properties/spouseBirthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err161];
						else vErrors.push(err161);
						errors++;
					} else {
						errors = _errs189;
						if (vErrors !== null) {
							if (_errs189) vErrors.length = _errs189;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseBirthPlace !== void 0) {
					let data33 = data27.spouseBirthPlace;
					const _errs195 = errors;
					let valid34 = false;
					const _errs196 = errors;
					if (typeof data33 === "string") {
						if (func4(data33) > 150) {
							const err162 = {
								instancePath: instancePath + "/family/spouseBirthPlace",
								schemaPath: "#/properties/family/properties/spouseBirthPlace/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err162];
							else vErrors.push(err162);
							errors++;
						}
					} else {
						const err163 = {
							instancePath: instancePath + "/family/spouseBirthPlace",
							schemaPath: "#/properties/family/properties/spouseBirthPlace/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err163];
						else vErrors.push(err163);
						errors++;
					}
					var _valid31 = _errs196 === errors;
					valid34 = valid34 || _valid31;
					if (!valid34) {
						const _errs198 = errors;
						if (typeof data33 === "string") {
							if (!pattern0.test(data33)) {
								const err164 = {
									instancePath: instancePath + "/family/spouseBirthPlace",
									schemaPath: "#/properties/family/properties/spouseBirthPlace/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err164];
								else vErrors.push(err164);
								errors++;
							}
						} else {
							const err165 = {
								instancePath: instancePath + "/family/spouseBirthPlace",
								schemaPath: "#/properties/family/properties/spouseBirthPlace/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err165];
							else vErrors.push(err165);
							errors++;
						}
						var _valid31 = _errs198 === errors;
						valid34 = valid34 || _valid31;
					}
					if (!valid34) {
						const err166 = {
							instancePath: instancePath + "/family/spouseBirthPlace",
							schemaPath: "#/properties/family/properties/spouseBirthPlace/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err166];
						else vErrors.push(err166);
						errors++;
					} else {
						errors = _errs195;
						if (vErrors !== null) {
							if (_errs195) vErrors.length = _errs195;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseNationality !== void 0) {
					let data34 = data27.spouseNationality;
					const _errs201 = errors;
					let valid35 = false;
					const _errs202 = errors;
					if (typeof data34 === "string") {
						if (func4(data34) > 100) {
							const err167 = {
								instancePath: instancePath + "/family/spouseNationality",
								schemaPath: "#/properties/family/properties/spouseNationality/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err167];
							else vErrors.push(err167);
							errors++;
						}
					} else {
						const err168 = {
							instancePath: instancePath + "/family/spouseNationality",
							schemaPath: "#/properties/family/properties/spouseNationality/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err168];
						else vErrors.push(err168);
						errors++;
					}
					var _valid32 = _errs202 === errors;
					valid35 = valid35 || _valid32;
					if (!valid35) {
						const _errs204 = errors;
						if (typeof data34 === "string") {
							if (!pattern0.test(data34)) {
								const err169 = {
									instancePath: instancePath + "/family/spouseNationality",
									schemaPath: "#/properties/family/properties/spouseNationality/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err169];
								else vErrors.push(err169);
								errors++;
							}
						} else {
							const err170 = {
								instancePath: instancePath + "/family/spouseNationality",
								schemaPath: "#/properties/family/properties/spouseNationality/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err170];
							else vErrors.push(err170);
							errors++;
						}
						var _valid32 = _errs204 === errors;
						valid35 = valid35 || _valid32;
					}
					if (!valid35) {
						const err171 = {
							instancePath: instancePath + "/family/spouseNationality",
							schemaPath: "#/properties/family/properties/spouseNationality/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err171];
						else vErrors.push(err171);
						errors++;
					} else {
						errors = _errs201;
						if (vErrors !== null) {
							if (_errs201) vErrors.length = _errs201;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseOccupation !== void 0) {
					let data35 = data27.spouseOccupation;
					const _errs207 = errors;
					let valid36 = false;
					const _errs208 = errors;
					if (typeof data35 === "string") {
						if (func4(data35) > 150) {
							const err172 = {
								instancePath: instancePath + "/family/spouseOccupation",
								schemaPath: "#/properties/family/properties/spouseOccupation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err172];
							else vErrors.push(err172);
							errors++;
						}
					} else {
						const err173 = {
							instancePath: instancePath + "/family/spouseOccupation",
							schemaPath: "#/properties/family/properties/spouseOccupation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err173];
						else vErrors.push(err173);
						errors++;
					}
					var _valid33 = _errs208 === errors;
					valid36 = valid36 || _valid33;
					if (!valid36) {
						const _errs210 = errors;
						if (typeof data35 === "string") {
							if (!pattern0.test(data35)) {
								const err174 = {
									instancePath: instancePath + "/family/spouseOccupation",
									schemaPath: "#/properties/family/properties/spouseOccupation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err174];
								else vErrors.push(err174);
								errors++;
							}
						} else {
							const err175 = {
								instancePath: instancePath + "/family/spouseOccupation",
								schemaPath: "#/properties/family/properties/spouseOccupation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err175];
							else vErrors.push(err175);
							errors++;
						}
						var _valid33 = _errs210 === errors;
						valid36 = valid36 || _valid33;
					}
					if (!valid36) {
						const err176 = {
							instancePath: instancePath + "/family/spouseOccupation",
							schemaPath: "#/properties/family/properties/spouseOccupation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err176];
						else vErrors.push(err176);
						errors++;
					} else {
						errors = _errs207;
						if (vErrors !== null) {
							if (_errs207) vErrors.length = _errs207;
							else vErrors = null;
						}
					}
				}
				if (data27.spouseTravelsWithApplicant !== void 0) {
					let data36 = data27.spouseTravelsWithApplicant;
					const _errs213 = errors;
					let valid37 = false;
					const _errs214 = errors;
					if (typeof data36 !== "boolean") {
						const err177 = {
							instancePath: instancePath + "/family/spouseTravelsWithApplicant",
							schemaPath: "#/properties/family/properties/spouseTravelsWithApplicant/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err177];
						else vErrors.push(err177);
						errors++;
					}
					var _valid34 = _errs214 === errors;
					valid37 = valid37 || _valid34;
					if (!valid37) {
						const _errs216 = errors;
						if (typeof data36 === "string") {
							if (!pattern0.test(data36)) {
								const err178 = {
									instancePath: instancePath + "/family/spouseTravelsWithApplicant",
									schemaPath: "#/properties/family/properties/spouseTravelsWithApplicant/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err178];
								else vErrors.push(err178);
								errors++;
							}
						} else {
							const err179 = {
								instancePath: instancePath + "/family/spouseTravelsWithApplicant",
								schemaPath: "#/properties/family/properties/spouseTravelsWithApplicant/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err179];
							else vErrors.push(err179);
							errors++;
						}
						var _valid34 = _errs216 === errors;
						valid37 = valid37 || _valid34;
					}
					if (!valid37) {
						const err180 = {
							instancePath: instancePath + "/family/spouseTravelsWithApplicant",
							schemaPath: "#/properties/family/properties/spouseTravelsWithApplicant/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err180];
						else vErrors.push(err180);
						errors++;
					} else {
						errors = _errs213;
						if (vErrors !== null) {
							if (_errs213) vErrors.length = _errs213;
							else vErrors = null;
						}
					}
				}
				if (data27.previousMarriageDetails !== void 0) {
					let data37 = data27.previousMarriageDetails;
					const _errs219 = errors;
					let valid38 = false;
					const _errs220 = errors;
					if (typeof data37 === "string") {
						if (func4(data37) > 2e3) {
							const err181 = {
								instancePath: instancePath + "/family/previousMarriageDetails",
								schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err181];
							else vErrors.push(err181);
							errors++;
						}
					} else {
						const err182 = {
							instancePath: instancePath + "/family/previousMarriageDetails",
							schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err182];
						else vErrors.push(err182);
						errors++;
					}
					var _valid35 = _errs220 === errors;
					valid38 = valid38 || _valid35;
					if (!valid38) {
						const _errs222 = errors;
						if (typeof data37 === "string") {
							if (!pattern0.test(data37)) {
								const err183 = {
									instancePath: instancePath + "/family/previousMarriageDetails",
									schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err183];
								else vErrors.push(err183);
								errors++;
							}
						} else {
							const err184 = {
								instancePath: instancePath + "/family/previousMarriageDetails",
								schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err184];
							else vErrors.push(err184);
							errors++;
						}
						var _valid35 = _errs222 === errors;
						valid38 = valid38 || _valid35;
					}
					if (!valid38) {
						const err185 = {
							instancePath: instancePath + "/family/previousMarriageDetails",
							schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err185];
						else vErrors.push(err185);
						errors++;
					} else {
						errors = _errs219;
						if (vErrors !== null) {
							if (_errs219) vErrors.length = _errs219;
							else vErrors = null;
						}
					}
				}
				if (data27.hasChildren !== void 0) {
					let data38 = data27.hasChildren;
					const _errs225 = errors;
					let valid39 = false;
					const _errs226 = errors;
					if (typeof data38 !== "boolean") {
						const err186 = {
							instancePath: instancePath + "/family/hasChildren",
							schemaPath: "#/properties/family/properties/hasChildren/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err186];
						else vErrors.push(err186);
						errors++;
					}
					var _valid36 = _errs226 === errors;
					valid39 = valid39 || _valid36;
					if (!valid39) {
						const _errs228 = errors;
						if (typeof data38 === "string") {
							if (!pattern0.test(data38)) {
								const err187 = {
									instancePath: instancePath + "/family/hasChildren",
									schemaPath: "#/properties/family/properties/hasChildren/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err187];
								else vErrors.push(err187);
								errors++;
							}
						} else {
							const err188 = {
								instancePath: instancePath + "/family/hasChildren",
								schemaPath: "#/properties/family/properties/hasChildren/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err188];
							else vErrors.push(err188);
							errors++;
						}
						var _valid36 = _errs228 === errors;
						valid39 = valid39 || _valid36;
					}
					if (!valid39) {
						const err189 = {
							instancePath: instancePath + "/family/hasChildren",
							schemaPath: "#/properties/family/properties/hasChildren/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err189];
						else vErrors.push(err189);
						errors++;
					} else {
						errors = _errs225;
						if (vErrors !== null) {
							if (_errs225) vErrors.length = _errs225;
							else vErrors = null;
						}
					}
				}
				if (data27.children !== void 0) {
					let data39 = data27.children;
					const _errs231 = errors;
					let valid40 = false;
					const _errs232 = errors;
					if (Array.isArray(data39)) {
						const len0 = data39.length;
						for (let i0 = 0; i0 < len0; i0++) {
							let data40 = data39[i0];
							if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
								for (const key3 in data40) if (!(key3 === "fullName" || key3 === "birthDate" || key3 === "nationality" || key3 === "residenceCountry" || key3 === "travelsWithApplicant")) {
									const err190 = {
										instancePath: instancePath + "/family/children/" + i0,
										schemaPath: "#/properties/family/properties/children/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key3 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err190];
									else vErrors.push(err190);
									errors++;
								}
								if (data40.fullName !== void 0) {
									let data41 = data40.fullName;
									const _errs238 = errors;
									let valid44 = false;
									const _errs239 = errors;
									if (typeof data41 === "string") {
										if (func4(data41) > 200) {
											const err191 = {
												instancePath: instancePath + "/family/children/" + i0 + "/fullName",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/fullName/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 200 },
												message: "must NOT have more than 200 characters"
											};
											if (vErrors === null) vErrors = [err191];
											else vErrors.push(err191);
											errors++;
										}
									} else {
										const err192 = {
											instancePath: instancePath + "/family/children/" + i0 + "/fullName",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/fullName/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err192];
										else vErrors.push(err192);
										errors++;
									}
									var _valid38 = _errs239 === errors;
									valid44 = valid44 || _valid38;
									if (!valid44) {
										const _errs241 = errors;
										if (typeof data41 === "string") {
											if (!pattern0.test(data41)) {
												const err193 = {
													instancePath: instancePath + "/family/children/" + i0 + "/fullName",
													schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/fullName/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err193];
												else vErrors.push(err193);
												errors++;
											}
										} else {
											const err194 = {
												instancePath: instancePath + "/family/children/" + i0 + "/fullName",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/fullName/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err194];
											else vErrors.push(err194);
											errors++;
										}
										var _valid38 = _errs241 === errors;
										valid44 = valid44 || _valid38;
									}
									if (!valid44) {
										const err195 = {
											instancePath: instancePath + "/family/children/" + i0 + "/fullName",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/fullName/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err195];
										else vErrors.push(err195);
										errors++;
									} else {
										errors = _errs238;
										if (vErrors !== null) {
											if (_errs238) vErrors.length = _errs238;
											else vErrors = null;
										}
									}
								}
								if (data40.birthDate !== void 0) {
									let data42 = data40.birthDate;
									const _errs244 = errors;
									let valid45 = false;
									const _errs245 = errors;
									if (typeof data42 === "string") {
										if (!formats0.validate(data42)) {
											const err196 = {
												instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/birthDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err196];
											else vErrors.push(err196);
											errors++;
										}
									} else {
										const err197 = {
											instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/birthDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err197];
										else vErrors.push(err197);
										errors++;
									}
									var _valid39 = _errs245 === errors;
									valid45 = valid45 || _valid39;
									if (!valid45) {
										const _errs247 = errors;
										if (typeof data42 === "string") {
											if (!pattern0.test(data42)) {
												const err198 = {
													instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
													schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/birthDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err198];
												else vErrors.push(err198);
												errors++;
											}
										} else {
											const err199 = {
												instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/birthDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err199];
											else vErrors.push(err199);
											errors++;
										}
										var _valid39 = _errs247 === errors;
										valid45 = valid45 || _valid39;
									}
									if (!valid45) {
										const err200 = {
											instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/birthDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err200];
										else vErrors.push(err200);
										errors++;
									} else {
										errors = _errs244;
										if (vErrors !== null) {
											if (_errs244) vErrors.length = _errs244;
											else vErrors = null;
										}
									}
								}
								if (data40.nationality !== void 0) {
									let data43 = data40.nationality;
									const _errs250 = errors;
									let valid46 = false;
									const _errs251 = errors;
									if (typeof data43 === "string") {
										if (func4(data43) > 100) {
											const err201 = {
												instancePath: instancePath + "/family/children/" + i0 + "/nationality",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/nationality/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err201];
											else vErrors.push(err201);
											errors++;
										}
									} else {
										const err202 = {
											instancePath: instancePath + "/family/children/" + i0 + "/nationality",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/nationality/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err202];
										else vErrors.push(err202);
										errors++;
									}
									var _valid40 = _errs251 === errors;
									valid46 = valid46 || _valid40;
									if (!valid46) {
										const _errs253 = errors;
										if (typeof data43 === "string") {
											if (!pattern0.test(data43)) {
												const err203 = {
													instancePath: instancePath + "/family/children/" + i0 + "/nationality",
													schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/nationality/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err203];
												else vErrors.push(err203);
												errors++;
											}
										} else {
											const err204 = {
												instancePath: instancePath + "/family/children/" + i0 + "/nationality",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/nationality/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err204];
											else vErrors.push(err204);
											errors++;
										}
										var _valid40 = _errs253 === errors;
										valid46 = valid46 || _valid40;
									}
									if (!valid46) {
										const err205 = {
											instancePath: instancePath + "/family/children/" + i0 + "/nationality",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/nationality/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err205];
										else vErrors.push(err205);
										errors++;
									} else {
										errors = _errs250;
										if (vErrors !== null) {
											if (_errs250) vErrors.length = _errs250;
											else vErrors = null;
										}
									}
								}
								if (data40.residenceCountry !== void 0) {
									let data44 = data40.residenceCountry;
									const _errs256 = errors;
									let valid47 = false;
									const _errs257 = errors;
									if (typeof data44 === "string") {
										if (func4(data44) > 100) {
											const err206 = {
												instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err206];
											else vErrors.push(err206);
											errors++;
										}
									} else {
										const err207 = {
											instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err207];
										else vErrors.push(err207);
										errors++;
									}
									var _valid41 = _errs257 === errors;
									valid47 = valid47 || _valid41;
									if (!valid47) {
										const _errs259 = errors;
										if (typeof data44 === "string") {
											if (!pattern0.test(data44)) {
												const err208 = {
													instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
													schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err208];
												else vErrors.push(err208);
												errors++;
											}
										} else {
											const err209 = {
												instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err209];
											else vErrors.push(err209);
											errors++;
										}
										var _valid41 = _errs259 === errors;
										valid47 = valid47 || _valid41;
									}
									if (!valid47) {
										const err210 = {
											instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/residenceCountry/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err210];
										else vErrors.push(err210);
										errors++;
									} else {
										errors = _errs256;
										if (vErrors !== null) {
											if (_errs256) vErrors.length = _errs256;
											else vErrors = null;
										}
									}
								}
								if (data40.travelsWithApplicant !== void 0) {
									let data45 = data40.travelsWithApplicant;
									const _errs262 = errors;
									let valid48 = false;
									const _errs263 = errors;
									if (typeof data45 !== "boolean") {
										const err211 = {
											instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/0/type",
											keyword: "type",
											params: { type: "boolean" },
											message: "must be boolean"
										};
										if (vErrors === null) vErrors = [err211];
										else vErrors.push(err211);
										errors++;
									}
									var _valid42 = _errs263 === errors;
									valid48 = valid48 || _valid42;
									if (!valid48) {
										const _errs265 = errors;
										if (typeof data45 === "string") {
											if (!pattern0.test(data45)) {
												const err212 = {
													instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
													schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err212];
												else vErrors.push(err212);
												errors++;
											}
										} else {
											const err213 = {
												instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
												schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err213];
											else vErrors.push(err213);
											errors++;
										}
										var _valid42 = _errs265 === errors;
										valid48 = valid48 || _valid42;
									}
									if (!valid48) {
										const err214 = {
											instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
											schemaPath: "#/properties/family/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err214];
										else vErrors.push(err214);
										errors++;
									} else {
										errors = _errs262;
										if (vErrors !== null) {
											if (_errs262) vErrors.length = _errs262;
											else vErrors = null;
										}
									}
								}
							} else {
								const err215 = {
									instancePath: instancePath + "/family/children/" + i0,
									schemaPath: "#/properties/family/properties/children/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err215];
								else vErrors.push(err215);
								errors++;
							}
						}
					} else {
						const err216 = {
							instancePath: instancePath + "/family/children",
							schemaPath: "#/properties/family/properties/children/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err216];
						else vErrors.push(err216);
						errors++;
					}
					var _valid37 = _errs232 === errors;
					valid40 = valid40 || _valid37;
					if (!valid40) {
						const _errs267 = errors;
						if (typeof data39 === "string") {
							if (!pattern0.test(data39)) {
								const err217 = {
									instancePath: instancePath + "/family/children",
									schemaPath: "#/properties/family/properties/children/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err217];
								else vErrors.push(err217);
								errors++;
							}
						} else {
							const err218 = {
								instancePath: instancePath + "/family/children",
								schemaPath: "#/properties/family/properties/children/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err218];
							else vErrors.push(err218);
							errors++;
						}
						var _valid37 = _errs267 === errors;
						valid40 = valid40 || _valid37;
					}
					if (!valid40) {
						const err219 = {
							instancePath: instancePath + "/family/children",
							schemaPath: "#/properties/family/properties/children/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err219];
						else vErrors.push(err219);
						errors++;
					} else {
						errors = _errs231;
						if (vErrors !== null) {
							if (_errs231) vErrors.length = _errs231;
							else vErrors = null;
						}
					}
				}
				if (data27.dependentsCount !== void 0) {
					let data46 = data27.dependentsCount;
					const _errs270 = errors;
					let valid49 = false;
					const _errs271 = errors;
					if (!(typeof data46 == "number" && !(data46 % 1) && !isNaN(data46) && isFinite(data46))) {
						const err220 = {
							instancePath: instancePath + "/family/dependentsCount",
							schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err220];
						else vErrors.push(err220);
						errors++;
					}
					if (typeof data46 == "number" && isFinite(data46)) {
						if (data46 > 30 || isNaN(data46)) {
							const err221 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 30
								},
								message: "must be <= 30"
							};
							if (vErrors === null) vErrors = [err221];
							else vErrors.push(err221);
							errors++;
						}
						if (data46 < 0 || isNaN(data46)) {
							const err222 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err222];
							else vErrors.push(err222);
							errors++;
						}
					}
					var _valid43 = _errs271 === errors;
					valid49 = valid49 || _valid43;
					if (!valid49) {
						const _errs273 = errors;
						if (typeof data46 === "string") {
							if (!pattern0.test(data46)) {
								const err223 = {
									instancePath: instancePath + "/family/dependentsCount",
									schemaPath: "#/properties/family/properties/dependentsCount/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err223];
								else vErrors.push(err223);
								errors++;
							}
						} else {
							const err224 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err224];
							else vErrors.push(err224);
							errors++;
						}
						var _valid43 = _errs273 === errors;
						valid49 = valid49 || _valid43;
					}
					if (!valid49) {
						const err225 = {
							instancePath: instancePath + "/family/dependentsCount",
							schemaPath: "#/properties/family/properties/dependentsCount/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err225];
						else vErrors.push(err225);
						errors++;
					} else {
						errors = _errs270;
						if (vErrors !== null) {
							if (_errs270) vErrors.length = _errs270;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherFullName !== void 0) {
					let data47 = data27.fatherFullName;
					const _errs276 = errors;
					let valid50 = false;
					const _errs277 = errors;
					if (typeof data47 === "string") {
						if (func4(data47) > 200) {
							const err226 = {
								instancePath: instancePath + "/family/fatherFullName",
								schemaPath: "#/properties/family/properties/fatherFullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err226];
							else vErrors.push(err226);
							errors++;
						}
					} else {
						const err227 = {
							instancePath: instancePath + "/family/fatherFullName",
							schemaPath: "#/properties/family/properties/fatherFullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err227];
						else vErrors.push(err227);
						errors++;
					}
					var _valid44 = _errs277 === errors;
					valid50 = valid50 || _valid44;
					if (!valid50) {
						const _errs279 = errors;
						if (typeof data47 === "string") {
							if (!pattern0.test(data47)) {
								const err228 = {
									instancePath: instancePath + "/family/fatherFullName",
									schemaPath: "#/properties/family/properties/fatherFullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err228];
								else vErrors.push(err228);
								errors++;
							}
						} else {
							const err229 = {
								instancePath: instancePath + "/family/fatherFullName",
								schemaPath: "#/properties/family/properties/fatherFullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err229];
							else vErrors.push(err229);
							errors++;
						}
						var _valid44 = _errs279 === errors;
						valid50 = valid50 || _valid44;
					}
					if (!valid50) {
						const err230 = {
							instancePath: instancePath + "/family/fatherFullName",
							schemaPath: "#/properties/family/properties/fatherFullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err230];
						else vErrors.push(err230);
						errors++;
					} else {
						errors = _errs276;
						if (vErrors !== null) {
							if (_errs276) vErrors.length = _errs276;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherBirthDate !== void 0) {
					let data48 = data27.fatherBirthDate;
					const _errs282 = errors;
					let valid51 = false;
					const _errs283 = errors;
					if (typeof data48 === "string") {
						if (!formats0.validate(data48)) {
							const err231 = {
								instancePath: instancePath + "/family/fatherBirthDate",
								schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err231];
							else vErrors.push(err231);
							errors++;
						}
					} else {
						const err232 = {
							instancePath: instancePath + "/family/fatherBirthDate",
							schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err232];
						else vErrors.push(err232);
						errors++;
					}
					var _valid45 = _errs283 === errors;
					valid51 = valid51 || _valid45;
					if (!valid51) {
						const _errs285 = errors;
						if (typeof data48 === "string") {
							if (!pattern0.test(data48)) {
								const err233 = {
									instancePath: instancePath + "/family/fatherBirthDate",
									schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err233];
								else vErrors.push(err233);
								errors++;
							}
						} else {
							const err234 = {
								instancePath: instancePath + "/family/fatherBirthDate",
								schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err234];
							else vErrors.push(err234);
							errors++;
						}
						var _valid45 = _errs285 === errors;
						valid51 = valid51 || _valid45;
					}
					if (!valid51) {
						const err235 = {
							instancePath: instancePath + "/family/fatherBirthDate",
							schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err235];
						else vErrors.push(err235);
						errors++;
					} else {
						errors = _errs282;
						if (vErrors !== null) {
							if (_errs282) vErrors.length = _errs282;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherResidence !== void 0) {
					let data49 = data27.fatherResidence;
					const _errs288 = errors;
					let valid52 = false;
					const _errs289 = errors;
					if (typeof data49 === "string") {
						if (func4(data49) > 150) {
							const err236 = {
								instancePath: instancePath + "/family/fatherResidence",
								schemaPath: "#/properties/family/properties/fatherResidence/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err236];
							else vErrors.push(err236);
							errors++;
						}
					} else {
						const err237 = {
							instancePath: instancePath + "/family/fatherResidence",
							schemaPath: "#/properties/family/properties/fatherResidence/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err237];
						else vErrors.push(err237);
						errors++;
					}
					var _valid46 = _errs289 === errors;
					valid52 = valid52 || _valid46;
					if (!valid52) {
						const _errs291 = errors;
						if (typeof data49 === "string") {
							if (!pattern0.test(data49)) {
								const err238 = {
									instancePath: instancePath + "/family/fatherResidence",
									schemaPath: "#/properties/family/properties/fatherResidence/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err238];
								else vErrors.push(err238);
								errors++;
							}
						} else {
							const err239 = {
								instancePath: instancePath + "/family/fatherResidence",
								schemaPath: "#/properties/family/properties/fatherResidence/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err239];
							else vErrors.push(err239);
							errors++;
						}
						var _valid46 = _errs291 === errors;
						valid52 = valid52 || _valid46;
					}
					if (!valid52) {
						const err240 = {
							instancePath: instancePath + "/family/fatherResidence",
							schemaPath: "#/properties/family/properties/fatherResidence/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err240];
						else vErrors.push(err240);
						errors++;
					} else {
						errors = _errs288;
						if (vErrors !== null) {
							if (_errs288) vErrors.length = _errs288;
							else vErrors = null;
						}
					}
				}
				if (data27.motherFullName !== void 0) {
					let data50 = data27.motherFullName;
					const _errs294 = errors;
					let valid53 = false;
					const _errs295 = errors;
					if (typeof data50 === "string") {
						if (func4(data50) > 200) {
							const err241 = {
								instancePath: instancePath + "/family/motherFullName",
								schemaPath: "#/properties/family/properties/motherFullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err241];
							else vErrors.push(err241);
							errors++;
						}
					} else {
						const err242 = {
							instancePath: instancePath + "/family/motherFullName",
							schemaPath: "#/properties/family/properties/motherFullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err242];
						else vErrors.push(err242);
						errors++;
					}
					var _valid47 = _errs295 === errors;
					valid53 = valid53 || _valid47;
					if (!valid53) {
						const _errs297 = errors;
						if (typeof data50 === "string") {
							if (!pattern0.test(data50)) {
								const err243 = {
									instancePath: instancePath + "/family/motherFullName",
									schemaPath: "#/properties/family/properties/motherFullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err243];
								else vErrors.push(err243);
								errors++;
							}
						} else {
							const err244 = {
								instancePath: instancePath + "/family/motherFullName",
								schemaPath: "#/properties/family/properties/motherFullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err244];
							else vErrors.push(err244);
							errors++;
						}
						var _valid47 = _errs297 === errors;
						valid53 = valid53 || _valid47;
					}
					if (!valid53) {
						const err245 = {
							instancePath: instancePath + "/family/motherFullName",
							schemaPath: "#/properties/family/properties/motherFullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err245];
						else vErrors.push(err245);
						errors++;
					} else {
						errors = _errs294;
						if (vErrors !== null) {
							if (_errs294) vErrors.length = _errs294;
							else vErrors = null;
						}
					}
				}
				if (data27.motherBirthDate !== void 0) {
					let data51 = data27.motherBirthDate;
					const _errs300 = errors;
					let valid54 = false;
					const _errs301 = errors;
					if (typeof data51 === "string") {
						if (!formats0.validate(data51)) {
							const err246 = {
								instancePath: instancePath + "/family/motherBirthDate",
								schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err246];
							else vErrors.push(err246);
							errors++;
						}
					} else {
						const err247 = {
							instancePath: instancePath + "/family/motherBirthDate",
							schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err247];
						else vErrors.push(err247);
						errors++;
					}
					var _valid48 = _errs301 === errors;
					valid54 = valid54 || _valid48;
					if (!valid54) {
						const _errs303 = errors;
						if (typeof data51 === "string") {
							if (!pattern0.test(data51)) {
								const err248 = {
									instancePath: instancePath + "/family/motherBirthDate",
									schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err248];
								else vErrors.push(err248);
								errors++;
							}
						} else {
							const err249 = {
								instancePath: instancePath + "/family/motherBirthDate",
								schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err249];
							else vErrors.push(err249);
							errors++;
						}
						var _valid48 = _errs303 === errors;
						valid54 = valid54 || _valid48;
					}
					if (!valid54) {
						const err250 = {
							instancePath: instancePath + "/family/motherBirthDate",
							schemaPath: "#/properties/family/properties/motherBirthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err250];
						else vErrors.push(err250);
						errors++;
					} else {
						errors = _errs300;
						if (vErrors !== null) {
							if (_errs300) vErrors.length = _errs300;
							else vErrors = null;
						}
					}
				}
				if (data27.motherResidence !== void 0) {
					let data52 = data27.motherResidence;
					const _errs306 = errors;
					let valid55 = false;
					const _errs307 = errors;
					if (typeof data52 === "string") {
						if (func4(data52) > 150) {
							const err251 = {
								instancePath: instancePath + "/family/motherResidence",
								schemaPath: "#/properties/family/properties/motherResidence/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err251];
							else vErrors.push(err251);
							errors++;
						}
					} else {
						const err252 = {
							instancePath: instancePath + "/family/motherResidence",
							schemaPath: "#/properties/family/properties/motherResidence/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err252];
						else vErrors.push(err252);
						errors++;
					}
					var _valid49 = _errs307 === errors;
					valid55 = valid55 || _valid49;
					if (!valid55) {
						const _errs309 = errors;
						if (typeof data52 === "string") {
							if (!pattern0.test(data52)) {
								const err253 = {
									instancePath: instancePath + "/family/motherResidence",
									schemaPath: "#/properties/family/properties/motherResidence/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err253];
								else vErrors.push(err253);
								errors++;
							}
						} else {
							const err254 = {
								instancePath: instancePath + "/family/motherResidence",
								schemaPath: "#/properties/family/properties/motherResidence/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err254];
							else vErrors.push(err254);
							errors++;
						}
						var _valid49 = _errs309 === errors;
						valid55 = valid55 || _valid49;
					}
					if (!valid55) {
						const err255 = {
							instancePath: instancePath + "/family/motherResidence",
							schemaPath: "#/properties/family/properties/motherResidence/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err255];
						else vErrors.push(err255);
						errors++;
					} else {
						errors = _errs306;
						if (vErrors !== null) {
							if (_errs306) vErrors.length = _errs306;
							else vErrors = null;
						}
					}
				}
			} else {
				const err256 = {
					instancePath: instancePath + "/family",
					schemaPath: "#/properties/family/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err256];
				else vErrors.push(err256);
				errors++;
			}
		}
		if (data.residence !== void 0) {
			let data53 = data.residence;
			if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
				if (data53.primaryPhone === void 0) {
					const err257 = {
						instancePath: instancePath + "/residence",
						schemaPath: "#/properties/residence/required",
						keyword: "required",
						params: { missingProperty: "primaryPhone" },
						message: "must have required property 'primaryPhone'"
					};
					if (vErrors === null) vErrors = [err257];
					else vErrors.push(err257);
					errors++;
				}
				for (const key4 in data53) if (!func2.call(schema11.properties.residence.properties, key4)) {
					const err258 = {
						instancePath: instancePath + "/residence",
						schemaPath: "#/properties/residence/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key4 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err258];
					else vErrors.push(err258);
					errors++;
				}
				if (data53.currentAddressFull !== void 0) {
					let data54 = data53.currentAddressFull;
					const _errs315 = errors;
					let valid57 = false;
					const _errs316 = errors;
					if (typeof data54 === "string") {
						if (func4(data54) > 300) {
							const err259 = {
								instancePath: instancePath + "/residence/currentAddressFull",
								schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err259];
							else vErrors.push(err259);
							errors++;
						}
					} else {
						const err260 = {
							instancePath: instancePath + "/residence/currentAddressFull",
							schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err260];
						else vErrors.push(err260);
						errors++;
					}
					var _valid50 = _errs316 === errors;
					valid57 = valid57 || _valid50;
					if (!valid57) {
						const _errs318 = errors;
						if (typeof data54 === "string") {
							if (!pattern0.test(data54)) {
								const err261 = {
									instancePath: instancePath + "/residence/currentAddressFull",
									schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err261];
								else vErrors.push(err261);
								errors++;
							}
						} else {
							const err262 = {
								instancePath: instancePath + "/residence/currentAddressFull",
								schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err262];
							else vErrors.push(err262);
							errors++;
						}
						var _valid50 = _errs318 === errors;
						valid57 = valid57 || _valid50;
					}
					if (!valid57) {
						const err263 = {
							instancePath: instancePath + "/residence/currentAddressFull",
							schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err263];
						else vErrors.push(err263);
						errors++;
					} else {
						errors = _errs315;
						if (vErrors !== null) {
							if (_errs315) vErrors.length = _errs315;
							else vErrors = null;
						}
					}
				}
				if (data53.city !== void 0) {
					let data55 = data53.city;
					const _errs321 = errors;
					let valid58 = false;
					const _errs322 = errors;
					if (typeof data55 === "string") {
						if (func4(data55) > 100) {
							const err264 = {
								instancePath: instancePath + "/residence/city",
								schemaPath: "#/properties/residence/properties/city/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err264];
							else vErrors.push(err264);
							errors++;
						}
					} else {
						const err265 = {
							instancePath: instancePath + "/residence/city",
							schemaPath: "#/properties/residence/properties/city/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err265];
						else vErrors.push(err265);
						errors++;
					}
					var _valid51 = _errs322 === errors;
					valid58 = valid58 || _valid51;
					if (!valid58) {
						const _errs324 = errors;
						if (typeof data55 === "string") {
							if (!pattern0.test(data55)) {
								const err266 = {
									instancePath: instancePath + "/residence/city",
									schemaPath: "#/properties/residence/properties/city/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err266];
								else vErrors.push(err266);
								errors++;
							}
						} else {
							const err267 = {
								instancePath: instancePath + "/residence/city",
								schemaPath: "#/properties/residence/properties/city/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err267];
							else vErrors.push(err267);
							errors++;
						}
						var _valid51 = _errs324 === errors;
						valid58 = valid58 || _valid51;
					}
					if (!valid58) {
						const err268 = {
							instancePath: instancePath + "/residence/city",
							schemaPath: "#/properties/residence/properties/city/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err268];
						else vErrors.push(err268);
						errors++;
					} else {
						errors = _errs321;
						if (vErrors !== null) {
							if (_errs321) vErrors.length = _errs321;
							else vErrors = null;
						}
					}
				}
				if (data53.province !== void 0) {
					let data56 = data53.province;
					const _errs327 = errors;
					let valid59 = false;
					const _errs328 = errors;
					if (typeof data56 === "string") {
						if (func4(data56) > 100) {
							const err269 = {
								instancePath: instancePath + "/residence/province",
								schemaPath: "#/properties/residence/properties/province/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err269];
							else vErrors.push(err269);
							errors++;
						}
					} else {
						const err270 = {
							instancePath: instancePath + "/residence/province",
							schemaPath: "#/properties/residence/properties/province/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err270];
						else vErrors.push(err270);
						errors++;
					}
					var _valid52 = _errs328 === errors;
					valid59 = valid59 || _valid52;
					if (!valid59) {
						const _errs330 = errors;
						if (typeof data56 === "string") {
							if (!pattern0.test(data56)) {
								const err271 = {
									instancePath: instancePath + "/residence/province",
									schemaPath: "#/properties/residence/properties/province/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err271];
								else vErrors.push(err271);
								errors++;
							}
						} else {
							const err272 = {
								instancePath: instancePath + "/residence/province",
								schemaPath: "#/properties/residence/properties/province/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err272];
							else vErrors.push(err272);
							errors++;
						}
						var _valid52 = _errs330 === errors;
						valid59 = valid59 || _valid52;
					}
					if (!valid59) {
						const err273 = {
							instancePath: instancePath + "/residence/province",
							schemaPath: "#/properties/residence/properties/province/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err273];
						else vErrors.push(err273);
						errors++;
					} else {
						errors = _errs327;
						if (vErrors !== null) {
							if (_errs327) vErrors.length = _errs327;
							else vErrors = null;
						}
					}
				}
				if (data53.postalCode !== void 0) {
					let data57 = data53.postalCode;
					const _errs333 = errors;
					let valid60 = false;
					const _errs334 = errors;
					if (typeof data57 === "string") {
						if (func4(data57) > 20) {
							const err274 = {
								instancePath: instancePath + "/residence/postalCode",
								schemaPath: "#/properties/residence/properties/postalCode/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 20 },
								message: "must NOT have more than 20 characters"
							};
							if (vErrors === null) vErrors = [err274];
							else vErrors.push(err274);
							errors++;
						}
					} else {
						const err275 = {
							instancePath: instancePath + "/residence/postalCode",
							schemaPath: "#/properties/residence/properties/postalCode/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err275];
						else vErrors.push(err275);
						errors++;
					}
					var _valid53 = _errs334 === errors;
					valid60 = valid60 || _valid53;
					if (!valid60) {
						const _errs336 = errors;
						if (typeof data57 === "string") {
							if (!pattern0.test(data57)) {
								const err276 = {
									instancePath: instancePath + "/residence/postalCode",
									schemaPath: "#/properties/residence/properties/postalCode/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err276];
								else vErrors.push(err276);
								errors++;
							}
						} else {
							const err277 = {
								instancePath: instancePath + "/residence/postalCode",
								schemaPath: "#/properties/residence/properties/postalCode/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err277];
							else vErrors.push(err277);
							errors++;
						}
						var _valid53 = _errs336 === errors;
						valid60 = valid60 || _valid53;
					}
					if (!valid60) {
						const err278 = {
							instancePath: instancePath + "/residence/postalCode",
							schemaPath: "#/properties/residence/properties/postalCode/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err278];
						else vErrors.push(err278);
						errors++;
					} else {
						errors = _errs333;
						if (vErrors !== null) {
							if (_errs333) vErrors.length = _errs333;
							else vErrors = null;
						}
					}
				}
				if (data53.housingType !== void 0) {
					let data58 = data53.housingType;
					const _errs339 = errors;
					let valid61 = false;
					const _errs340 = errors;
					if (typeof data58 !== "string") {
						const err279 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err279];
						else vErrors.push(err279);
						errors++;
					}
					if (!(data58 === "propia" || data58 === "alquilada" || data58 === "familiar" || data58 === "otra")) {
						const err280 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.residence.properties.housingType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err280];
						else vErrors.push(err280);
						errors++;
					}
					var _valid54 = _errs340 === errors;
					valid61 = valid61 || _valid54;
					if (!valid61) {
						const _errs342 = errors;
						if (typeof data58 === "string") {
							if (!pattern0.test(data58)) {
								const err281 = {
									instancePath: instancePath + "/residence/housingType",
									schemaPath: "#/properties/residence/properties/housingType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err281];
								else vErrors.push(err281);
								errors++;
							}
						} else {
							const err282 = {
								instancePath: instancePath + "/residence/housingType",
								schemaPath: "#/properties/residence/properties/housingType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err282];
							else vErrors.push(err282);
							errors++;
						}
						var _valid54 = _errs342 === errors;
						valid61 = valid61 || _valid54;
					}
					if (!valid61) {
						const err283 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err283];
						else vErrors.push(err283);
						errors++;
					} else {
						errors = _errs339;
						if (vErrors !== null) {
							if (_errs339) vErrors.length = _errs339;
							else vErrors = null;
						}
					}
				}
				if (data53.yearsAtAddress !== void 0) {
					let data59 = data53.yearsAtAddress;
					const _errs345 = errors;
					let valid62 = false;
					const _errs346 = errors;
					if (!(typeof data59 == "number" && !(data59 % 1) && !isNaN(data59) && isFinite(data59))) {
						const err284 = {
							instancePath: instancePath + "/residence/yearsAtAddress",
							schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err284];
						else vErrors.push(err284);
						errors++;
					}
					if (typeof data59 == "number" && isFinite(data59)) {
						if (data59 > 100 || isNaN(data59)) {
							const err285 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 100
								},
								message: "must be <= 100"
							};
							if (vErrors === null) vErrors = [err285];
							else vErrors.push(err285);
							errors++;
						}
						if (data59 < 0 || isNaN(data59)) {
							const err286 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err286];
							else vErrors.push(err286);
							errors++;
						}
					}
					var _valid55 = _errs346 === errors;
					valid62 = valid62 || _valid55;
					if (!valid62) {
						const _errs348 = errors;
						if (typeof data59 === "string") {
							if (!pattern0.test(data59)) {
								const err287 = {
									instancePath: instancePath + "/residence/yearsAtAddress",
									schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err287];
								else vErrors.push(err287);
								errors++;
							}
						} else {
							const err288 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err288];
							else vErrors.push(err288);
							errors++;
						}
						var _valid55 = _errs348 === errors;
						valid62 = valid62 || _valid55;
					}
					if (!valid62) {
						const err289 = {
							instancePath: instancePath + "/residence/yearsAtAddress",
							schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err289];
						else vErrors.push(err289);
						errors++;
					} else {
						errors = _errs345;
						if (vErrors !== null) {
							if (_errs345) vErrors.length = _errs345;
							else vErrors = null;
						}
					}
				}
				if (data53.primaryPhone !== void 0) {
					let data60 = data53.primaryPhone;
					const _errs351 = errors;
					let valid63 = false;
					const _errs352 = errors;
					if (typeof data60 === "string") {
						if (func4(data60) > 30) {
							const err290 = {
								instancePath: instancePath + "/residence/primaryPhone",
								schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err290];
							else vErrors.push(err290);
							errors++;
						}
					} else {
						const err291 = {
							instancePath: instancePath + "/residence/primaryPhone",
							schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err291];
						else vErrors.push(err291);
						errors++;
					}
					var _valid56 = _errs352 === errors;
					valid63 = valid63 || _valid56;
					if (!valid63) {
						const _errs354 = errors;
						if (typeof data60 === "string") {
							if (!pattern0.test(data60)) {
								const err292 = {
									instancePath: instancePath + "/residence/primaryPhone",
									schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err292];
								else vErrors.push(err292);
								errors++;
							}
						} else {
							const err293 = {
								instancePath: instancePath + "/residence/primaryPhone",
								schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err293];
							else vErrors.push(err293);
							errors++;
						}
						var _valid56 = _errs354 === errors;
						valid63 = valid63 || _valid56;
					}
					if (!valid63) {
						const err294 = {
							instancePath: instancePath + "/residence/primaryPhone",
							schemaPath: "#/properties/residence/properties/primaryPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err294];
						else vErrors.push(err294);
						errors++;
					} else {
						errors = _errs351;
						if (vErrors !== null) {
							if (_errs351) vErrors.length = _errs351;
							else vErrors = null;
						}
					}
				}
				if (data53.secondaryPhone !== void 0) {
					let data61 = data53.secondaryPhone;
					const _errs357 = errors;
					let valid64 = false;
					const _errs358 = errors;
					if (typeof data61 === "string") {
						if (func4(data61) > 30) {
							const err295 = {
								instancePath: instancePath + "/residence/secondaryPhone",
								schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err295];
							else vErrors.push(err295);
							errors++;
						}
					} else {
						const err296 = {
							instancePath: instancePath + "/residence/secondaryPhone",
							schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err296];
						else vErrors.push(err296);
						errors++;
					}
					var _valid57 = _errs358 === errors;
					valid64 = valid64 || _valid57;
					if (!valid64) {
						const _errs360 = errors;
						if (typeof data61 === "string") {
							if (!pattern0.test(data61)) {
								const err297 = {
									instancePath: instancePath + "/residence/secondaryPhone",
									schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err297];
								else vErrors.push(err297);
								errors++;
							}
						} else {
							const err298 = {
								instancePath: instancePath + "/residence/secondaryPhone",
								schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err298];
							else vErrors.push(err298);
							errors++;
						}
						var _valid57 = _errs360 === errors;
						valid64 = valid64 || _valid57;
					}
					if (!valid64) {
						const err299 = {
							instancePath: instancePath + "/residence/secondaryPhone",
							schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err299];
						else vErrors.push(err299);
						errors++;
					} else {
						errors = _errs357;
						if (vErrors !== null) {
							if (_errs357) vErrors.length = _errs357;
							else vErrors = null;
						}
					}
				}
				if (data53.email !== void 0) {
					let data62 = data53.email;
					const _errs363 = errors;
					let valid65 = false;
					const _errs364 = errors;
					if (typeof data62 === "string") {
						if (func4(data62) > 254) {
							const err300 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 254 },
								message: "must NOT have more than 254 characters"
							};
							if (vErrors === null) vErrors = [err300];
							else vErrors.push(err300);
							errors++;
						}
						if (!formats24.validate(data62)) {
							const err301 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/0/format",
								keyword: "format",
								params: { format: "email" },
								message: "must match format \"email\""
							};
							if (vErrors === null) vErrors = [err301];
							else vErrors.push(err301);
							errors++;
						}
					} else {
						const err302 = {
							instancePath: instancePath + "/residence/email",
							schemaPath: "#/properties/residence/properties/email/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err302];
						else vErrors.push(err302);
						errors++;
					}
					var _valid58 = _errs364 === errors;
					valid65 = valid65 || _valid58;
					if (!valid65) {
						const _errs366 = errors;
						if (typeof data62 === "string") {
							if (!pattern0.test(data62)) {
								const err303 = {
									instancePath: instancePath + "/residence/email",
									schemaPath: "#/properties/residence/properties/email/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err303];
								else vErrors.push(err303);
								errors++;
							}
						} else {
							const err304 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err304];
							else vErrors.push(err304);
							errors++;
						}
						var _valid58 = _errs366 === errors;
						valid65 = valid65 || _valid58;
					}
					if (!valid65) {
						const err305 = {
							instancePath: instancePath + "/residence/email",
							schemaPath: "#/properties/residence/properties/email/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err305];
						else vErrors.push(err305);
						errors++;
					} else {
						errors = _errs363;
						if (vErrors !== null) {
							if (_errs363) vErrors.length = _errs363;
							else vErrors = null;
						}
					}
				}
				if (data53.socialMedia !== void 0) {
					let data63 = data53.socialMedia;
					const _errs369 = errors;
					let valid66 = false;
					const _errs370 = errors;
					if (typeof data63 === "string") {
						if (func4(data63) > 1e3) {
							const err306 = {
								instancePath: instancePath + "/residence/socialMedia",
								schemaPath: "#/properties/residence/properties/socialMedia/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err306];
							else vErrors.push(err306);
							errors++;
						}
					} else {
						const err307 = {
							instancePath: instancePath + "/residence/socialMedia",
							schemaPath: "#/properties/residence/properties/socialMedia/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err307];
						else vErrors.push(err307);
						errors++;
					}
					var _valid59 = _errs370 === errors;
					valid66 = valid66 || _valid59;
					if (!valid66) {
						const _errs372 = errors;
						if (typeof data63 === "string") {
							if (!pattern0.test(data63)) {
								const err308 = {
									instancePath: instancePath + "/residence/socialMedia",
									schemaPath: "#/properties/residence/properties/socialMedia/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err308];
								else vErrors.push(err308);
								errors++;
							}
						} else {
							const err309 = {
								instancePath: instancePath + "/residence/socialMedia",
								schemaPath: "#/properties/residence/properties/socialMedia/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err309];
							else vErrors.push(err309);
							errors++;
						}
						var _valid59 = _errs372 === errors;
						valid66 = valid66 || _valid59;
					}
					if (!valid66) {
						const err310 = {
							instancePath: instancePath + "/residence/socialMedia",
							schemaPath: "#/properties/residence/properties/socialMedia/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err310];
						else vErrors.push(err310);
						errors++;
					} else {
						errors = _errs369;
						if (vErrors !== null) {
							if (_errs369) vErrors.length = _errs369;
							else vErrors = null;
						}
					}
				}
				if (data53.previousResidences !== void 0) {
					let data64 = data53.previousResidences;
					const _errs375 = errors;
					let valid67 = false;
					const _errs376 = errors;
					if (Array.isArray(data64)) {
						const len1 = data64.length;
						for (let i1 = 0; i1 < len1; i1++) {
							let data65 = data64[i1];
							if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
								for (const key5 in data65) if (!(key5 === "address" || key5 === "city" || key5 === "country" || key5 === "fromDate" || key5 === "toDate")) {
									const err311 = {
										instancePath: instancePath + "/residence/previousResidences/" + i1,
										schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key5 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err311];
									else vErrors.push(err311);
									errors++;
								}
								if (data65.address !== void 0) {
									let data66 = data65.address;
									const _errs382 = errors;
									let valid71 = false;
									const _errs383 = errors;
									if (typeof data66 === "string") {
										if (func4(data66) > 300) {
											const err312 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 300 },
												message: "must NOT have more than 300 characters"
											};
											if (vErrors === null) vErrors = [err312];
											else vErrors.push(err312);
											errors++;
										}
									} else {
										const err313 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err313];
										else vErrors.push(err313);
										errors++;
									}
									var _valid61 = _errs383 === errors;
									valid71 = valid71 || _valid61;
									if (!valid71) {
										const _errs385 = errors;
										if (typeof data66 === "string") {
											if (!pattern0.test(data66)) {
												const err314 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err314];
												else vErrors.push(err314);
												errors++;
											}
										} else {
											const err315 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err315];
											else vErrors.push(err315);
											errors++;
										}
										var _valid61 = _errs385 === errors;
										valid71 = valid71 || _valid61;
									}
									if (!valid71) {
										const err316 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err316];
										else vErrors.push(err316);
										errors++;
									} else {
										errors = _errs382;
										if (vErrors !== null) {
											if (_errs382) vErrors.length = _errs382;
											else vErrors = null;
										}
									}
								}
								if (data65.city !== void 0) {
									let data67 = data65.city;
									const _errs388 = errors;
									let valid72 = false;
									const _errs389 = errors;
									if (typeof data67 === "string") {
										if (func4(data67) > 100) {
											const err317 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err317];
											else vErrors.push(err317);
											errors++;
										}
									} else {
										const err318 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err318];
										else vErrors.push(err318);
										errors++;
									}
									var _valid62 = _errs389 === errors;
									valid72 = valid72 || _valid62;
									if (!valid72) {
										const _errs391 = errors;
										if (typeof data67 === "string") {
											if (!pattern0.test(data67)) {
												const err319 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err319];
												else vErrors.push(err319);
												errors++;
											}
										} else {
											const err320 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err320];
											else vErrors.push(err320);
											errors++;
										}
										var _valid62 = _errs391 === errors;
										valid72 = valid72 || _valid62;
									}
									if (!valid72) {
										const err321 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err321];
										else vErrors.push(err321);
										errors++;
									} else {
										errors = _errs388;
										if (vErrors !== null) {
											if (_errs388) vErrors.length = _errs388;
											else vErrors = null;
										}
									}
								}
								if (data65.country !== void 0) {
									let data68 = data65.country;
									const _errs394 = errors;
									let valid73 = false;
									const _errs395 = errors;
									if (typeof data68 === "string") {
										if (func4(data68) > 100) {
											const err322 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err322];
											else vErrors.push(err322);
											errors++;
										}
									} else {
										const err323 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err323];
										else vErrors.push(err323);
										errors++;
									}
									var _valid63 = _errs395 === errors;
									valid73 = valid73 || _valid63;
									if (!valid73) {
										const _errs397 = errors;
										if (typeof data68 === "string") {
											if (!pattern0.test(data68)) {
												const err324 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err324];
												else vErrors.push(err324);
												errors++;
											}
										} else {
											const err325 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err325];
											else vErrors.push(err325);
											errors++;
										}
										var _valid63 = _errs397 === errors;
										valid73 = valid73 || _valid63;
									}
									if (!valid73) {
										const err326 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err326];
										else vErrors.push(err326);
										errors++;
									} else {
										errors = _errs394;
										if (vErrors !== null) {
											if (_errs394) vErrors.length = _errs394;
											else vErrors = null;
										}
									}
								}
								if (data65.fromDate !== void 0) {
									let data69 = data65.fromDate;
									const _errs400 = errors;
									let valid74 = false;
									const _errs401 = errors;
									if (typeof data69 === "string") {
										if (!formats0.validate(data69)) {
											const err327 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err327];
											else vErrors.push(err327);
											errors++;
										}
									} else {
										const err328 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err328];
										else vErrors.push(err328);
										errors++;
									}
									var _valid64 = _errs401 === errors;
									valid74 = valid74 || _valid64;
									if (!valid74) {
										const _errs403 = errors;
										if (typeof data69 === "string") {
											if (!pattern0.test(data69)) {
												const err329 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err329];
												else vErrors.push(err329);
												errors++;
											}
										} else {
											const err330 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err330];
											else vErrors.push(err330);
											errors++;
										}
										var _valid64 = _errs403 === errors;
										valid74 = valid74 || _valid64;
									}
									if (!valid74) {
										const err331 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err331];
										else vErrors.push(err331);
										errors++;
									} else {
										errors = _errs400;
										if (vErrors !== null) {
											if (_errs400) vErrors.length = _errs400;
											else vErrors = null;
										}
									}
								}
								if (data65.toDate !== void 0) {
									let data70 = data65.toDate;
									const _errs406 = errors;
									let valid75 = false;
									const _errs407 = errors;
									if (typeof data70 === "string") {
										if (!formats0.validate(data70)) {
											const err332 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err332];
											else vErrors.push(err332);
											errors++;
										}
									} else {
										const err333 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err333];
										else vErrors.push(err333);
										errors++;
									}
									var _valid65 = _errs407 === errors;
									valid75 = valid75 || _valid65;
									if (!valid75) {
										const _errs409 = errors;
										if (typeof data70 === "string") {
											if (!pattern0.test(data70)) {
												const err334 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err334];
												else vErrors.push(err334);
												errors++;
											}
										} else {
											const err335 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err335];
											else vErrors.push(err335);
											errors++;
										}
										var _valid65 = _errs409 === errors;
										valid75 = valid75 || _valid65;
									}
									if (!valid75) {
										const err336 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err336];
										else vErrors.push(err336);
										errors++;
									} else {
										errors = _errs406;
										if (vErrors !== null) {
											if (_errs406) vErrors.length = _errs406;
											else vErrors = null;
										}
									}
								}
							} else {
								const err337 = {
									instancePath: instancePath + "/residence/previousResidences/" + i1,
									schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err337];
								else vErrors.push(err337);
								errors++;
							}
						}
					} else {
						const err338 = {
							instancePath: instancePath + "/residence/previousResidences",
							schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err338];
						else vErrors.push(err338);
						errors++;
					}
					var _valid60 = _errs376 === errors;
					valid67 = valid67 || _valid60;
					if (!valid67) {
						const _errs411 = errors;
						if (typeof data64 === "string") {
							if (!pattern0.test(data64)) {
								const err339 = {
									instancePath: instancePath + "/residence/previousResidences",
									schemaPath: "#/properties/residence/properties/previousResidences/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err339];
								else vErrors.push(err339);
								errors++;
							}
						} else {
							const err340 = {
								instancePath: instancePath + "/residence/previousResidences",
								schemaPath: "#/properties/residence/properties/previousResidences/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err340];
							else vErrors.push(err340);
							errors++;
						}
						var _valid60 = _errs411 === errors;
						valid67 = valid67 || _valid60;
					}
					if (!valid67) {
						const err341 = {
							instancePath: instancePath + "/residence/previousResidences",
							schemaPath: "#/properties/residence/properties/previousResidences/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err341];
						else vErrors.push(err341);
						errors++;
					} else {
						errors = _errs375;
						if (vErrors !== null) {
							if (_errs375) vErrors.length = _errs375;
							else vErrors = null;
						}
					}
				}
			} else {
				const err342 = {
					instancePath: instancePath + "/residence",
					schemaPath: "#/properties/residence/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err342];
				else vErrors.push(err342);
				errors++;
			}
		}
		if (data.employment !== void 0) {
			let data71 = data.employment;
			if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
				for (const key6 in data71) if (!func2.call(schema11.properties.employment.properties, key6)) {
					const err343 = {
						instancePath: instancePath + "/employment",
						schemaPath: "#/properties/employment/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key6 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err343];
					else vErrors.push(err343);
					errors++;
				}
				if (data71.employmentStatus !== void 0) {
					let data72 = data71.employmentStatus;
					const _errs417 = errors;
					let valid77 = false;
					const _errs418 = errors;
					if (typeof data72 !== "string") {
						const err344 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err344];
						else vErrors.push(err344);
						errors++;
					}
					if (!(data72 === "empleado" || data72 === "independiente" || data72 === "empresario" || data72 === "estudiante" || data72 === "jubilado" || data72 === "hogar" || data72 === "desempleado")) {
						const err345 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.employment.properties.employmentStatus.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err345];
						else vErrors.push(err345);
						errors++;
					}
					var _valid66 = _errs418 === errors;
					valid77 = valid77 || _valid66;
					if (!valid77) {
						const _errs420 = errors;
						if (typeof data72 === "string") {
							if (!pattern0.test(data72)) {
								const err346 = {
									instancePath: instancePath + "/employment/employmentStatus",
									schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err346];
								else vErrors.push(err346);
								errors++;
							}
						} else {
							const err347 = {
								instancePath: instancePath + "/employment/employmentStatus",
								schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err347];
							else vErrors.push(err347);
							errors++;
						}
						var _valid66 = _errs420 === errors;
						valid77 = valid77 || _valid66;
					}
					if (!valid77) {
						const err348 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err348];
						else vErrors.push(err348);
						errors++;
					} else {
						errors = _errs417;
						if (vErrors !== null) {
							if (_errs417) vErrors.length = _errs417;
							else vErrors = null;
						}
					}
				}
				if (data71.currentPosition !== void 0) {
					let data73 = data71.currentPosition;
					const _errs423 = errors;
					let valid78 = false;
					const _errs424 = errors;
					if (typeof data73 === "string") {
						if (func4(data73) > 150) {
							const err349 = {
								instancePath: instancePath + "/employment/currentPosition",
								schemaPath: "#/properties/employment/properties/currentPosition/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err349];
							else vErrors.push(err349);
							errors++;
						}
					} else {
						const err350 = {
							instancePath: instancePath + "/employment/currentPosition",
							schemaPath: "#/properties/employment/properties/currentPosition/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err350];
						else vErrors.push(err350);
						errors++;
					}
					var _valid67 = _errs424 === errors;
					valid78 = valid78 || _valid67;
					if (!valid78) {
						const _errs426 = errors;
						if (typeof data73 === "string") {
							if (!pattern0.test(data73)) {
								const err351 = {
									instancePath: instancePath + "/employment/currentPosition",
									schemaPath: "#/properties/employment/properties/currentPosition/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err351];
								else vErrors.push(err351);
								errors++;
							}
						} else {
							const err352 = {
								instancePath: instancePath + "/employment/currentPosition",
								schemaPath: "#/properties/employment/properties/currentPosition/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err352];
							else vErrors.push(err352);
							errors++;
						}
						var _valid67 = _errs426 === errors;
						valid78 = valid78 || _valid67;
					}
					if (!valid78) {
						const err353 = {
							instancePath: instancePath + "/employment/currentPosition",
							schemaPath: "#/properties/employment/properties/currentPosition/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err353];
						else vErrors.push(err353);
						errors++;
					} else {
						errors = _errs423;
						if (vErrors !== null) {
							if (_errs423) vErrors.length = _errs423;
							else vErrors = null;
						}
					}
				}
				if (data71.currentEmployer !== void 0) {
					let data74 = data71.currentEmployer;
					const _errs429 = errors;
					let valid79 = false;
					const _errs430 = errors;
					if (typeof data74 === "string") {
						if (func4(data74) > 200) {
							const err354 = {
								instancePath: instancePath + "/employment/currentEmployer",
								schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err354];
							else vErrors.push(err354);
							errors++;
						}
					} else {
						const err355 = {
							instancePath: instancePath + "/employment/currentEmployer",
							schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err355];
						else vErrors.push(err355);
						errors++;
					}
					var _valid68 = _errs430 === errors;
					valid79 = valid79 || _valid68;
					if (!valid79) {
						const _errs432 = errors;
						if (typeof data74 === "string") {
							if (!pattern0.test(data74)) {
								const err356 = {
									instancePath: instancePath + "/employment/currentEmployer",
									schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err356];
								else vErrors.push(err356);
								errors++;
							}
						} else {
							const err357 = {
								instancePath: instancePath + "/employment/currentEmployer",
								schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err357];
							else vErrors.push(err357);
							errors++;
						}
						var _valid68 = _errs432 === errors;
						valid79 = valid79 || _valid68;
					}
					if (!valid79) {
						const err358 = {
							instancePath: instancePath + "/employment/currentEmployer",
							schemaPath: "#/properties/employment/properties/currentEmployer/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err358];
						else vErrors.push(err358);
						errors++;
					} else {
						errors = _errs429;
						if (vErrors !== null) {
							if (_errs429) vErrors.length = _errs429;
							else vErrors = null;
						}
					}
				}
				if (data71.employerAddress !== void 0) {
					let data75 = data71.employerAddress;
					const _errs435 = errors;
					let valid80 = false;
					const _errs436 = errors;
					if (typeof data75 === "string") {
						if (func4(data75) > 300) {
							const err359 = {
								instancePath: instancePath + "/employment/employerAddress",
								schemaPath: "#/properties/employment/properties/employerAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err359];
							else vErrors.push(err359);
							errors++;
						}
					} else {
						const err360 = {
							instancePath: instancePath + "/employment/employerAddress",
							schemaPath: "#/properties/employment/properties/employerAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err360];
						else vErrors.push(err360);
						errors++;
					}
					var _valid69 = _errs436 === errors;
					valid80 = valid80 || _valid69;
					if (!valid80) {
						const _errs438 = errors;
						if (typeof data75 === "string") {
							if (!pattern0.test(data75)) {
								const err361 = {
									instancePath: instancePath + "/employment/employerAddress",
									schemaPath: "#/properties/employment/properties/employerAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err361];
								else vErrors.push(err361);
								errors++;
							}
						} else {
							const err362 = {
								instancePath: instancePath + "/employment/employerAddress",
								schemaPath: "#/properties/employment/properties/employerAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err362];
							else vErrors.push(err362);
							errors++;
						}
						var _valid69 = _errs438 === errors;
						valid80 = valid80 || _valid69;
					}
					if (!valid80) {
						const err363 = {
							instancePath: instancePath + "/employment/employerAddress",
							schemaPath: "#/properties/employment/properties/employerAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err363];
						else vErrors.push(err363);
						errors++;
					} else {
						errors = _errs435;
						if (vErrors !== null) {
							if (_errs435) vErrors.length = _errs435;
							else vErrors = null;
						}
					}
				}
				if (data71.employerPhone !== void 0) {
					let data76 = data71.employerPhone;
					const _errs441 = errors;
					let valid81 = false;
					const _errs442 = errors;
					if (typeof data76 === "string") {
						if (func4(data76) > 30) {
							const err364 = {
								instancePath: instancePath + "/employment/employerPhone",
								schemaPath: "#/properties/employment/properties/employerPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err364];
							else vErrors.push(err364);
							errors++;
						}
					} else {
						const err365 = {
							instancePath: instancePath + "/employment/employerPhone",
							schemaPath: "#/properties/employment/properties/employerPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err365];
						else vErrors.push(err365);
						errors++;
					}
					var _valid70 = _errs442 === errors;
					valid81 = valid81 || _valid70;
					if (!valid81) {
						const _errs444 = errors;
						if (typeof data76 === "string") {
							if (!pattern0.test(data76)) {
								const err366 = {
									instancePath: instancePath + "/employment/employerPhone",
									schemaPath: "#/properties/employment/properties/employerPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err366];
								else vErrors.push(err366);
								errors++;
							}
						} else {
							const err367 = {
								instancePath: instancePath + "/employment/employerPhone",
								schemaPath: "#/properties/employment/properties/employerPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err367];
							else vErrors.push(err367);
							errors++;
						}
						var _valid70 = _errs444 === errors;
						valid81 = valid81 || _valid70;
					}
					if (!valid81) {
						const err368 = {
							instancePath: instancePath + "/employment/employerPhone",
							schemaPath: "#/properties/employment/properties/employerPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err368];
						else vErrors.push(err368);
						errors++;
					} else {
						errors = _errs441;
						if (vErrors !== null) {
							if (_errs441) vErrors.length = _errs441;
							else vErrors = null;
						}
					}
				}
				if (data71.workStartDate !== void 0) {
					let data77 = data71.workStartDate;
					const _errs447 = errors;
					let valid82 = false;
					const _errs448 = errors;
					if (typeof data77 === "string") {
						if (!formats0.validate(data77)) {
							const err369 = {
								instancePath: instancePath + "/employment/workStartDate",
								schemaPath: "#/properties/employment/properties/workStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err369];
							else vErrors.push(err369);
							errors++;
						}
					} else {
						const err370 = {
							instancePath: instancePath + "/employment/workStartDate",
							schemaPath: "#/properties/employment/properties/workStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err370];
						else vErrors.push(err370);
						errors++;
					}
					var _valid71 = _errs448 === errors;
					valid82 = valid82 || _valid71;
					if (!valid82) {
						const _errs450 = errors;
						if (typeof data77 === "string") {
							if (!pattern0.test(data77)) {
								const err371 = {
									instancePath: instancePath + "/employment/workStartDate",
									schemaPath: "#/properties/employment/properties/workStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err371];
								else vErrors.push(err371);
								errors++;
							}
						} else {
							const err372 = {
								instancePath: instancePath + "/employment/workStartDate",
								schemaPath: "#/properties/employment/properties/workStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err372];
							else vErrors.push(err372);
							errors++;
						}
						var _valid71 = _errs450 === errors;
						valid82 = valid82 || _valid71;
					}
					if (!valid82) {
						const err373 = {
							instancePath: instancePath + "/employment/workStartDate",
							schemaPath: "#/properties/employment/properties/workStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err373];
						else vErrors.push(err373);
						errors++;
					} else {
						errors = _errs447;
						if (vErrors !== null) {
							if (_errs447) vErrors.length = _errs447;
							else vErrors = null;
						}
					}
				}
				if (data71.employmentStartDate !== void 0) {
					let data78 = data71.employmentStartDate;
					const _errs453 = errors;
					let valid83 = false;
					const _errs454 = errors;
					if (typeof data78 === "string") {
						if (!formats0.validate(data78)) {
							const err374 = {
								instancePath: instancePath + "/employment/employmentStartDate",
								schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err374];
							else vErrors.push(err374);
							errors++;
						}
					} else {
						const err375 = {
							instancePath: instancePath + "/employment/employmentStartDate",
							schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err375];
						else vErrors.push(err375);
						errors++;
					}
					var _valid72 = _errs454 === errors;
					valid83 = valid83 || _valid72;
					if (!valid83) {
						const _errs456 = errors;
						if (typeof data78 === "string") {
							if (!pattern0.test(data78)) {
								const err376 = {
									instancePath: instancePath + "/employment/employmentStartDate",
									schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err376];
								else vErrors.push(err376);
								errors++;
							}
						} else {
							const err377 = {
								instancePath: instancePath + "/employment/employmentStartDate",
								schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err377];
							else vErrors.push(err377);
							errors++;
						}
						var _valid72 = _errs456 === errors;
						valid83 = valid83 || _valid72;
					}
					if (!valid83) {
						const err378 = {
							instancePath: instancePath + "/employment/employmentStartDate",
							schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err378];
						else vErrors.push(err378);
						errors++;
					} else {
						errors = _errs453;
						if (vErrors !== null) {
							if (_errs453) vErrors.length = _errs453;
							else vErrors = null;
						}
					}
				}
				if (data71.monthlySalary !== void 0) {
					let data79 = data71.monthlySalary;
					const _errs459 = errors;
					let valid84 = false;
					const _errs460 = errors;
					if (typeof data79 == "number" && isFinite(data79)) {
						if (data79 < 0 || isNaN(data79)) {
							const err379 = {
								instancePath: instancePath + "/employment/monthlySalary",
								schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err379];
							else vErrors.push(err379);
							errors++;
						}
					} else {
						const err380 = {
							instancePath: instancePath + "/employment/monthlySalary",
							schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err380];
						else vErrors.push(err380);
						errors++;
					}
					var _valid73 = _errs460 === errors;
					valid84 = valid84 || _valid73;
					if (!valid84) {
						const _errs462 = errors;
						if (typeof data79 === "string") {
							if (!pattern0.test(data79)) {
								const err381 = {
									instancePath: instancePath + "/employment/monthlySalary",
									schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err381];
								else vErrors.push(err381);
								errors++;
							}
						} else {
							const err382 = {
								instancePath: instancePath + "/employment/monthlySalary",
								schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err382];
							else vErrors.push(err382);
							errors++;
						}
						var _valid73 = _errs462 === errors;
						valid84 = valid84 || _valid73;
					}
					if (!valid84) {
						const err383 = {
							instancePath: instancePath + "/employment/monthlySalary",
							schemaPath: "#/properties/employment/properties/monthlySalary/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err383];
						else vErrors.push(err383);
						errors++;
					} else {
						errors = _errs459;
						if (vErrors !== null) {
							if (_errs459) vErrors.length = _errs459;
							else vErrors = null;
						}
					}
				}
				if (data71.supervisorName !== void 0) {
					let data80 = data71.supervisorName;
					const _errs465 = errors;
					let valid85 = false;
					const _errs466 = errors;
					if (typeof data80 === "string") {
						if (func4(data80) > 200) {
							const err384 = {
								instancePath: instancePath + "/employment/supervisorName",
								schemaPath: "#/properties/employment/properties/supervisorName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err384];
							else vErrors.push(err384);
							errors++;
						}
					} else {
						const err385 = {
							instancePath: instancePath + "/employment/supervisorName",
							schemaPath: "#/properties/employment/properties/supervisorName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err385];
						else vErrors.push(err385);
						errors++;
					}
					var _valid74 = _errs466 === errors;
					valid85 = valid85 || _valid74;
					if (!valid85) {
						const _errs468 = errors;
						if (typeof data80 === "string") {
							if (!pattern0.test(data80)) {
								const err386 = {
									instancePath: instancePath + "/employment/supervisorName",
									schemaPath: "#/properties/employment/properties/supervisorName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err386];
								else vErrors.push(err386);
								errors++;
							}
						} else {
							const err387 = {
								instancePath: instancePath + "/employment/supervisorName",
								schemaPath: "#/properties/employment/properties/supervisorName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err387];
							else vErrors.push(err387);
							errors++;
						}
						var _valid74 = _errs468 === errors;
						valid85 = valid85 || _valid74;
					}
					if (!valid85) {
						const err388 = {
							instancePath: instancePath + "/employment/supervisorName",
							schemaPath: "#/properties/employment/properties/supervisorName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err388];
						else vErrors.push(err388);
						errors++;
					} else {
						errors = _errs465;
						if (vErrors !== null) {
							if (_errs465) vErrors.length = _errs465;
							else vErrors = null;
						}
					}
				}
				if (data71.jobDescription !== void 0) {
					let data81 = data71.jobDescription;
					const _errs471 = errors;
					let valid86 = false;
					const _errs472 = errors;
					if (typeof data81 === "string") {
						if (func4(data81) > 2e3) {
							const err389 = {
								instancePath: instancePath + "/employment/jobDescription",
								schemaPath: "#/properties/employment/properties/jobDescription/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err389];
							else vErrors.push(err389);
							errors++;
						}
					} else {
						const err390 = {
							instancePath: instancePath + "/employment/jobDescription",
							schemaPath: "#/properties/employment/properties/jobDescription/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err390];
						else vErrors.push(err390);
						errors++;
					}
					var _valid75 = _errs472 === errors;
					valid86 = valid86 || _valid75;
					if (!valid86) {
						const _errs474 = errors;
						if (typeof data81 === "string") {
							if (!pattern0.test(data81)) {
								const err391 = {
									instancePath: instancePath + "/employment/jobDescription",
									schemaPath: "#/properties/employment/properties/jobDescription/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err391];
								else vErrors.push(err391);
								errors++;
							}
						} else {
							const err392 = {
								instancePath: instancePath + "/employment/jobDescription",
								schemaPath: "#/properties/employment/properties/jobDescription/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err392];
							else vErrors.push(err392);
							errors++;
						}
						var _valid75 = _errs474 === errors;
						valid86 = valid86 || _valid75;
					}
					if (!valid86) {
						const err393 = {
							instancePath: instancePath + "/employment/jobDescription",
							schemaPath: "#/properties/employment/properties/jobDescription/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err393];
						else vErrors.push(err393);
						errors++;
					} else {
						errors = _errs471;
						if (vErrors !== null) {
							if (_errs471) vErrors.length = _errs471;
							else vErrors = null;
						}
					}
				}
				if (data71.willMaintainJob !== void 0) {
					let data82 = data71.willMaintainJob;
					const _errs477 = errors;
					let valid87 = false;
					const _errs478 = errors;
					if (typeof data82 !== "boolean") {
						const err394 = {
							instancePath: instancePath + "/employment/willMaintainJob",
							schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err394];
						else vErrors.push(err394);
						errors++;
					}
					var _valid76 = _errs478 === errors;
					valid87 = valid87 || _valid76;
					if (!valid87) {
						const _errs480 = errors;
						if (typeof data82 === "string") {
							if (!pattern0.test(data82)) {
								const err395 = {
									instancePath: instancePath + "/employment/willMaintainJob",
									schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err395];
								else vErrors.push(err395);
								errors++;
							}
						} else {
							const err396 = {
								instancePath: instancePath + "/employment/willMaintainJob",
								schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err396];
							else vErrors.push(err396);
							errors++;
						}
						var _valid76 = _errs480 === errors;
						valid87 = valid87 || _valid76;
					}
					if (!valid87) {
						const err397 = {
							instancePath: instancePath + "/employment/willMaintainJob",
							schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err397];
						else vErrors.push(err397);
						errors++;
					} else {
						errors = _errs477;
						if (vErrors !== null) {
							if (_errs477) vErrors.length = _errs477;
							else vErrors = null;
						}
					}
				}
				if (data71.hasApprovedLeave !== void 0) {
					let data83 = data71.hasApprovedLeave;
					const _errs483 = errors;
					let valid88 = false;
					const _errs484 = errors;
					if (typeof data83 !== "boolean") {
						const err398 = {
							instancePath: instancePath + "/employment/hasApprovedLeave",
							schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err398];
						else vErrors.push(err398);
						errors++;
					}
					var _valid77 = _errs484 === errors;
					valid88 = valid88 || _valid77;
					if (!valid88) {
						const _errs486 = errors;
						if (typeof data83 === "string") {
							if (!pattern0.test(data83)) {
								const err399 = {
									instancePath: instancePath + "/employment/hasApprovedLeave",
									schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err399];
								else vErrors.push(err399);
								errors++;
							}
						} else {
							const err400 = {
								instancePath: instancePath + "/employment/hasApprovedLeave",
								schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err400];
							else vErrors.push(err400);
							errors++;
						}
						var _valid77 = _errs486 === errors;
						valid88 = valid88 || _valid77;
					}
					if (!valid88) {
						const err401 = {
							instancePath: instancePath + "/employment/hasApprovedLeave",
							schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err401];
						else vErrors.push(err401);
						errors++;
					} else {
						errors = _errs483;
						if (vErrors !== null) {
							if (_errs483) vErrors.length = _errs483;
							else vErrors = null;
						}
					}
				}
				if (data71.otherIncome !== void 0) {
					let data84 = data71.otherIncome;
					const _errs489 = errors;
					let valid89 = false;
					const _errs490 = errors;
					if (typeof data84 !== "boolean") {
						const err402 = {
							instancePath: instancePath + "/employment/otherIncome",
							schemaPath: "#/properties/employment/properties/otherIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err402];
						else vErrors.push(err402);
						errors++;
					}
					var _valid78 = _errs490 === errors;
					valid89 = valid89 || _valid78;
					if (!valid89) {
						const _errs492 = errors;
						if (typeof data84 === "string") {
							if (!pattern0.test(data84)) {
								const err403 = {
									instancePath: instancePath + "/employment/otherIncome",
									schemaPath: "#/properties/employment/properties/otherIncome/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err403];
								else vErrors.push(err403);
								errors++;
							}
						} else {
							const err404 = {
								instancePath: instancePath + "/employment/otherIncome",
								schemaPath: "#/properties/employment/properties/otherIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err404];
							else vErrors.push(err404);
							errors++;
						}
						var _valid78 = _errs492 === errors;
						valid89 = valid89 || _valid78;
					}
					if (!valid89) {
						const err405 = {
							instancePath: instancePath + "/employment/otherIncome",
							schemaPath: "#/properties/employment/properties/otherIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err405];
						else vErrors.push(err405);
						errors++;
					} else {
						errors = _errs489;
						if (vErrors !== null) {
							if (_errs489) vErrors.length = _errs489;
							else vErrors = null;
						}
					}
				}
				if (data71.additionalIncome !== void 0) {
					let data85 = data71.additionalIncome;
					const _errs495 = errors;
					let valid90 = false;
					const _errs496 = errors;
					if (typeof data85 === "string") {
						if (func4(data85) > 1e3) {
							const err406 = {
								instancePath: instancePath + "/employment/additionalIncome",
								schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err406];
							else vErrors.push(err406);
							errors++;
						}
					} else {
						const err407 = {
							instancePath: instancePath + "/employment/additionalIncome",
							schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err407];
						else vErrors.push(err407);
						errors++;
					}
					var _valid79 = _errs496 === errors;
					valid90 = valid90 || _valid79;
					if (!valid90) {
						const _errs498 = errors;
						if (typeof data85 === "string") {
							if (!pattern0.test(data85)) {
								const err408 = {
									instancePath: instancePath + "/employment/additionalIncome",
									schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err408];
								else vErrors.push(err408);
								errors++;
							}
						} else {
							const err409 = {
								instancePath: instancePath + "/employment/additionalIncome",
								schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err409];
							else vErrors.push(err409);
							errors++;
						}
						var _valid79 = _errs498 === errors;
						valid90 = valid90 || _valid79;
					}
					if (!valid90) {
						const err410 = {
							instancePath: instancePath + "/employment/additionalIncome",
							schemaPath: "#/properties/employment/properties/additionalIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err410];
						else vErrors.push(err410);
						errors++;
					} else {
						errors = _errs495;
						if (vErrors !== null) {
							if (_errs495) vErrors.length = _errs495;
							else vErrors = null;
						}
					}
				}
				if (data71.monthlyIncome !== void 0) {
					let data86 = data71.monthlyIncome;
					const _errs501 = errors;
					let valid91 = false;
					const _errs502 = errors;
					if (typeof data86 == "number" && isFinite(data86)) {
						if (data86 < 0 || isNaN(data86)) {
							const err411 = {
								instancePath: instancePath + "/employment/monthlyIncome",
								schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err411];
							else vErrors.push(err411);
							errors++;
						}
					} else {
						const err412 = {
							instancePath: instancePath + "/employment/monthlyIncome",
							schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err412];
						else vErrors.push(err412);
						errors++;
					}
					var _valid80 = _errs502 === errors;
					valid91 = valid91 || _valid80;
					if (!valid91) {
						const _errs504 = errors;
						if (typeof data86 === "string") {
							if (!pattern0.test(data86)) {
								const err413 = {
									instancePath: instancePath + "/employment/monthlyIncome",
									schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err413];
								else vErrors.push(err413);
								errors++;
							}
						} else {
							const err414 = {
								instancePath: instancePath + "/employment/monthlyIncome",
								schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err414];
							else vErrors.push(err414);
							errors++;
						}
						var _valid80 = _errs504 === errors;
						valid91 = valid91 || _valid80;
					}
					if (!valid91) {
						const err415 = {
							instancePath: instancePath + "/employment/monthlyIncome",
							schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err415];
						else vErrors.push(err415);
						errors++;
					} else {
						errors = _errs501;
						if (vErrors !== null) {
							if (_errs501) vErrors.length = _errs501;
							else vErrors = null;
						}
					}
				}
				if (data71.hasBusiness !== void 0) {
					let data87 = data71.hasBusiness;
					const _errs507 = errors;
					let valid92 = false;
					const _errs508 = errors;
					if (typeof data87 !== "boolean") {
						const err416 = {
							instancePath: instancePath + "/employment/hasBusiness",
							schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err416];
						else vErrors.push(err416);
						errors++;
					}
					var _valid81 = _errs508 === errors;
					valid92 = valid92 || _valid81;
					if (!valid92) {
						const _errs510 = errors;
						if (typeof data87 === "string") {
							if (!pattern0.test(data87)) {
								const err417 = {
									instancePath: instancePath + "/employment/hasBusiness",
									schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err417];
								else vErrors.push(err417);
								errors++;
							}
						} else {
							const err418 = {
								instancePath: instancePath + "/employment/hasBusiness",
								schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err418];
							else vErrors.push(err418);
							errors++;
						}
						var _valid81 = _errs510 === errors;
						valid92 = valid92 || _valid81;
					}
					if (!valid92) {
						const err419 = {
							instancePath: instancePath + "/employment/hasBusiness",
							schemaPath: "#/properties/employment/properties/hasBusiness/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err419];
						else vErrors.push(err419);
						errors++;
					} else {
						errors = _errs507;
						if (vErrors !== null) {
							if (_errs507) vErrors.length = _errs507;
							else vErrors = null;
						}
					}
				}
				if (data71.businessName !== void 0) {
					let data88 = data71.businessName;
					const _errs513 = errors;
					let valid93 = false;
					const _errs514 = errors;
					if (typeof data88 === "string") {
						if (func4(data88) > 200) {
							const err420 = {
								instancePath: instancePath + "/employment/businessName",
								schemaPath: "#/properties/employment/properties/businessName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err420];
							else vErrors.push(err420);
							errors++;
						}
					} else {
						const err421 = {
							instancePath: instancePath + "/employment/businessName",
							schemaPath: "#/properties/employment/properties/businessName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err421];
						else vErrors.push(err421);
						errors++;
					}
					var _valid82 = _errs514 === errors;
					valid93 = valid93 || _valid82;
					if (!valid93) {
						const _errs516 = errors;
						if (typeof data88 === "string") {
							if (!pattern0.test(data88)) {
								const err422 = {
									instancePath: instancePath + "/employment/businessName",
									schemaPath: "#/properties/employment/properties/businessName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err422];
								else vErrors.push(err422);
								errors++;
							}
						} else {
							const err423 = {
								instancePath: instancePath + "/employment/businessName",
								schemaPath: "#/properties/employment/properties/businessName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err423];
							else vErrors.push(err423);
							errors++;
						}
						var _valid82 = _errs516 === errors;
						valid93 = valid93 || _valid82;
					}
					if (!valid93) {
						const err424 = {
							instancePath: instancePath + "/employment/businessName",
							schemaPath: "#/properties/employment/properties/businessName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err424];
						else vErrors.push(err424);
						errors++;
					} else {
						errors = _errs513;
						if (vErrors !== null) {
							if (_errs513) vErrors.length = _errs513;
							else vErrors = null;
						}
					}
				}
				if (data71.businessRnc !== void 0) {
					let data89 = data71.businessRnc;
					const _errs519 = errors;
					let valid94 = false;
					const _errs520 = errors;
					if (typeof data89 === "string") {
						if (func4(data89) > 20) {
							const err425 = {
								instancePath: instancePath + "/employment/businessRnc",
								schemaPath: "#/properties/employment/properties/businessRnc/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 20 },
								message: "must NOT have more than 20 characters"
							};
							if (vErrors === null) vErrors = [err425];
							else vErrors.push(err425);
							errors++;
						}
					} else {
						const err426 = {
							instancePath: instancePath + "/employment/businessRnc",
							schemaPath: "#/properties/employment/properties/businessRnc/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err426];
						else vErrors.push(err426);
						errors++;
					}
					var _valid83 = _errs520 === errors;
					valid94 = valid94 || _valid83;
					if (!valid94) {
						const _errs522 = errors;
						if (typeof data89 === "string") {
							if (!pattern0.test(data89)) {
								const err427 = {
									instancePath: instancePath + "/employment/businessRnc",
									schemaPath: "#/properties/employment/properties/businessRnc/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err427];
								else vErrors.push(err427);
								errors++;
							}
						} else {
							const err428 = {
								instancePath: instancePath + "/employment/businessRnc",
								schemaPath: "#/properties/employment/properties/businessRnc/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err428];
							else vErrors.push(err428);
							errors++;
						}
						var _valid83 = _errs522 === errors;
						valid94 = valid94 || _valid83;
					}
					if (!valid94) {
						const err429 = {
							instancePath: instancePath + "/employment/businessRnc",
							schemaPath: "#/properties/employment/properties/businessRnc/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err429];
						else vErrors.push(err429);
						errors++;
					} else {
						errors = _errs519;
						if (vErrors !== null) {
							if (_errs519) vErrors.length = _errs519;
							else vErrors = null;
						}
					}
				}
				if (data71.businessActivity !== void 0) {
					let data90 = data71.businessActivity;
					const _errs525 = errors;
					let valid95 = false;
					const _errs526 = errors;
					if (typeof data90 === "string") {
						if (func4(data90) > 300) {
							const err430 = {
								instancePath: instancePath + "/employment/businessActivity",
								schemaPath: "#/properties/employment/properties/businessActivity/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err430];
							else vErrors.push(err430);
							errors++;
						}
					} else {
						const err431 = {
							instancePath: instancePath + "/employment/businessActivity",
							schemaPath: "#/properties/employment/properties/businessActivity/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err431];
						else vErrors.push(err431);
						errors++;
					}
					var _valid84 = _errs526 === errors;
					valid95 = valid95 || _valid84;
					if (!valid95) {
						const _errs528 = errors;
						if (typeof data90 === "string") {
							if (!pattern0.test(data90)) {
								const err432 = {
									instancePath: instancePath + "/employment/businessActivity",
									schemaPath: "#/properties/employment/properties/businessActivity/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err432];
								else vErrors.push(err432);
								errors++;
							}
						} else {
							const err433 = {
								instancePath: instancePath + "/employment/businessActivity",
								schemaPath: "#/properties/employment/properties/businessActivity/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err433];
							else vErrors.push(err433);
							errors++;
						}
						var _valid84 = _errs528 === errors;
						valid95 = valid95 || _valid84;
					}
					if (!valid95) {
						const err434 = {
							instancePath: instancePath + "/employment/businessActivity",
							schemaPath: "#/properties/employment/properties/businessActivity/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err434];
						else vErrors.push(err434);
						errors++;
					} else {
						errors = _errs525;
						if (vErrors !== null) {
							if (_errs525) vErrors.length = _errs525;
							else vErrors = null;
						}
					}
				}
				if (data71.businessStartDate !== void 0) {
					let data91 = data71.businessStartDate;
					const _errs531 = errors;
					let valid96 = false;
					const _errs532 = errors;
					if (typeof data91 === "string") {
						if (!formats0.validate(data91)) {
							const err435 = {
								instancePath: instancePath + "/employment/businessStartDate",
								schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err435];
							else vErrors.push(err435);
							errors++;
						}
					} else {
						const err436 = {
							instancePath: instancePath + "/employment/businessStartDate",
							schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err436];
						else vErrors.push(err436);
						errors++;
					}
					var _valid85 = _errs532 === errors;
					valid96 = valid96 || _valid85;
					if (!valid96) {
						const _errs534 = errors;
						if (typeof data91 === "string") {
							if (!pattern0.test(data91)) {
								const err437 = {
									instancePath: instancePath + "/employment/businessStartDate",
									schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err437];
								else vErrors.push(err437);
								errors++;
							}
						} else {
							const err438 = {
								instancePath: instancePath + "/employment/businessStartDate",
								schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err438];
							else vErrors.push(err438);
							errors++;
						}
						var _valid85 = _errs534 === errors;
						valid96 = valid96 || _valid85;
					}
					if (!valid96) {
						const err439 = {
							instancePath: instancePath + "/employment/businessStartDate",
							schemaPath: "#/properties/employment/properties/businessStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err439];
						else vErrors.push(err439);
						errors++;
					} else {
						errors = _errs531;
						if (vErrors !== null) {
							if (_errs531) vErrors.length = _errs531;
							else vErrors = null;
						}
					}
				}
				if (data71.businessMonthlyIncome !== void 0) {
					let data92 = data71.businessMonthlyIncome;
					const _errs537 = errors;
					let valid97 = false;
					const _errs538 = errors;
					if (typeof data92 == "number" && isFinite(data92)) {
						if (data92 < 0 || isNaN(data92)) {
							const err440 = {
								instancePath: instancePath + "/employment/businessMonthlyIncome",
								schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err440];
							else vErrors.push(err440);
							errors++;
						}
					} else {
						const err441 = {
							instancePath: instancePath + "/employment/businessMonthlyIncome",
							schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err441];
						else vErrors.push(err441);
						errors++;
					}
					var _valid86 = _errs538 === errors;
					valid97 = valid97 || _valid86;
					if (!valid97) {
						const _errs540 = errors;
						if (typeof data92 === "string") {
							if (!pattern0.test(data92)) {
								const err442 = {
									instancePath: instancePath + "/employment/businessMonthlyIncome",
									schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err442];
								else vErrors.push(err442);
								errors++;
							}
						} else {
							const err443 = {
								instancePath: instancePath + "/employment/businessMonthlyIncome",
								schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err443];
							else vErrors.push(err443);
							errors++;
						}
						var _valid86 = _errs540 === errors;
						valid97 = valid97 || _valid86;
					}
					if (!valid97) {
						const err444 = {
							instancePath: instancePath + "/employment/businessMonthlyIncome",
							schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err444];
						else vErrors.push(err444);
						errors++;
					} else {
						errors = _errs537;
						if (vErrors !== null) {
							if (_errs537) vErrors.length = _errs537;
							else vErrors = null;
						}
					}
				}
				if (data71.previousEmployer !== void 0) {
					let data93 = data71.previousEmployer;
					const _errs543 = errors;
					let valid98 = false;
					const _errs544 = errors;
					if (typeof data93 === "string") {
						if (func4(data93) > 200) {
							const err445 = {
								instancePath: instancePath + "/employment/previousEmployer",
								schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err445];
							else vErrors.push(err445);
							errors++;
						}
					} else {
						const err446 = {
							instancePath: instancePath + "/employment/previousEmployer",
							schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err446];
						else vErrors.push(err446);
						errors++;
					}
					var _valid87 = _errs544 === errors;
					valid98 = valid98 || _valid87;
					if (!valid98) {
						const _errs546 = errors;
						if (typeof data93 === "string") {
							if (!pattern0.test(data93)) {
								const err447 = {
									instancePath: instancePath + "/employment/previousEmployer",
									schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err447];
								else vErrors.push(err447);
								errors++;
							}
						} else {
							const err448 = {
								instancePath: instancePath + "/employment/previousEmployer",
								schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err448];
							else vErrors.push(err448);
							errors++;
						}
						var _valid87 = _errs546 === errors;
						valid98 = valid98 || _valid87;
					}
					if (!valid98) {
						const err449 = {
							instancePath: instancePath + "/employment/previousEmployer",
							schemaPath: "#/properties/employment/properties/previousEmployer/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err449];
						else vErrors.push(err449);
						errors++;
					} else {
						errors = _errs543;
						if (vErrors !== null) {
							if (_errs543) vErrors.length = _errs543;
							else vErrors = null;
						}
					}
				}
				if (data71.previousPosition !== void 0) {
					let data94 = data71.previousPosition;
					const _errs549 = errors;
					let valid99 = false;
					const _errs550 = errors;
					if (typeof data94 === "string") {
						if (func4(data94) > 150) {
							const err450 = {
								instancePath: instancePath + "/employment/previousPosition",
								schemaPath: "#/properties/employment/properties/previousPosition/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err450];
							else vErrors.push(err450);
							errors++;
						}
					} else {
						const err451 = {
							instancePath: instancePath + "/employment/previousPosition",
							schemaPath: "#/properties/employment/properties/previousPosition/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err451];
						else vErrors.push(err451);
						errors++;
					}
					var _valid88 = _errs550 === errors;
					valid99 = valid99 || _valid88;
					if (!valid99) {
						const _errs552 = errors;
						if (typeof data94 === "string") {
							if (!pattern0.test(data94)) {
								const err452 = {
									instancePath: instancePath + "/employment/previousPosition",
									schemaPath: "#/properties/employment/properties/previousPosition/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err452];
								else vErrors.push(err452);
								errors++;
							}
						} else {
							const err453 = {
								instancePath: instancePath + "/employment/previousPosition",
								schemaPath: "#/properties/employment/properties/previousPosition/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err453];
							else vErrors.push(err453);
							errors++;
						}
						var _valid88 = _errs552 === errors;
						valid99 = valid99 || _valid88;
					}
					if (!valid99) {
						const err454 = {
							instancePath: instancePath + "/employment/previousPosition",
							schemaPath: "#/properties/employment/properties/previousPosition/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err454];
						else vErrors.push(err454);
						errors++;
					} else {
						errors = _errs549;
						if (vErrors !== null) {
							if (_errs549) vErrors.length = _errs549;
							else vErrors = null;
						}
					}
				}
				if (data71.previousEmploymentPeriod !== void 0) {
					let data95 = data71.previousEmploymentPeriod;
					const _errs555 = errors;
					let valid100 = false;
					const _errs556 = errors;
					if (typeof data95 === "string") {
						if (func4(data95) > 100) {
							const err455 = {
								instancePath: instancePath + "/employment/previousEmploymentPeriod",
								schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err455];
							else vErrors.push(err455);
							errors++;
						}
					} else {
						const err456 = {
							instancePath: instancePath + "/employment/previousEmploymentPeriod",
							schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err456];
						else vErrors.push(err456);
						errors++;
					}
					var _valid89 = _errs556 === errors;
					valid100 = valid100 || _valid89;
					if (!valid100) {
						const _errs558 = errors;
						if (typeof data95 === "string") {
							if (!pattern0.test(data95)) {
								const err457 = {
									instancePath: instancePath + "/employment/previousEmploymentPeriod",
									schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err457];
								else vErrors.push(err457);
								errors++;
							}
						} else {
							const err458 = {
								instancePath: instancePath + "/employment/previousEmploymentPeriod",
								schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err458];
							else vErrors.push(err458);
							errors++;
						}
						var _valid89 = _errs558 === errors;
						valid100 = valid100 || _valid89;
					}
					if (!valid100) {
						const err459 = {
							instancePath: instancePath + "/employment/previousEmploymentPeriod",
							schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err459];
						else vErrors.push(err459);
						errors++;
					} else {
						errors = _errs555;
						if (vErrors !== null) {
							if (_errs555) vErrors.length = _errs555;
							else vErrors = null;
						}
					}
				}
			} else {
				const err460 = {
					instancePath: instancePath + "/employment",
					schemaPath: "#/properties/employment/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err460];
				else vErrors.push(err460);
				errors++;
			}
		}
		if (data.education !== void 0) {
			let data96 = data.education;
			if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
				for (const key7 in data96) if (!(key7 === "educationLevel" || key7 === "educationInstitution" || key7 === "fieldOfStudy" || key7 === "graduationYear" || key7 === "currentlyStudying" || key7 === "currentStudiesDetails" || key7 === "languages" || key7 === "englishLevel")) {
					const err461 = {
						instancePath: instancePath + "/education",
						schemaPath: "#/properties/education/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key7 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err461];
					else vErrors.push(err461);
					errors++;
				}
				if (data96.educationLevel !== void 0) {
					let data97 = data96.educationLevel;
					const _errs564 = errors;
					let valid102 = false;
					const _errs565 = errors;
					if (typeof data97 !== "string") {
						const err462 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err462];
						else vErrors.push(err462);
						errors++;
					}
					if (!(data97 === "primaria" || data97 === "secundaria" || data97 === "tecnico" || data97 === "universitario" || data97 === "maestria" || data97 === "doctorado")) {
						const err463 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.education.properties.educationLevel.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err463];
						else vErrors.push(err463);
						errors++;
					}
					var _valid90 = _errs565 === errors;
					valid102 = valid102 || _valid90;
					if (!valid102) {
						const _errs567 = errors;
						if (typeof data97 === "string") {
							if (!pattern0.test(data97)) {
								const err464 = {
									instancePath: instancePath + "/education/educationLevel",
									schemaPath: "#/properties/education/properties/educationLevel/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err464];
								else vErrors.push(err464);
								errors++;
							}
						} else {
							const err465 = {
								instancePath: instancePath + "/education/educationLevel",
								schemaPath: "#/properties/education/properties/educationLevel/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err465];
							else vErrors.push(err465);
							errors++;
						}
						var _valid90 = _errs567 === errors;
						valid102 = valid102 || _valid90;
					}
					if (!valid102) {
						const err466 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err466];
						else vErrors.push(err466);
						errors++;
					} else {
						errors = _errs564;
						if (vErrors !== null) {
							if (_errs564) vErrors.length = _errs564;
							else vErrors = null;
						}
					}
				}
				if (data96.educationInstitution !== void 0) {
					let data98 = data96.educationInstitution;
					const _errs570 = errors;
					let valid103 = false;
					const _errs571 = errors;
					if (typeof data98 === "string") {
						if (func4(data98) > 200) {
							const err467 = {
								instancePath: instancePath + "/education/educationInstitution",
								schemaPath: "#/properties/education/properties/educationInstitution/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err467];
							else vErrors.push(err467);
							errors++;
						}
					} else {
						const err468 = {
							instancePath: instancePath + "/education/educationInstitution",
							schemaPath: "#/properties/education/properties/educationInstitution/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err468];
						else vErrors.push(err468);
						errors++;
					}
					var _valid91 = _errs571 === errors;
					valid103 = valid103 || _valid91;
					if (!valid103) {
						const _errs573 = errors;
						if (typeof data98 === "string") {
							if (!pattern0.test(data98)) {
								const err469 = {
									instancePath: instancePath + "/education/educationInstitution",
									schemaPath: "#/properties/education/properties/educationInstitution/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err469];
								else vErrors.push(err469);
								errors++;
							}
						} else {
							const err470 = {
								instancePath: instancePath + "/education/educationInstitution",
								schemaPath: "#/properties/education/properties/educationInstitution/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err470];
							else vErrors.push(err470);
							errors++;
						}
						var _valid91 = _errs573 === errors;
						valid103 = valid103 || _valid91;
					}
					if (!valid103) {
						const err471 = {
							instancePath: instancePath + "/education/educationInstitution",
							schemaPath: "#/properties/education/properties/educationInstitution/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err471];
						else vErrors.push(err471);
						errors++;
					} else {
						errors = _errs570;
						if (vErrors !== null) {
							if (_errs570) vErrors.length = _errs570;
							else vErrors = null;
						}
					}
				}
				if (data96.fieldOfStudy !== void 0) {
					let data99 = data96.fieldOfStudy;
					const _errs576 = errors;
					let valid104 = false;
					const _errs577 = errors;
					if (typeof data99 === "string") {
						if (func4(data99) > 150) {
							const err472 = {
								instancePath: instancePath + "/education/fieldOfStudy",
								schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err472];
							else vErrors.push(err472);
							errors++;
						}
					} else {
						const err473 = {
							instancePath: instancePath + "/education/fieldOfStudy",
							schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err473];
						else vErrors.push(err473);
						errors++;
					}
					var _valid92 = _errs577 === errors;
					valid104 = valid104 || _valid92;
					if (!valid104) {
						const _errs579 = errors;
						if (typeof data99 === "string") {
							if (!pattern0.test(data99)) {
								const err474 = {
									instancePath: instancePath + "/education/fieldOfStudy",
									schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err474];
								else vErrors.push(err474);
								errors++;
							}
						} else {
							const err475 = {
								instancePath: instancePath + "/education/fieldOfStudy",
								schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err475];
							else vErrors.push(err475);
							errors++;
						}
						var _valid92 = _errs579 === errors;
						valid104 = valid104 || _valid92;
					}
					if (!valid104) {
						const err476 = {
							instancePath: instancePath + "/education/fieldOfStudy",
							schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err476];
						else vErrors.push(err476);
						errors++;
					} else {
						errors = _errs576;
						if (vErrors !== null) {
							if (_errs576) vErrors.length = _errs576;
							else vErrors = null;
						}
					}
				}
				if (data96.graduationYear !== void 0) {
					let data100 = data96.graduationYear;
					const _errs582 = errors;
					let valid105 = false;
					const _errs583 = errors;
					if (!(typeof data100 == "number" && !(data100 % 1) && !isNaN(data100) && isFinite(data100))) {
						const err477 = {
							instancePath: instancePath + "/education/graduationYear",
							schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err477];
						else vErrors.push(err477);
						errors++;
					}
					if (typeof data100 == "number" && isFinite(data100)) {
						if (data100 > 2100 || isNaN(data100)) {
							const err478 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 2100
								},
								message: "must be <= 2100"
							};
							if (vErrors === null) vErrors = [err478];
							else vErrors.push(err478);
							errors++;
						}
						if (data100 < 1940 || isNaN(data100)) {
							const err479 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 1940
								},
								message: "must be >= 1940"
							};
							if (vErrors === null) vErrors = [err479];
							else vErrors.push(err479);
							errors++;
						}
					}
					var _valid93 = _errs583 === errors;
					valid105 = valid105 || _valid93;
					if (!valid105) {
						const _errs585 = errors;
						if (typeof data100 === "string") {
							if (!pattern0.test(data100)) {
								const err480 = {
									instancePath: instancePath + "/education/graduationYear",
									schemaPath: "#/properties/education/properties/graduationYear/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err480];
								else vErrors.push(err480);
								errors++;
							}
						} else {
							const err481 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err481];
							else vErrors.push(err481);
							errors++;
						}
						var _valid93 = _errs585 === errors;
						valid105 = valid105 || _valid93;
					}
					if (!valid105) {
						const err482 = {
							instancePath: instancePath + "/education/graduationYear",
							schemaPath: "#/properties/education/properties/graduationYear/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err482];
						else vErrors.push(err482);
						errors++;
					} else {
						errors = _errs582;
						if (vErrors !== null) {
							if (_errs582) vErrors.length = _errs582;
							else vErrors = null;
						}
					}
				}
				if (data96.currentlyStudying !== void 0) {
					let data101 = data96.currentlyStudying;
					const _errs588 = errors;
					let valid106 = false;
					const _errs589 = errors;
					if (typeof data101 !== "boolean") {
						const err483 = {
							instancePath: instancePath + "/education/currentlyStudying",
							schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err483];
						else vErrors.push(err483);
						errors++;
					}
					var _valid94 = _errs589 === errors;
					valid106 = valid106 || _valid94;
					if (!valid106) {
						const _errs591 = errors;
						if (typeof data101 === "string") {
							if (!pattern0.test(data101)) {
								const err484 = {
									instancePath: instancePath + "/education/currentlyStudying",
									schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err484];
								else vErrors.push(err484);
								errors++;
							}
						} else {
							const err485 = {
								instancePath: instancePath + "/education/currentlyStudying",
								schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err485];
							else vErrors.push(err485);
							errors++;
						}
						var _valid94 = _errs591 === errors;
						valid106 = valid106 || _valid94;
					}
					if (!valid106) {
						const err486 = {
							instancePath: instancePath + "/education/currentlyStudying",
							schemaPath: "#/properties/education/properties/currentlyStudying/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err486];
						else vErrors.push(err486);
						errors++;
					} else {
						errors = _errs588;
						if (vErrors !== null) {
							if (_errs588) vErrors.length = _errs588;
							else vErrors = null;
						}
					}
				}
				if (data96.currentStudiesDetails !== void 0) {
					let data102 = data96.currentStudiesDetails;
					const _errs594 = errors;
					let valid107 = false;
					const _errs595 = errors;
					if (typeof data102 === "string") {
						if (func4(data102) > 300) {
							const err487 = {
								instancePath: instancePath + "/education/currentStudiesDetails",
								schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err487];
							else vErrors.push(err487);
							errors++;
						}
					} else {
						const err488 = {
							instancePath: instancePath + "/education/currentStudiesDetails",
							schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err488];
						else vErrors.push(err488);
						errors++;
					}
					var _valid95 = _errs595 === errors;
					valid107 = valid107 || _valid95;
					if (!valid107) {
						const _errs597 = errors;
						if (typeof data102 === "string") {
							if (!pattern0.test(data102)) {
								const err489 = {
									instancePath: instancePath + "/education/currentStudiesDetails",
									schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err489];
								else vErrors.push(err489);
								errors++;
							}
						} else {
							const err490 = {
								instancePath: instancePath + "/education/currentStudiesDetails",
								schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err490];
							else vErrors.push(err490);
							errors++;
						}
						var _valid95 = _errs597 === errors;
						valid107 = valid107 || _valid95;
					}
					if (!valid107) {
						const err491 = {
							instancePath: instancePath + "/education/currentStudiesDetails",
							schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err491];
						else vErrors.push(err491);
						errors++;
					} else {
						errors = _errs594;
						if (vErrors !== null) {
							if (_errs594) vErrors.length = _errs594;
							else vErrors = null;
						}
					}
				}
				if (data96.languages !== void 0) {
					let data103 = data96.languages;
					const _errs600 = errors;
					let valid108 = false;
					const _errs601 = errors;
					if (Array.isArray(data103)) {
						const len2 = data103.length;
						for (let i2 = 0; i2 < len2; i2++) {
							let data104 = data103[i2];
							if (typeof data104 !== "string") {
								const err492 = {
									instancePath: instancePath + "/education/languages/" + i2,
									schemaPath: "#/properties/education/properties/languages/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err492];
								else vErrors.push(err492);
								errors++;
							}
							if (!(data104 === "espanol" || data104 === "ingles" || data104 === "frances" || data104 === "portugues" || data104 === "italiano" || data104 === "aleman" || data104 === "neerlandes" || data104 === "papiamento" || data104 === "creole")) {
								const err493 = {
									instancePath: instancePath + "/education/languages/" + i2,
									schemaPath: "#/properties/education/properties/languages/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.education.properties.languages.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err493];
								else vErrors.push(err493);
								errors++;
							}
						}
						let i3 = data103.length;
						let j0;
						if (i3 > 1) {
							const indices0 = {};
							for (; i3--;) {
								let item0 = data103[i3];
								if (typeof item0 !== "string") continue;
								if (typeof indices0[item0] == "number") {
									j0 = indices0[item0];
									const err494 = {
										instancePath: instancePath + "/education/languages",
										schemaPath: "#/properties/education/properties/languages/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i3,
											j: j0
										},
										message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)"
									};
									if (vErrors === null) vErrors = [err494];
									else vErrors.push(err494);
									errors++;
									break;
								}
								indices0[item0] = i3;
							}
						}
					} else {
						const err495 = {
							instancePath: instancePath + "/education/languages",
							schemaPath: "#/properties/education/properties/languages/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err495];
						else vErrors.push(err495);
						errors++;
					}
					var _valid96 = _errs601 === errors;
					valid108 = valid108 || _valid96;
					if (!valid108) {
						const _errs605 = errors;
						if (typeof data103 === "string") {
							if (!pattern0.test(data103)) {
								const err496 = {
									instancePath: instancePath + "/education/languages",
									schemaPath: "#/properties/education/properties/languages/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err496];
								else vErrors.push(err496);
								errors++;
							}
						} else {
							const err497 = {
								instancePath: instancePath + "/education/languages",
								schemaPath: "#/properties/education/properties/languages/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err497];
							else vErrors.push(err497);
							errors++;
						}
						var _valid96 = _errs605 === errors;
						valid108 = valid108 || _valid96;
					}
					if (!valid108) {
						const err498 = {
							instancePath: instancePath + "/education/languages",
							schemaPath: "#/properties/education/properties/languages/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err498];
						else vErrors.push(err498);
						errors++;
					} else {
						errors = _errs600;
						if (vErrors !== null) {
							if (_errs600) vErrors.length = _errs600;
							else vErrors = null;
						}
					}
				}
				if (data96.englishLevel !== void 0) {
					let data105 = data96.englishLevel;
					const _errs608 = errors;
					let valid112 = false;
					const _errs609 = errors;
					if (typeof data105 !== "string") {
						const err499 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err499];
						else vErrors.push(err499);
						errors++;
					}
					if (!(data105 === "ninguno" || data105 === "basico" || data105 === "intermedio" || data105 === "avanzado")) {
						const err500 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.education.properties.englishLevel.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err500];
						else vErrors.push(err500);
						errors++;
					}
					var _valid97 = _errs609 === errors;
					valid112 = valid112 || _valid97;
					if (!valid112) {
						const _errs611 = errors;
						if (typeof data105 === "string") {
							if (!pattern0.test(data105)) {
								const err501 = {
									instancePath: instancePath + "/education/englishLevel",
									schemaPath: "#/properties/education/properties/englishLevel/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err501];
								else vErrors.push(err501);
								errors++;
							}
						} else {
							const err502 = {
								instancePath: instancePath + "/education/englishLevel",
								schemaPath: "#/properties/education/properties/englishLevel/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err502];
							else vErrors.push(err502);
							errors++;
						}
						var _valid97 = _errs611 === errors;
						valid112 = valid112 || _valid97;
					}
					if (!valid112) {
						const err503 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err503];
						else vErrors.push(err503);
						errors++;
					} else {
						errors = _errs608;
						if (vErrors !== null) {
							if (_errs608) vErrors.length = _errs608;
							else vErrors = null;
						}
					}
				}
			} else {
				const err504 = {
					instancePath: instancePath + "/education",
					schemaPath: "#/properties/education/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err504];
				else vErrors.push(err504);
				errors++;
			}
		}
		if (data.finances !== void 0) {
			let data106 = data.finances;
			if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
				for (const key8 in data106) if (!func2.call(schema11.properties.finances.properties, key8)) {
					const err505 = {
						instancePath: instancePath + "/finances",
						schemaPath: "#/properties/finances/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key8 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err505];
					else vErrors.push(err505);
					errors++;
				}
				if (data106.bankAccounts !== void 0) {
					let data107 = data106.bankAccounts;
					const _errs617 = errors;
					let valid114 = false;
					const _errs618 = errors;
					if (Array.isArray(data107)) {
						const len3 = data107.length;
						for (let i4 = 0; i4 < len3; i4++) {
							let data108 = data107[i4];
							if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
								for (const key9 in data108) if (!(key9 === "bankName" || key9 === "accountType" || key9 === "currency" || key9 === "balance" || key9 === "openingDate")) {
									const err506 = {
										instancePath: instancePath + "/finances/bankAccounts/" + i4,
										schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key9 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err506];
									else vErrors.push(err506);
									errors++;
								}
								if (data108.bankName !== void 0) {
									let data109 = data108.bankName;
									const _errs624 = errors;
									let valid118 = false;
									const _errs625 = errors;
									if (typeof data109 === "string") {
										if (func4(data109) > 150) {
											const err507 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err507];
											else vErrors.push(err507);
											errors++;
										}
									} else {
										const err508 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err508];
										else vErrors.push(err508);
										errors++;
									}
									var _valid99 = _errs625 === errors;
									valid118 = valid118 || _valid99;
									if (!valid118) {
										const _errs627 = errors;
										if (typeof data109 === "string") {
											if (!pattern0.test(data109)) {
												const err509 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err509];
												else vErrors.push(err509);
												errors++;
											}
										} else {
											const err510 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err510];
											else vErrors.push(err510);
											errors++;
										}
										var _valid99 = _errs627 === errors;
										valid118 = valid118 || _valid99;
									}
									if (!valid118) {
										const err511 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err511];
										else vErrors.push(err511);
										errors++;
									} else {
										errors = _errs624;
										if (vErrors !== null) {
											if (_errs624) vErrors.length = _errs624;
											else vErrors = null;
										}
									}
								}
								if (data108.accountType !== void 0) {
									let data110 = data108.accountType;
									const _errs630 = errors;
									let valid119 = false;
									const _errs631 = errors;
									if (typeof data110 !== "string") {
										const err512 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err512];
										else vErrors.push(err512);
										errors++;
									}
									if (!(data110 === "ahorro" || data110 === "corriente" || data110 === "certificado")) {
										const err513 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/0/enum",
											keyword: "enum",
											params: { allowedValues: schema11.properties.finances.properties.bankAccounts.anyOf[0].items.properties.accountType.anyOf[0].enum },
											message: "must be equal to one of the allowed values"
										};
										if (vErrors === null) vErrors = [err513];
										else vErrors.push(err513);
										errors++;
									}
									var _valid100 = _errs631 === errors;
									valid119 = valid119 || _valid100;
									if (!valid119) {
										const _errs633 = errors;
										if (typeof data110 === "string") {
											if (!pattern0.test(data110)) {
												const err514 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err514];
												else vErrors.push(err514);
												errors++;
											}
										} else {
											const err515 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err515];
											else vErrors.push(err515);
											errors++;
										}
										var _valid100 = _errs633 === errors;
										valid119 = valid119 || _valid100;
									}
									if (!valid119) {
										const err516 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err516];
										else vErrors.push(err516);
										errors++;
									} else {
										errors = _errs630;
										if (vErrors !== null) {
											if (_errs630) vErrors.length = _errs630;
											else vErrors = null;
										}
									}
								}
								if (data108.currency !== void 0) {
									let data111 = data108.currency;
									const _errs636 = errors;
									let valid120 = false;
									const _errs637 = errors;
									if (typeof data111 !== "string") {
										const err517 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err517];
										else vErrors.push(err517);
										errors++;
									}
									if (!(data111 === "DOP" || data111 === "USD" || data111 === "EUR")) {
										const err518 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/0/enum",
											keyword: "enum",
											params: { allowedValues: schema11.properties.finances.properties.bankAccounts.anyOf[0].items.properties.currency.anyOf[0].enum },
											message: "must be equal to one of the allowed values"
										};
										if (vErrors === null) vErrors = [err518];
										else vErrors.push(err518);
										errors++;
									}
									var _valid101 = _errs637 === errors;
									valid120 = valid120 || _valid101;
									if (!valid120) {
										const _errs639 = errors;
										if (typeof data111 === "string") {
											if (!pattern0.test(data111)) {
												const err519 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err519];
												else vErrors.push(err519);
												errors++;
											}
										} else {
											const err520 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err520];
											else vErrors.push(err520);
											errors++;
										}
										var _valid101 = _errs639 === errors;
										valid120 = valid120 || _valid101;
									}
									if (!valid120) {
										const err521 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err521];
										else vErrors.push(err521);
										errors++;
									} else {
										errors = _errs636;
										if (vErrors !== null) {
											if (_errs636) vErrors.length = _errs636;
											else vErrors = null;
										}
									}
								}
								if (data108.balance !== void 0) {
									let data112 = data108.balance;
									const _errs642 = errors;
									let valid121 = false;
									const _errs643 = errors;
									if (!(typeof data112 == "number" && isFinite(data112))) {
										const err522 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/0/type",
											keyword: "type",
											params: { type: "number" },
											message: "must be number"
										};
										if (vErrors === null) vErrors = [err522];
										else vErrors.push(err522);
										errors++;
									}
									var _valid102 = _errs643 === errors;
									valid121 = valid121 || _valid102;
									if (!valid121) {
										const _errs645 = errors;
										if (typeof data112 === "string") {
											if (!pattern0.test(data112)) {
												const err523 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err523];
												else vErrors.push(err523);
												errors++;
											}
										} else {
											const err524 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err524];
											else vErrors.push(err524);
											errors++;
										}
										var _valid102 = _errs645 === errors;
										valid121 = valid121 || _valid102;
									}
									if (!valid121) {
										const err525 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err525];
										else vErrors.push(err525);
										errors++;
									} else {
										errors = _errs642;
										if (vErrors !== null) {
											if (_errs642) vErrors.length = _errs642;
											else vErrors = null;
										}
									}
								}
								if (data108.openingDate !== void 0) {
									let data113 = data108.openingDate;
									const _errs648 = errors;
									let valid122 = false;
									const _errs649 = errors;
									if (typeof data113 === "string") {
										if (!formats0.validate(data113)) {
											const err526 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err526];
											else vErrors.push(err526);
											errors++;
										}
									} else {
										const err527 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err527];
										else vErrors.push(err527);
										errors++;
									}
									var _valid103 = _errs649 === errors;
									valid122 = valid122 || _valid103;
									if (!valid122) {
										const _errs651 = errors;
										if (typeof data113 === "string") {
											if (!pattern0.test(data113)) {
												const err528 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err528];
												else vErrors.push(err528);
												errors++;
											}
										} else {
											const err529 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err529];
											else vErrors.push(err529);
											errors++;
										}
										var _valid103 = _errs651 === errors;
										valid122 = valid122 || _valid103;
									}
									if (!valid122) {
										const err530 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err530];
										else vErrors.push(err530);
										errors++;
									} else {
										errors = _errs648;
										if (vErrors !== null) {
											if (_errs648) vErrors.length = _errs648;
											else vErrors = null;
										}
									}
								}
							} else {
								const err531 = {
									instancePath: instancePath + "/finances/bankAccounts/" + i4,
									schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err531];
								else vErrors.push(err531);
								errors++;
							}
						}
					} else {
						const err532 = {
							instancePath: instancePath + "/finances/bankAccounts",
							schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err532];
						else vErrors.push(err532);
						errors++;
					}
					var _valid98 = _errs618 === errors;
					valid114 = valid114 || _valid98;
					if (!valid114) {
						const _errs653 = errors;
						if (typeof data107 === "string") {
							if (!pattern0.test(data107)) {
								const err533 = {
									instancePath: instancePath + "/finances/bankAccounts",
									schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err533];
								else vErrors.push(err533);
								errors++;
							}
						} else {
							const err534 = {
								instancePath: instancePath + "/finances/bankAccounts",
								schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err534];
							else vErrors.push(err534);
							errors++;
						}
						var _valid98 = _errs653 === errors;
						valid114 = valid114 || _valid98;
					}
					if (!valid114) {
						const err535 = {
							instancePath: instancePath + "/finances/bankAccounts",
							schemaPath: "#/properties/finances/properties/bankAccounts/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err535];
						else vErrors.push(err535);
						errors++;
					} else {
						errors = _errs617;
						if (vErrors !== null) {
							if (_errs617) vErrors.length = _errs617;
							else vErrors = null;
						}
					}
				}
				if (data106.totalSavings !== void 0) {
					let data114 = data106.totalSavings;
					const _errs656 = errors;
					let valid123 = false;
					const _errs657 = errors;
					if (typeof data114 == "number" && isFinite(data114)) {
						if (data114 < 0 || isNaN(data114)) {
							const err536 = {
								instancePath: instancePath + "/finances/totalSavings",
								schemaPath: "#/properties/finances/properties/totalSavings/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err536];
							else vErrors.push(err536);
							errors++;
						}
					} else {
						const err537 = {
							instancePath: instancePath + "/finances/totalSavings",
							schemaPath: "#/properties/finances/properties/totalSavings/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err537];
						else vErrors.push(err537);
						errors++;
					}
					var _valid104 = _errs657 === errors;
					valid123 = valid123 || _valid104;
					if (!valid123) {
						const _errs659 = errors;
						if (typeof data114 === "string") {
							if (!pattern0.test(data114)) {
								const err538 = {
									instancePath: instancePath + "/finances/totalSavings",
									schemaPath: "#/properties/finances/properties/totalSavings/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err538];
								else vErrors.push(err538);
								errors++;
							}
						} else {
							const err539 = {
								instancePath: instancePath + "/finances/totalSavings",
								schemaPath: "#/properties/finances/properties/totalSavings/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err539];
							else vErrors.push(err539);
							errors++;
						}
						var _valid104 = _errs659 === errors;
						valid123 = valid123 || _valid104;
					}
					if (!valid123) {
						const err540 = {
							instancePath: instancePath + "/finances/totalSavings",
							schemaPath: "#/properties/finances/properties/totalSavings/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err540];
						else vErrors.push(err540);
						errors++;
					} else {
						errors = _errs656;
						if (vErrors !== null) {
							if (_errs656) vErrors.length = _errs656;
							else vErrors = null;
						}
					}
				}
				if (data106.monthlyExpenses !== void 0) {
					let data115 = data106.monthlyExpenses;
					const _errs662 = errors;
					let valid124 = false;
					const _errs663 = errors;
					if (typeof data115 == "number" && isFinite(data115)) {
						if (data115 < 0 || isNaN(data115)) {
							const err541 = {
								instancePath: instancePath + "/finances/monthlyExpenses",
								schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err541];
							else vErrors.push(err541);
							errors++;
						}
					} else {
						const err542 = {
							instancePath: instancePath + "/finances/monthlyExpenses",
							schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err542];
						else vErrors.push(err542);
						errors++;
					}
					var _valid105 = _errs663 === errors;
					valid124 = valid124 || _valid105;
					if (!valid124) {
						const _errs665 = errors;
						if (typeof data115 === "string") {
							if (!pattern0.test(data115)) {
								const err543 = {
									instancePath: instancePath + "/finances/monthlyExpenses",
									schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err543];
								else vErrors.push(err543);
								errors++;
							}
						} else {
							const err544 = {
								instancePath: instancePath + "/finances/monthlyExpenses",
								schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err544];
							else vErrors.push(err544);
							errors++;
						}
						var _valid105 = _errs665 === errors;
						valid124 = valid124 || _valid105;
					}
					if (!valid124) {
						const err545 = {
							instancePath: instancePath + "/finances/monthlyExpenses",
							schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err545];
						else vErrors.push(err545);
						errors++;
					} else {
						errors = _errs662;
						if (vErrors !== null) {
							if (_errs662) vErrors.length = _errs662;
							else vErrors = null;
						}
					}
				}
				if (data106.hasProperties !== void 0) {
					let data116 = data106.hasProperties;
					const _errs668 = errors;
					let valid125 = false;
					const _errs669 = errors;
					if (typeof data116 !== "boolean") {
						const err546 = {
							instancePath: instancePath + "/finances/hasProperties",
							schemaPath: "#/properties/finances/properties/hasProperties/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err546];
						else vErrors.push(err546);
						errors++;
					}
					var _valid106 = _errs669 === errors;
					valid125 = valid125 || _valid106;
					if (!valid125) {
						const _errs671 = errors;
						if (typeof data116 === "string") {
							if (!pattern0.test(data116)) {
								const err547 = {
									instancePath: instancePath + "/finances/hasProperties",
									schemaPath: "#/properties/finances/properties/hasProperties/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err547];
								else vErrors.push(err547);
								errors++;
							}
						} else {
							const err548 = {
								instancePath: instancePath + "/finances/hasProperties",
								schemaPath: "#/properties/finances/properties/hasProperties/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err548];
							else vErrors.push(err548);
							errors++;
						}
						var _valid106 = _errs671 === errors;
						valid125 = valid125 || _valid106;
					}
					if (!valid125) {
						const err549 = {
							instancePath: instancePath + "/finances/hasProperties",
							schemaPath: "#/properties/finances/properties/hasProperties/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err549];
						else vErrors.push(err549);
						errors++;
					} else {
						errors = _errs668;
						if (vErrors !== null) {
							if (_errs668) vErrors.length = _errs668;
							else vErrors = null;
						}
					}
				}
				if (data106.ownedProperties !== void 0) {
					let data117 = data106.ownedProperties;
					const _errs674 = errors;
					let valid126 = false;
					const _errs675 = errors;
					if (typeof data117 === "string") {
						if (func4(data117) > 2e3) {
							const err550 = {
								instancePath: instancePath + "/finances/ownedProperties",
								schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err550];
							else vErrors.push(err550);
							errors++;
						}
					} else {
						const err551 = {
							instancePath: instancePath + "/finances/ownedProperties",
							schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err551];
						else vErrors.push(err551);
						errors++;
					}
					var _valid107 = _errs675 === errors;
					valid126 = valid126 || _valid107;
					if (!valid126) {
						const _errs677 = errors;
						if (typeof data117 === "string") {
							if (!pattern0.test(data117)) {
								const err552 = {
									instancePath: instancePath + "/finances/ownedProperties",
									schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err552];
								else vErrors.push(err552);
								errors++;
							}
						} else {
							const err553 = {
								instancePath: instancePath + "/finances/ownedProperties",
								schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err553];
							else vErrors.push(err553);
							errors++;
						}
						var _valid107 = _errs677 === errors;
						valid126 = valid126 || _valid107;
					}
					if (!valid126) {
						const err554 = {
							instancePath: instancePath + "/finances/ownedProperties",
							schemaPath: "#/properties/finances/properties/ownedProperties/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err554];
						else vErrors.push(err554);
						errors++;
					} else {
						errors = _errs674;
						if (vErrors !== null) {
							if (_errs674) vErrors.length = _errs674;
							else vErrors = null;
						}
					}
				}
				if (data106.hasVehicles !== void 0) {
					let data118 = data106.hasVehicles;
					const _errs680 = errors;
					let valid127 = false;
					const _errs681 = errors;
					if (typeof data118 !== "boolean") {
						const err555 = {
							instancePath: instancePath + "/finances/hasVehicles",
							schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err555];
						else vErrors.push(err555);
						errors++;
					}
					var _valid108 = _errs681 === errors;
					valid127 = valid127 || _valid108;
					if (!valid127) {
						const _errs683 = errors;
						if (typeof data118 === "string") {
							if (!pattern0.test(data118)) {
								const err556 = {
									instancePath: instancePath + "/finances/hasVehicles",
									schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err556];
								else vErrors.push(err556);
								errors++;
							}
						} else {
							const err557 = {
								instancePath: instancePath + "/finances/hasVehicles",
								schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err557];
							else vErrors.push(err557);
							errors++;
						}
						var _valid108 = _errs683 === errors;
						valid127 = valid127 || _valid108;
					}
					if (!valid127) {
						const err558 = {
							instancePath: instancePath + "/finances/hasVehicles",
							schemaPath: "#/properties/finances/properties/hasVehicles/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err558];
						else vErrors.push(err558);
						errors++;
					} else {
						errors = _errs680;
						if (vErrors !== null) {
							if (_errs680) vErrors.length = _errs680;
							else vErrors = null;
						}
					}
				}
				if (data106.vehiclesDetails !== void 0) {
					let data119 = data106.vehiclesDetails;
					const _errs686 = errors;
					let valid128 = false;
					const _errs687 = errors;
					if (typeof data119 === "string") {
						if (func4(data119) > 1e3) {
							const err559 = {
								instancePath: instancePath + "/finances/vehiclesDetails",
								schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err559];
							else vErrors.push(err559);
							errors++;
						}
					} else {
						const err560 = {
							instancePath: instancePath + "/finances/vehiclesDetails",
							schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err560];
						else vErrors.push(err560);
						errors++;
					}
					var _valid109 = _errs687 === errors;
					valid128 = valid128 || _valid109;
					if (!valid128) {
						const _errs689 = errors;
						if (typeof data119 === "string") {
							if (!pattern0.test(data119)) {
								const err561 = {
									instancePath: instancePath + "/finances/vehiclesDetails",
									schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err561];
								else vErrors.push(err561);
								errors++;
							}
						} else {
							const err562 = {
								instancePath: instancePath + "/finances/vehiclesDetails",
								schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err562];
							else vErrors.push(err562);
							errors++;
						}
						var _valid109 = _errs689 === errors;
						valid128 = valid128 || _valid109;
					}
					if (!valid128) {
						const err563 = {
							instancePath: instancePath + "/finances/vehiclesDetails",
							schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err563];
						else vErrors.push(err563);
						errors++;
					} else {
						errors = _errs686;
						if (vErrors !== null) {
							if (_errs686) vErrors.length = _errs686;
							else vErrors = null;
						}
					}
				}
				if (data106.hasInvestments !== void 0) {
					let data120 = data106.hasInvestments;
					const _errs692 = errors;
					let valid129 = false;
					const _errs693 = errors;
					if (typeof data120 !== "boolean") {
						const err564 = {
							instancePath: instancePath + "/finances/hasInvestments",
							schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err564];
						else vErrors.push(err564);
						errors++;
					}
					var _valid110 = _errs693 === errors;
					valid129 = valid129 || _valid110;
					if (!valid129) {
						const _errs695 = errors;
						if (typeof data120 === "string") {
							if (!pattern0.test(data120)) {
								const err565 = {
									instancePath: instancePath + "/finances/hasInvestments",
									schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err565];
								else vErrors.push(err565);
								errors++;
							}
						} else {
							const err566 = {
								instancePath: instancePath + "/finances/hasInvestments",
								schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err566];
							else vErrors.push(err566);
							errors++;
						}
						var _valid110 = _errs695 === errors;
						valid129 = valid129 || _valid110;
					}
					if (!valid129) {
						const err567 = {
							instancePath: instancePath + "/finances/hasInvestments",
							schemaPath: "#/properties/finances/properties/hasInvestments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err567];
						else vErrors.push(err567);
						errors++;
					} else {
						errors = _errs692;
						if (vErrors !== null) {
							if (_errs692) vErrors.length = _errs692;
							else vErrors = null;
						}
					}
				}
				if (data106.investmentsDetails !== void 0) {
					let data121 = data106.investmentsDetails;
					const _errs698 = errors;
					let valid130 = false;
					const _errs699 = errors;
					if (typeof data121 === "string") {
						if (func4(data121) > 1e3) {
							const err568 = {
								instancePath: instancePath + "/finances/investmentsDetails",
								schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err568];
							else vErrors.push(err568);
							errors++;
						}
					} else {
						const err569 = {
							instancePath: instancePath + "/finances/investmentsDetails",
							schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err569];
						else vErrors.push(err569);
						errors++;
					}
					var _valid111 = _errs699 === errors;
					valid130 = valid130 || _valid111;
					if (!valid130) {
						const _errs701 = errors;
						if (typeof data121 === "string") {
							if (!pattern0.test(data121)) {
								const err570 = {
									instancePath: instancePath + "/finances/investmentsDetails",
									schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err570];
								else vErrors.push(err570);
								errors++;
							}
						} else {
							const err571 = {
								instancePath: instancePath + "/finances/investmentsDetails",
								schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err571];
							else vErrors.push(err571);
							errors++;
						}
						var _valid111 = _errs701 === errors;
						valid130 = valid130 || _valid111;
					}
					if (!valid130) {
						const err572 = {
							instancePath: instancePath + "/finances/investmentsDetails",
							schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err572];
						else vErrors.push(err572);
						errors++;
					} else {
						errors = _errs698;
						if (vErrors !== null) {
							if (_errs698) vErrors.length = _errs698;
							else vErrors = null;
						}
					}
				}
				if (data106.hasCreditCards !== void 0) {
					let data122 = data106.hasCreditCards;
					const _errs704 = errors;
					let valid131 = false;
					const _errs705 = errors;
					if (typeof data122 !== "boolean") {
						const err573 = {
							instancePath: instancePath + "/finances/hasCreditCards",
							schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err573];
						else vErrors.push(err573);
						errors++;
					}
					var _valid112 = _errs705 === errors;
					valid131 = valid131 || _valid112;
					if (!valid131) {
						const _errs707 = errors;
						if (typeof data122 === "string") {
							if (!pattern0.test(data122)) {
								const err574 = {
									instancePath: instancePath + "/finances/hasCreditCards",
									schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err574];
								else vErrors.push(err574);
								errors++;
							}
						} else {
							const err575 = {
								instancePath: instancePath + "/finances/hasCreditCards",
								schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err575];
							else vErrors.push(err575);
							errors++;
						}
						var _valid112 = _errs707 === errors;
						valid131 = valid131 || _valid112;
					}
					if (!valid131) {
						const err576 = {
							instancePath: instancePath + "/finances/hasCreditCards",
							schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err576];
						else vErrors.push(err576);
						errors++;
					} else {
						errors = _errs704;
						if (vErrors !== null) {
							if (_errs704) vErrors.length = _errs704;
							else vErrors = null;
						}
					}
				}
				if (data106.creditCardsDetails !== void 0) {
					let data123 = data106.creditCardsDetails;
					const _errs710 = errors;
					let valid132 = false;
					const _errs711 = errors;
					if (typeof data123 === "string") {
						if (func4(data123) > 300) {
							const err577 = {
								instancePath: instancePath + "/finances/creditCardsDetails",
								schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err577];
							else vErrors.push(err577);
							errors++;
						}
					} else {
						const err578 = {
							instancePath: instancePath + "/finances/creditCardsDetails",
							schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err578];
						else vErrors.push(err578);
						errors++;
					}
					var _valid113 = _errs711 === errors;
					valid132 = valid132 || _valid113;
					if (!valid132) {
						const _errs713 = errors;
						if (typeof data123 === "string") {
							if (!pattern0.test(data123)) {
								const err579 = {
									instancePath: instancePath + "/finances/creditCardsDetails",
									schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err579];
								else vErrors.push(err579);
								errors++;
							}
						} else {
							const err580 = {
								instancePath: instancePath + "/finances/creditCardsDetails",
								schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err580];
							else vErrors.push(err580);
							errors++;
						}
						var _valid113 = _errs713 === errors;
						valid132 = valid132 || _valid113;
					}
					if (!valid132) {
						const err581 = {
							instancePath: instancePath + "/finances/creditCardsDetails",
							schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err581];
						else vErrors.push(err581);
						errors++;
					} else {
						errors = _errs710;
						if (vErrors !== null) {
							if (_errs710) vErrors.length = _errs710;
							else vErrors = null;
						}
					}
				}
				if (data106.hasDebts !== void 0) {
					let data124 = data106.hasDebts;
					const _errs716 = errors;
					let valid133 = false;
					const _errs717 = errors;
					if (typeof data124 !== "boolean") {
						const err582 = {
							instancePath: instancePath + "/finances/hasDebts",
							schemaPath: "#/properties/finances/properties/hasDebts/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err582];
						else vErrors.push(err582);
						errors++;
					}
					var _valid114 = _errs717 === errors;
					valid133 = valid133 || _valid114;
					if (!valid133) {
						const _errs719 = errors;
						if (typeof data124 === "string") {
							if (!pattern0.test(data124)) {
								const err583 = {
									instancePath: instancePath + "/finances/hasDebts",
									schemaPath: "#/properties/finances/properties/hasDebts/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err583];
								else vErrors.push(err583);
								errors++;
							}
						} else {
							const err584 = {
								instancePath: instancePath + "/finances/hasDebts",
								schemaPath: "#/properties/finances/properties/hasDebts/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err584];
							else vErrors.push(err584);
							errors++;
						}
						var _valid114 = _errs719 === errors;
						valid133 = valid133 || _valid114;
					}
					if (!valid133) {
						const err585 = {
							instancePath: instancePath + "/finances/hasDebts",
							schemaPath: "#/properties/finances/properties/hasDebts/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err585];
						else vErrors.push(err585);
						errors++;
					} else {
						errors = _errs716;
						if (vErrors !== null) {
							if (_errs716) vErrors.length = _errs716;
							else vErrors = null;
						}
					}
				}
				if (data106.debtsDetails !== void 0) {
					let data125 = data106.debtsDetails;
					const _errs722 = errors;
					let valid134 = false;
					const _errs723 = errors;
					if (typeof data125 === "string") {
						if (func4(data125) > 1e3) {
							const err586 = {
								instancePath: instancePath + "/finances/debtsDetails",
								schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err586];
							else vErrors.push(err586);
							errors++;
						}
					} else {
						const err587 = {
							instancePath: instancePath + "/finances/debtsDetails",
							schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err587];
						else vErrors.push(err587);
						errors++;
					}
					var _valid115 = _errs723 === errors;
					valid134 = valid134 || _valid115;
					if (!valid134) {
						const _errs725 = errors;
						if (typeof data125 === "string") {
							if (!pattern0.test(data125)) {
								const err588 = {
									instancePath: instancePath + "/finances/debtsDetails",
									schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err588];
								else vErrors.push(err588);
								errors++;
							}
						} else {
							const err589 = {
								instancePath: instancePath + "/finances/debtsDetails",
								schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err589];
							else vErrors.push(err589);
							errors++;
						}
						var _valid115 = _errs725 === errors;
						valid134 = valid134 || _valid115;
					}
					if (!valid134) {
						const err590 = {
							instancePath: instancePath + "/finances/debtsDetails",
							schemaPath: "#/properties/finances/properties/debtsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err590];
						else vErrors.push(err590);
						errors++;
					} else {
						errors = _errs722;
						if (vErrors !== null) {
							if (_errs722) vErrors.length = _errs722;
							else vErrors = null;
						}
					}
				}
			} else {
				const err591 = {
					instancePath: instancePath + "/finances",
					schemaPath: "#/properties/finances/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err591];
				else vErrors.push(err591);
				errors++;
			}
		}
		if (data.tripPlan !== void 0) {
			let data126 = data.tripPlan;
			if (data126 && typeof data126 == "object" && !Array.isArray(data126)) {
				if (data126.tripPurpose === void 0) {
					const err592 = {
						instancePath: instancePath + "/tripPlan",
						schemaPath: "#/properties/tripPlan/required",
						keyword: "required",
						params: { missingProperty: "tripPurpose" },
						message: "must have required property 'tripPurpose'"
					};
					if (vErrors === null) vErrors = [err592];
					else vErrors.push(err592);
					errors++;
				}
				for (const key10 in data126) if (!func2.call(schema11.properties.tripPlan.properties, key10)) {
					const err593 = {
						instancePath: instancePath + "/tripPlan",
						schemaPath: "#/properties/tripPlan/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key10 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err593];
					else vErrors.push(err593);
					errors++;
				}
				if (data126.visaType !== void 0) {
					let data127 = data126.visaType;
					const _errs731 = errors;
					let valid136 = false;
					const _errs732 = errors;
					if (typeof data127 !== "string") {
						const err594 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err594];
						else vErrors.push(err594);
						errors++;
					}
					if (!(data127 === "visa-turismo" || data127 === "exento-visa-vigente")) {
						const err595 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.visaType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err595];
						else vErrors.push(err595);
						errors++;
					}
					var _valid116 = _errs732 === errors;
					valid136 = valid136 || _valid116;
					if (!valid136) {
						const _errs734 = errors;
						if (typeof data127 === "string") {
							if (!pattern0.test(data127)) {
								const err596 = {
									instancePath: instancePath + "/tripPlan/visaType",
									schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err596];
								else vErrors.push(err596);
								errors++;
							}
						} else {
							const err597 = {
								instancePath: instancePath + "/tripPlan/visaType",
								schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err597];
							else vErrors.push(err597);
							errors++;
						}
						var _valid116 = _errs734 === errors;
						valid136 = valid136 || _valid116;
					}
					if (!valid136) {
						const err598 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err598];
						else vErrors.push(err598);
						errors++;
					} else {
						errors = _errs731;
						if (vErrors !== null) {
							if (_errs731) vErrors.length = _errs731;
							else vErrors = null;
						}
					}
				}
				if (data126.tripPurpose !== void 0) {
					let data128 = data126.tripPurpose;
					const _errs737 = errors;
					let valid137 = false;
					const _errs738 = errors;
					if (typeof data128 !== "string") {
						const err599 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err599];
						else vErrors.push(err599);
						errors++;
					}
					if (!(data128 === "turismo" || data128 === "negocios" || data128 === "visita-familiar" || data128 === "estudios" || data128 === "tratamiento-medico" || data128 === "evento" || data128 === "transito" || data128 === "otro")) {
						const err600 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.tripPurpose.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err600];
						else vErrors.push(err600);
						errors++;
					}
					var _valid117 = _errs738 === errors;
					valid137 = valid137 || _valid117;
					if (!valid137) {
						const _errs740 = errors;
						if (typeof data128 === "string") {
							if (!pattern0.test(data128)) {
								const err601 = {
									instancePath: instancePath + "/tripPlan/tripPurpose",
									schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err601];
								else vErrors.push(err601);
								errors++;
							}
						} else {
							const err602 = {
								instancePath: instancePath + "/tripPlan/tripPurpose",
								schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err602];
							else vErrors.push(err602);
							errors++;
						}
						var _valid117 = _errs740 === errors;
						valid137 = valid137 || _valid117;
					}
					if (!valid137) {
						const err603 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err603];
						else vErrors.push(err603);
						errors++;
					} else {
						errors = _errs737;
						if (vErrors !== null) {
							if (_errs737) vErrors.length = _errs737;
							else vErrors = null;
						}
					}
				}
				if (data126.tripPurposeDetails !== void 0) {
					let data129 = data126.tripPurposeDetails;
					const _errs743 = errors;
					let valid138 = false;
					const _errs744 = errors;
					if (typeof data129 === "string") {
						if (func4(data129) > 2e3) {
							const err604 = {
								instancePath: instancePath + "/tripPlan/tripPurposeDetails",
								schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err604];
							else vErrors.push(err604);
							errors++;
						}
					} else {
						const err605 = {
							instancePath: instancePath + "/tripPlan/tripPurposeDetails",
							schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err605];
						else vErrors.push(err605);
						errors++;
					}
					var _valid118 = _errs744 === errors;
					valid138 = valid138 || _valid118;
					if (!valid138) {
						const _errs746 = errors;
						if (typeof data129 === "string") {
							if (!pattern0.test(data129)) {
								const err606 = {
									instancePath: instancePath + "/tripPlan/tripPurposeDetails",
									schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err606];
								else vErrors.push(err606);
								errors++;
							}
						} else {
							const err607 = {
								instancePath: instancePath + "/tripPlan/tripPurposeDetails",
								schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err607];
							else vErrors.push(err607);
							errors++;
						}
						var _valid118 = _errs746 === errors;
						valid138 = valid138 || _valid118;
					}
					if (!valid138) {
						const err608 = {
							instancePath: instancePath + "/tripPlan/tripPurposeDetails",
							schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err608];
						else vErrors.push(err608);
						errors++;
					} else {
						errors = _errs743;
						if (vErrors !== null) {
							if (_errs743) vErrors.length = _errs743;
							else vErrors = null;
						}
					}
				}
				if (data126.estimatedEntryDate !== void 0) {
					let data130 = data126.estimatedEntryDate;
					const _errs749 = errors;
					let valid139 = false;
					const _errs750 = errors;
					if (typeof data130 === "string") {
						if (!formats0.validate(data130)) {
							const err609 = {
								instancePath: instancePath + "/tripPlan/estimatedEntryDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err609];
							else vErrors.push(err609);
							errors++;
						}
					} else {
						const err610 = {
							instancePath: instancePath + "/tripPlan/estimatedEntryDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err610];
						else vErrors.push(err610);
						errors++;
					}
					var _valid119 = _errs750 === errors;
					valid139 = valid139 || _valid119;
					if (!valid139) {
						const _errs752 = errors;
						if (typeof data130 === "string") {
							if (!pattern0.test(data130)) {
								const err611 = {
									instancePath: instancePath + "/tripPlan/estimatedEntryDate",
									schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err611];
								else vErrors.push(err611);
								errors++;
							}
						} else {
							const err612 = {
								instancePath: instancePath + "/tripPlan/estimatedEntryDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err612];
							else vErrors.push(err612);
							errors++;
						}
						var _valid119 = _errs752 === errors;
						valid139 = valid139 || _valid119;
					}
					if (!valid139) {
						const err613 = {
							instancePath: instancePath + "/tripPlan/estimatedEntryDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err613];
						else vErrors.push(err613);
						errors++;
					} else {
						errors = _errs749;
						if (vErrors !== null) {
							if (_errs749) vErrors.length = _errs749;
							else vErrors = null;
						}
					}
				}
				if (data126.estimatedExitDate !== void 0) {
					let data131 = data126.estimatedExitDate;
					const _errs755 = errors;
					let valid140 = false;
					const _errs756 = errors;
					if (typeof data131 === "string") {
						if (!formats0.validate(data131)) {
							const err614 = {
								instancePath: instancePath + "/tripPlan/estimatedExitDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err614];
							else vErrors.push(err614);
							errors++;
						}
					} else {
						const err615 = {
							instancePath: instancePath + "/tripPlan/estimatedExitDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err615];
						else vErrors.push(err615);
						errors++;
					}
					var _valid120 = _errs756 === errors;
					valid140 = valid140 || _valid120;
					if (!valid140) {
						const _errs758 = errors;
						if (typeof data131 === "string") {
							if (!pattern0.test(data131)) {
								const err616 = {
									instancePath: instancePath + "/tripPlan/estimatedExitDate",
									schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err616];
								else vErrors.push(err616);
								errors++;
							}
						} else {
							const err617 = {
								instancePath: instancePath + "/tripPlan/estimatedExitDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err617];
							else vErrors.push(err617);
							errors++;
						}
						var _valid120 = _errs758 === errors;
						valid140 = valid140 || _valid120;
					}
					if (!valid140) {
						const err618 = {
							instancePath: instancePath + "/tripPlan/estimatedExitDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err618];
						else vErrors.push(err618);
						errors++;
					} else {
						errors = _errs755;
						if (vErrors !== null) {
							if (_errs755) vErrors.length = _errs755;
							else vErrors = null;
						}
					}
				}
				if (data126.stayDuration !== void 0) {
					let data132 = data126.stayDuration;
					const _errs761 = errors;
					let valid141 = false;
					const _errs762 = errors;
					if (!(typeof data132 == "number" && !(data132 % 1) && !isNaN(data132) && isFinite(data132))) {
						const err619 = {
							instancePath: instancePath + "/tripPlan/stayDuration",
							schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err619];
						else vErrors.push(err619);
						errors++;
					}
					if (typeof data132 == "number" && isFinite(data132)) {
						if (data132 > 365 || isNaN(data132)) {
							const err620 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 365
								},
								message: "must be <= 365"
							};
							if (vErrors === null) vErrors = [err620];
							else vErrors.push(err620);
							errors++;
						}
						if (data132 < 1 || isNaN(data132)) {
							const err621 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 1
								},
								message: "must be >= 1"
							};
							if (vErrors === null) vErrors = [err621];
							else vErrors.push(err621);
							errors++;
						}
					}
					var _valid121 = _errs762 === errors;
					valid141 = valid141 || _valid121;
					if (!valid141) {
						const _errs764 = errors;
						if (typeof data132 === "string") {
							if (!pattern0.test(data132)) {
								const err622 = {
									instancePath: instancePath + "/tripPlan/stayDuration",
									schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err622];
								else vErrors.push(err622);
								errors++;
							}
						} else {
							const err623 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err623];
							else vErrors.push(err623);
							errors++;
						}
						var _valid121 = _errs764 === errors;
						valid141 = valid141 || _valid121;
					}
					if (!valid141) {
						const err624 = {
							instancePath: instancePath + "/tripPlan/stayDuration",
							schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err624];
						else vErrors.push(err624);
						errors++;
					} else {
						errors = _errs761;
						if (vErrors !== null) {
							if (_errs761) vErrors.length = _errs761;
							else vErrors = null;
						}
					}
				}
				if (data126.arrivalCity !== void 0) {
					let data133 = data126.arrivalCity;
					const _errs767 = errors;
					let valid142 = false;
					const _errs768 = errors;
					if (typeof data133 === "string") {
						if (func4(data133) > 100) {
							const err625 = {
								instancePath: instancePath + "/tripPlan/arrivalCity",
								schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err625];
							else vErrors.push(err625);
							errors++;
						}
					} else {
						const err626 = {
							instancePath: instancePath + "/tripPlan/arrivalCity",
							schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err626];
						else vErrors.push(err626);
						errors++;
					}
					var _valid122 = _errs768 === errors;
					valid142 = valid142 || _valid122;
					if (!valid142) {
						const _errs770 = errors;
						if (typeof data133 === "string") {
							if (!pattern0.test(data133)) {
								const err627 = {
									instancePath: instancePath + "/tripPlan/arrivalCity",
									schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err627];
								else vErrors.push(err627);
								errors++;
							}
						} else {
							const err628 = {
								instancePath: instancePath + "/tripPlan/arrivalCity",
								schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err628];
							else vErrors.push(err628);
							errors++;
						}
						var _valid122 = _errs770 === errors;
						valid142 = valid142 || _valid122;
					}
					if (!valid142) {
						const err629 = {
							instancePath: instancePath + "/tripPlan/arrivalCity",
							schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err629];
						else vErrors.push(err629);
						errors++;
					} else {
						errors = _errs767;
						if (vErrors !== null) {
							if (_errs767) vErrors.length = _errs767;
							else vErrors = null;
						}
					}
				}
				if (data126.tentativeItinerary !== void 0) {
					let data134 = data126.tentativeItinerary;
					const _errs773 = errors;
					let valid143 = false;
					const _errs774 = errors;
					if (typeof data134 === "string") {
						if (func4(data134) > 4e3) {
							const err630 = {
								instancePath: instancePath + "/tripPlan/tentativeItinerary",
								schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err630];
							else vErrors.push(err630);
							errors++;
						}
					} else {
						const err631 = {
							instancePath: instancePath + "/tripPlan/tentativeItinerary",
							schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err631];
						else vErrors.push(err631);
						errors++;
					}
					var _valid123 = _errs774 === errors;
					valid143 = valid143 || _valid123;
					if (!valid143) {
						const _errs776 = errors;
						if (typeof data134 === "string") {
							if (!pattern0.test(data134)) {
								const err632 = {
									instancePath: instancePath + "/tripPlan/tentativeItinerary",
									schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err632];
								else vErrors.push(err632);
								errors++;
							}
						} else {
							const err633 = {
								instancePath: instancePath + "/tripPlan/tentativeItinerary",
								schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err633];
							else vErrors.push(err633);
							errors++;
						}
						var _valid123 = _errs776 === errors;
						valid143 = valid143 || _valid123;
					}
					if (!valid143) {
						const err634 = {
							instancePath: instancePath + "/tripPlan/tentativeItinerary",
							schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err634];
						else vErrors.push(err634);
						errors++;
					} else {
						errors = _errs773;
						if (vErrors !== null) {
							if (_errs773) vErrors.length = _errs773;
							else vErrors = null;
						}
					}
				}
				if (data126.travelCompanions !== void 0) {
					let data135 = data126.travelCompanions;
					const _errs779 = errors;
					let valid144 = false;
					const _errs780 = errors;
					if (typeof data135 !== "string") {
						const err635 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err635];
						else vErrors.push(err635);
						errors++;
					}
					if (!(data135 === "solo" || data135 === "familia" || data135 === "grupo")) {
						const err636 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.travelCompanions.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err636];
						else vErrors.push(err636);
						errors++;
					}
					var _valid124 = _errs780 === errors;
					valid144 = valid144 || _valid124;
					if (!valid144) {
						const _errs782 = errors;
						if (typeof data135 === "string") {
							if (!pattern0.test(data135)) {
								const err637 = {
									instancePath: instancePath + "/tripPlan/travelCompanions",
									schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err637];
								else vErrors.push(err637);
								errors++;
							}
						} else {
							const err638 = {
								instancePath: instancePath + "/tripPlan/travelCompanions",
								schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err638];
							else vErrors.push(err638);
							errors++;
						}
						var _valid124 = _errs782 === errors;
						valid144 = valid144 || _valid124;
					}
					if (!valid144) {
						const err639 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err639];
						else vErrors.push(err639);
						errors++;
					} else {
						errors = _errs779;
						if (vErrors !== null) {
							if (_errs779) vErrors.length = _errs779;
							else vErrors = null;
						}
					}
				}
				if (data126.companionsDetails !== void 0) {
					let data136 = data126.companionsDetails;
					const _errs785 = errors;
					let valid145 = false;
					const _errs786 = errors;
					if (typeof data136 === "string") {
						if (func4(data136) > 1e3) {
							const err640 = {
								instancePath: instancePath + "/tripPlan/companionsDetails",
								schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err640];
							else vErrors.push(err640);
							errors++;
						}
					} else {
						const err641 = {
							instancePath: instancePath + "/tripPlan/companionsDetails",
							schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err641];
						else vErrors.push(err641);
						errors++;
					}
					var _valid125 = _errs786 === errors;
					valid145 = valid145 || _valid125;
					if (!valid145) {
						const _errs788 = errors;
						if (typeof data136 === "string") {
							if (!pattern0.test(data136)) {
								const err642 = {
									instancePath: instancePath + "/tripPlan/companionsDetails",
									schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err642];
								else vErrors.push(err642);
								errors++;
							}
						} else {
							const err643 = {
								instancePath: instancePath + "/tripPlan/companionsDetails",
								schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err643];
							else vErrors.push(err643);
							errors++;
						}
						var _valid125 = _errs788 === errors;
						valid145 = valid145 || _valid125;
					}
					if (!valid145) {
						const err644 = {
							instancePath: instancePath + "/tripPlan/companionsDetails",
							schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err644];
						else vErrors.push(err644);
						errors++;
					} else {
						errors = _errs785;
						if (vErrors !== null) {
							if (_errs785) vErrors.length = _errs785;
							else vErrors = null;
						}
					}
				}
				if (data126.accommodationType !== void 0) {
					let data137 = data126.accommodationType;
					const _errs791 = errors;
					let valid146 = false;
					const _errs792 = errors;
					if (typeof data137 !== "string") {
						const err645 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err645];
						else vErrors.push(err645);
						errors++;
					}
					if (!(data137 === "hotel" || data137 === "family" || data137 === "airbnb" || data137 === "other")) {
						const err646 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.accommodationType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err646];
						else vErrors.push(err646);
						errors++;
					}
					var _valid126 = _errs792 === errors;
					valid146 = valid146 || _valid126;
					if (!valid146) {
						const _errs794 = errors;
						if (typeof data137 === "string") {
							if (!pattern0.test(data137)) {
								const err647 = {
									instancePath: instancePath + "/tripPlan/accommodationType",
									schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err647];
								else vErrors.push(err647);
								errors++;
							}
						} else {
							const err648 = {
								instancePath: instancePath + "/tripPlan/accommodationType",
								schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err648];
							else vErrors.push(err648);
							errors++;
						}
						var _valid126 = _errs794 === errors;
						valid146 = valid146 || _valid126;
					}
					if (!valid146) {
						const err649 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err649];
						else vErrors.push(err649);
						errors++;
					} else {
						errors = _errs791;
						if (vErrors !== null) {
							if (_errs791) vErrors.length = _errs791;
							else vErrors = null;
						}
					}
				}
				if (data126.accommodationDetails !== void 0) {
					let data138 = data126.accommodationDetails;
					const _errs797 = errors;
					let valid147 = false;
					const _errs798 = errors;
					if (typeof data138 === "string") {
						if (func4(data138) > 300) {
							const err650 = {
								instancePath: instancePath + "/tripPlan/accommodationDetails",
								schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err650];
							else vErrors.push(err650);
							errors++;
						}
					} else {
						const err651 = {
							instancePath: instancePath + "/tripPlan/accommodationDetails",
							schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err651];
						else vErrors.push(err651);
						errors++;
					}
					var _valid127 = _errs798 === errors;
					valid147 = valid147 || _valid127;
					if (!valid147) {
						const _errs800 = errors;
						if (typeof data138 === "string") {
							if (!pattern0.test(data138)) {
								const err652 = {
									instancePath: instancePath + "/tripPlan/accommodationDetails",
									schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err652];
								else vErrors.push(err652);
								errors++;
							}
						} else {
							const err653 = {
								instancePath: instancePath + "/tripPlan/accommodationDetails",
								schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err653];
							else vErrors.push(err653);
							errors++;
						}
						var _valid127 = _errs800 === errors;
						valid147 = valid147 || _valid127;
					}
					if (!valid147) {
						const err654 = {
							instancePath: instancePath + "/tripPlan/accommodationDetails",
							schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err654];
						else vErrors.push(err654);
						errors++;
					} else {
						errors = _errs797;
						if (vErrors !== null) {
							if (_errs797) vErrors.length = _errs797;
							else vErrors = null;
						}
					}
				}
				if (data126.accommodationAddress !== void 0) {
					let data139 = data126.accommodationAddress;
					const _errs803 = errors;
					let valid148 = false;
					const _errs804 = errors;
					if (typeof data139 === "string") {
						if (func4(data139) > 300) {
							const err655 = {
								instancePath: instancePath + "/tripPlan/accommodationAddress",
								schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err655];
							else vErrors.push(err655);
							errors++;
						}
					} else {
						const err656 = {
							instancePath: instancePath + "/tripPlan/accommodationAddress",
							schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err656];
						else vErrors.push(err656);
						errors++;
					}
					var _valid128 = _errs804 === errors;
					valid148 = valid148 || _valid128;
					if (!valid148) {
						const _errs806 = errors;
						if (typeof data139 === "string") {
							if (!pattern0.test(data139)) {
								const err657 = {
									instancePath: instancePath + "/tripPlan/accommodationAddress",
									schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err657];
								else vErrors.push(err657);
								errors++;
							}
						} else {
							const err658 = {
								instancePath: instancePath + "/tripPlan/accommodationAddress",
								schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err658];
							else vErrors.push(err658);
							errors++;
						}
						var _valid128 = _errs806 === errors;
						valid148 = valid148 || _valid128;
					}
					if (!valid148) {
						const err659 = {
							instancePath: instancePath + "/tripPlan/accommodationAddress",
							schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err659];
						else vErrors.push(err659);
						errors++;
					} else {
						errors = _errs803;
						if (vErrors !== null) {
							if (_errs803) vErrors.length = _errs803;
							else vErrors = null;
						}
					}
				}
				if (data126.whoWillPay !== void 0) {
					let data140 = data126.whoWillPay;
					const _errs809 = errors;
					let valid149 = false;
					const _errs810 = errors;
					if (typeof data140 !== "string") {
						const err660 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err660];
						else vErrors.push(err660);
						errors++;
					}
					if (!(data140 === "self" || data140 === "family" || data140 === "friend" || data140 === "company" || data140 === "other")) {
						const err661 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.whoWillPay.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err661];
						else vErrors.push(err661);
						errors++;
					}
					var _valid129 = _errs810 === errors;
					valid149 = valid149 || _valid129;
					if (!valid149) {
						const _errs812 = errors;
						if (typeof data140 === "string") {
							if (!pattern0.test(data140)) {
								const err662 = {
									instancePath: instancePath + "/tripPlan/whoWillPay",
									schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err662];
								else vErrors.push(err662);
								errors++;
							}
						} else {
							const err663 = {
								instancePath: instancePath + "/tripPlan/whoWillPay",
								schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err663];
							else vErrors.push(err663);
							errors++;
						}
						var _valid129 = _errs812 === errors;
						valid149 = valid149 || _valid129;
					}
					if (!valid149) {
						const err664 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err664];
						else vErrors.push(err664);
						errors++;
					} else {
						errors = _errs809;
						if (vErrors !== null) {
							if (_errs809) vErrors.length = _errs809;
							else vErrors = null;
						}
					}
				}
				if (data126.tripSponsor !== void 0) {
					let data141 = data126.tripSponsor;
					const _errs815 = errors;
					let valid150 = false;
					const _errs816 = errors;
					if (typeof data141 === "string") {
						if (func4(data141) > 200) {
							const err665 = {
								instancePath: instancePath + "/tripPlan/tripSponsor",
								schemaPath: "#/properties/tripPlan/properties/tripSponsor/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err665];
							else vErrors.push(err665);
							errors++;
						}
					} else {
						const err666 = {
							instancePath: instancePath + "/tripPlan/tripSponsor",
							schemaPath: "#/properties/tripPlan/properties/tripSponsor/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err666];
						else vErrors.push(err666);
						errors++;
					}
					var _valid130 = _errs816 === errors;
					valid150 = valid150 || _valid130;
					if (!valid150) {
						const _errs818 = errors;
						if (typeof data141 === "string") {
							if (!pattern0.test(data141)) {
								const err667 = {
									instancePath: instancePath + "/tripPlan/tripSponsor",
									schemaPath: "#/properties/tripPlan/properties/tripSponsor/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err667];
								else vErrors.push(err667);
								errors++;
							}
						} else {
							const err668 = {
								instancePath: instancePath + "/tripPlan/tripSponsor",
								schemaPath: "#/properties/tripPlan/properties/tripSponsor/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err668];
							else vErrors.push(err668);
							errors++;
						}
						var _valid130 = _errs818 === errors;
						valid150 = valid150 || _valid130;
					}
					if (!valid150) {
						const err669 = {
							instancePath: instancePath + "/tripPlan/tripSponsor",
							schemaPath: "#/properties/tripPlan/properties/tripSponsor/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err669];
						else vErrors.push(err669);
						errors++;
					} else {
						errors = _errs815;
						if (vErrors !== null) {
							if (_errs815) vErrors.length = _errs815;
							else vErrors = null;
						}
					}
				}
				if (data126.sponsorDetails !== void 0) {
					let data142 = data126.sponsorDetails;
					const _errs821 = errors;
					let valid151 = false;
					const _errs822 = errors;
					if (typeof data142 === "string") {
						if (func4(data142) > 2e3) {
							const err670 = {
								instancePath: instancePath + "/tripPlan/sponsorDetails",
								schemaPath: "#/properties/tripPlan/properties/sponsorDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err670];
							else vErrors.push(err670);
							errors++;
						}
					} else {
						const err671 = {
							instancePath: instancePath + "/tripPlan/sponsorDetails",
							schemaPath: "#/properties/tripPlan/properties/sponsorDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err671];
						else vErrors.push(err671);
						errors++;
					}
					var _valid131 = _errs822 === errors;
					valid151 = valid151 || _valid131;
					if (!valid151) {
						const _errs824 = errors;
						if (typeof data142 === "string") {
							if (!pattern0.test(data142)) {
								const err672 = {
									instancePath: instancePath + "/tripPlan/sponsorDetails",
									schemaPath: "#/properties/tripPlan/properties/sponsorDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err672];
								else vErrors.push(err672);
								errors++;
							}
						} else {
							const err673 = {
								instancePath: instancePath + "/tripPlan/sponsorDetails",
								schemaPath: "#/properties/tripPlan/properties/sponsorDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err673];
							else vErrors.push(err673);
							errors++;
						}
						var _valid131 = _errs824 === errors;
						valid151 = valid151 || _valid131;
					}
					if (!valid151) {
						const err674 = {
							instancePath: instancePath + "/tripPlan/sponsorDetails",
							schemaPath: "#/properties/tripPlan/properties/sponsorDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err674];
						else vErrors.push(err674);
						errors++;
					} else {
						errors = _errs821;
						if (vErrors !== null) {
							if (_errs821) vErrors.length = _errs821;
							else vErrors = null;
						}
					}
				}
				if (data126.estimatedBudget !== void 0) {
					let data143 = data126.estimatedBudget;
					const _errs827 = errors;
					let valid152 = false;
					const _errs828 = errors;
					if (typeof data143 == "number" && isFinite(data143)) {
						if (data143 < 0 || isNaN(data143)) {
							const err675 = {
								instancePath: instancePath + "/tripPlan/estimatedBudget",
								schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err675];
							else vErrors.push(err675);
							errors++;
						}
					} else {
						const err676 = {
							instancePath: instancePath + "/tripPlan/estimatedBudget",
							schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err676];
						else vErrors.push(err676);
						errors++;
					}
					var _valid132 = _errs828 === errors;
					valid152 = valid152 || _valid132;
					if (!valid152) {
						const _errs830 = errors;
						if (typeof data143 === "string") {
							if (!pattern0.test(data143)) {
								const err677 = {
									instancePath: instancePath + "/tripPlan/estimatedBudget",
									schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err677];
								else vErrors.push(err677);
								errors++;
							}
						} else {
							const err678 = {
								instancePath: instancePath + "/tripPlan/estimatedBudget",
								schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err678];
							else vErrors.push(err678);
							errors++;
						}
						var _valid132 = _errs830 === errors;
						valid152 = valid152 || _valid132;
					}
					if (!valid152) {
						const err679 = {
							instancePath: instancePath + "/tripPlan/estimatedBudget",
							schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err679];
						else vErrors.push(err679);
						errors++;
					} else {
						errors = _errs827;
						if (vErrors !== null) {
							if (_errs827) vErrors.length = _errs827;
							else vErrors = null;
						}
					}
				}
			} else {
				const err680 = {
					instancePath: instancePath + "/tripPlan",
					schemaPath: "#/properties/tripPlan/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err680];
				else vErrors.push(err680);
				errors++;
			}
		}
		if (data.travelHistory !== void 0) {
			let data144 = data.travelHistory;
			if (data144 && typeof data144 == "object" && !Array.isArray(data144)) {
				for (const key11 in data144) if (!func2.call(schema11.properties.travelHistory.properties, key11)) {
					const err681 = {
						instancePath: instancePath + "/travelHistory",
						schemaPath: "#/properties/travelHistory/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key11 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err681];
					else vErrors.push(err681);
					errors++;
				}
				if (data144.hasCurrentVisa !== void 0) {
					let data145 = data144.hasCurrentVisa;
					const _errs836 = errors;
					let valid154 = false;
					const _errs837 = errors;
					if (typeof data145 !== "boolean") {
						const err682 = {
							instancePath: instancePath + "/travelHistory/hasCurrentVisa",
							schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err682];
						else vErrors.push(err682);
						errors++;
					}
					var _valid133 = _errs837 === errors;
					valid154 = valid154 || _valid133;
					if (!valid154) {
						const _errs839 = errors;
						if (typeof data145 === "string") {
							if (!pattern0.test(data145)) {
								const err683 = {
									instancePath: instancePath + "/travelHistory/hasCurrentVisa",
									schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err683];
								else vErrors.push(err683);
								errors++;
							}
						} else {
							const err684 = {
								instancePath: instancePath + "/travelHistory/hasCurrentVisa",
								schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err684];
							else vErrors.push(err684);
							errors++;
						}
						var _valid133 = _errs839 === errors;
						valid154 = valid154 || _valid133;
					}
					if (!valid154) {
						const err685 = {
							instancePath: instancePath + "/travelHistory/hasCurrentVisa",
							schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err685];
						else vErrors.push(err685);
						errors++;
					} else {
						errors = _errs836;
						if (vErrors !== null) {
							if (_errs836) vErrors.length = _errs836;
							else vErrors = null;
						}
					}
				}
				if (data144.currentVisaDetails !== void 0) {
					let data146 = data144.currentVisaDetails;
					const _errs842 = errors;
					let valid155 = false;
					const _errs843 = errors;
					if (typeof data146 === "string") {
						if (func4(data146) > 1e3) {
							const err686 = {
								instancePath: instancePath + "/travelHistory/currentVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err686];
							else vErrors.push(err686);
							errors++;
						}
					} else {
						const err687 = {
							instancePath: instancePath + "/travelHistory/currentVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err687];
						else vErrors.push(err687);
						errors++;
					}
					var _valid134 = _errs843 === errors;
					valid155 = valid155 || _valid134;
					if (!valid155) {
						const _errs845 = errors;
						if (typeof data146 === "string") {
							if (!pattern0.test(data146)) {
								const err688 = {
									instancePath: instancePath + "/travelHistory/currentVisaDetails",
									schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err688];
								else vErrors.push(err688);
								errors++;
							}
						} else {
							const err689 = {
								instancePath: instancePath + "/travelHistory/currentVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err689];
							else vErrors.push(err689);
							errors++;
						}
						var _valid134 = _errs845 === errors;
						valid155 = valid155 || _valid134;
					}
					if (!valid155) {
						const err690 = {
							instancePath: instancePath + "/travelHistory/currentVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err690];
						else vErrors.push(err690);
						errors++;
					} else {
						errors = _errs842;
						if (vErrors !== null) {
							if (_errs842) vErrors.length = _errs842;
							else vErrors = null;
						}
					}
				}
				if (data144.hasPreviousVisa !== void 0) {
					let data147 = data144.hasPreviousVisa;
					const _errs848 = errors;
					let valid156 = false;
					const _errs849 = errors;
					if (typeof data147 !== "boolean") {
						const err691 = {
							instancePath: instancePath + "/travelHistory/hasPreviousVisa",
							schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err691];
						else vErrors.push(err691);
						errors++;
					}
					var _valid135 = _errs849 === errors;
					valid156 = valid156 || _valid135;
					if (!valid156) {
						const _errs851 = errors;
						if (typeof data147 === "string") {
							if (!pattern0.test(data147)) {
								const err692 = {
									instancePath: instancePath + "/travelHistory/hasPreviousVisa",
									schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err692];
								else vErrors.push(err692);
								errors++;
							}
						} else {
							const err693 = {
								instancePath: instancePath + "/travelHistory/hasPreviousVisa",
								schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err693];
							else vErrors.push(err693);
							errors++;
						}
						var _valid135 = _errs851 === errors;
						valid156 = valid156 || _valid135;
					}
					if (!valid156) {
						const err694 = {
							instancePath: instancePath + "/travelHistory/hasPreviousVisa",
							schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err694];
						else vErrors.push(err694);
						errors++;
					} else {
						errors = _errs848;
						if (vErrors !== null) {
							if (_errs848) vErrors.length = _errs848;
							else vErrors = null;
						}
					}
				}
				if (data144.previousVisaDetails !== void 0) {
					let data148 = data144.previousVisaDetails;
					const _errs854 = errors;
					let valid157 = false;
					const _errs855 = errors;
					if (typeof data148 === "string") {
						if (func4(data148) > 1e3) {
							const err695 = {
								instancePath: instancePath + "/travelHistory/previousVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/previousVisaDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err695];
							else vErrors.push(err695);
							errors++;
						}
					} else {
						const err696 = {
							instancePath: instancePath + "/travelHistory/previousVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/previousVisaDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err696];
						else vErrors.push(err696);
						errors++;
					}
					var _valid136 = _errs855 === errors;
					valid157 = valid157 || _valid136;
					if (!valid157) {
						const _errs857 = errors;
						if (typeof data148 === "string") {
							if (!pattern0.test(data148)) {
								const err697 = {
									instancePath: instancePath + "/travelHistory/previousVisaDetails",
									schemaPath: "#/properties/travelHistory/properties/previousVisaDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err697];
								else vErrors.push(err697);
								errors++;
							}
						} else {
							const err698 = {
								instancePath: instancePath + "/travelHistory/previousVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/previousVisaDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err698];
							else vErrors.push(err698);
							errors++;
						}
						var _valid136 = _errs857 === errors;
						valid157 = valid157 || _valid136;
					}
					if (!valid157) {
						const err699 = {
							instancePath: instancePath + "/travelHistory/previousVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/previousVisaDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err699];
						else vErrors.push(err699);
						errors++;
					} else {
						errors = _errs854;
						if (vErrors !== null) {
							if (_errs854) vErrors.length = _errs854;
							else vErrors = null;
						}
					}
				}
				if (data144.hasRenewedBefore !== void 0) {
					let data149 = data144.hasRenewedBefore;
					const _errs860 = errors;
					let valid158 = false;
					const _errs861 = errors;
					if (typeof data149 !== "boolean") {
						const err700 = {
							instancePath: instancePath + "/travelHistory/hasRenewedBefore",
							schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err700];
						else vErrors.push(err700);
						errors++;
					}
					var _valid137 = _errs861 === errors;
					valid158 = valid158 || _valid137;
					if (!valid158) {
						const _errs863 = errors;
						if (typeof data149 === "string") {
							if (!pattern0.test(data149)) {
								const err701 = {
									instancePath: instancePath + "/travelHistory/hasRenewedBefore",
									schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err701];
								else vErrors.push(err701);
								errors++;
							}
						} else {
							const err702 = {
								instancePath: instancePath + "/travelHistory/hasRenewedBefore",
								schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err702];
							else vErrors.push(err702);
							errors++;
						}
						var _valid137 = _errs863 === errors;
						valid158 = valid158 || _valid137;
					}
					if (!valid158) {
						const err703 = {
							instancePath: instancePath + "/travelHistory/hasRenewedBefore",
							schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err703];
						else vErrors.push(err703);
						errors++;
					} else {
						errors = _errs860;
						if (vErrors !== null) {
							if (_errs860) vErrors.length = _errs860;
							else vErrors = null;
						}
					}
				}
				if (data144.visaDenialHistory !== void 0) {
					let data150 = data144.visaDenialHistory;
					const _errs866 = errors;
					let valid159 = false;
					const _errs867 = errors;
					if (typeof data150 !== "boolean") {
						const err704 = {
							instancePath: instancePath + "/travelHistory/visaDenialHistory",
							schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err704];
						else vErrors.push(err704);
						errors++;
					}
					var _valid138 = _errs867 === errors;
					valid159 = valid159 || _valid138;
					if (!valid159) {
						const _errs869 = errors;
						if (typeof data150 === "string") {
							if (!pattern0.test(data150)) {
								const err705 = {
									instancePath: instancePath + "/travelHistory/visaDenialHistory",
									schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err705];
								else vErrors.push(err705);
								errors++;
							}
						} else {
							const err706 = {
								instancePath: instancePath + "/travelHistory/visaDenialHistory",
								schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err706];
							else vErrors.push(err706);
							errors++;
						}
						var _valid138 = _errs869 === errors;
						valid159 = valid159 || _valid138;
					}
					if (!valid159) {
						const err707 = {
							instancePath: instancePath + "/travelHistory/visaDenialHistory",
							schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err707];
						else vErrors.push(err707);
						errors++;
					} else {
						errors = _errs866;
						if (vErrors !== null) {
							if (_errs866) vErrors.length = _errs866;
							else vErrors = null;
						}
					}
				}
				if (data144.denialDetails !== void 0) {
					let data151 = data144.denialDetails;
					const _errs872 = errors;
					let valid160 = false;
					const _errs873 = errors;
					if (typeof data151 === "string") {
						if (func4(data151) > 2e3) {
							const err708 = {
								instancePath: instancePath + "/travelHistory/denialDetails",
								schemaPath: "#/properties/travelHistory/properties/denialDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err708];
							else vErrors.push(err708);
							errors++;
						}
					} else {
						const err709 = {
							instancePath: instancePath + "/travelHistory/denialDetails",
							schemaPath: "#/properties/travelHistory/properties/denialDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err709];
						else vErrors.push(err709);
						errors++;
					}
					var _valid139 = _errs873 === errors;
					valid160 = valid160 || _valid139;
					if (!valid160) {
						const _errs875 = errors;
						if (typeof data151 === "string") {
							if (!pattern0.test(data151)) {
								const err710 = {
									instancePath: instancePath + "/travelHistory/denialDetails",
									schemaPath: "#/properties/travelHistory/properties/denialDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err710];
								else vErrors.push(err710);
								errors++;
							}
						} else {
							const err711 = {
								instancePath: instancePath + "/travelHistory/denialDetails",
								schemaPath: "#/properties/travelHistory/properties/denialDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err711];
							else vErrors.push(err711);
							errors++;
						}
						var _valid139 = _errs875 === errors;
						valid160 = valid160 || _valid139;
					}
					if (!valid160) {
						const err712 = {
							instancePath: instancePath + "/travelHistory/denialDetails",
							schemaPath: "#/properties/travelHistory/properties/denialDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err712];
						else vErrors.push(err712);
						errors++;
					} else {
						errors = _errs872;
						if (vErrors !== null) {
							if (_errs872) vErrors.length = _errs872;
							else vErrors = null;
						}
					}
				}
				if (data144.visaCancellation !== void 0) {
					let data152 = data144.visaCancellation;
					const _errs878 = errors;
					let valid161 = false;
					const _errs879 = errors;
					if (typeof data152 !== "boolean") {
						const err713 = {
							instancePath: instancePath + "/travelHistory/visaCancellation",
							schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err713];
						else vErrors.push(err713);
						errors++;
					}
					var _valid140 = _errs879 === errors;
					valid161 = valid161 || _valid140;
					if (!valid161) {
						const _errs881 = errors;
						if (typeof data152 === "string") {
							if (!pattern0.test(data152)) {
								const err714 = {
									instancePath: instancePath + "/travelHistory/visaCancellation",
									schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err714];
								else vErrors.push(err714);
								errors++;
							}
						} else {
							const err715 = {
								instancePath: instancePath + "/travelHistory/visaCancellation",
								schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err715];
							else vErrors.push(err715);
							errors++;
						}
						var _valid140 = _errs881 === errors;
						valid161 = valid161 || _valid140;
					}
					if (!valid161) {
						const err716 = {
							instancePath: instancePath + "/travelHistory/visaCancellation",
							schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err716];
						else vErrors.push(err716);
						errors++;
					} else {
						errors = _errs878;
						if (vErrors !== null) {
							if (_errs878) vErrors.length = _errs878;
							else vErrors = null;
						}
					}
				}
				if (data144.visaCancellationDetails !== void 0) {
					let data153 = data144.visaCancellationDetails;
					const _errs884 = errors;
					let valid162 = false;
					const _errs885 = errors;
					if (typeof data153 === "string") {
						if (func4(data153) > 2e3) {
							const err717 = {
								instancePath: instancePath + "/travelHistory/visaCancellationDetails",
								schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err717];
							else vErrors.push(err717);
							errors++;
						}
					} else {
						const err718 = {
							instancePath: instancePath + "/travelHistory/visaCancellationDetails",
							schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err718];
						else vErrors.push(err718);
						errors++;
					}
					var _valid141 = _errs885 === errors;
					valid162 = valid162 || _valid141;
					if (!valid162) {
						const _errs887 = errors;
						if (typeof data153 === "string") {
							if (!pattern0.test(data153)) {
								const err719 = {
									instancePath: instancePath + "/travelHistory/visaCancellationDetails",
									schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err719];
								else vErrors.push(err719);
								errors++;
							}
						} else {
							const err720 = {
								instancePath: instancePath + "/travelHistory/visaCancellationDetails",
								schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err720];
							else vErrors.push(err720);
							errors++;
						}
						var _valid141 = _errs887 === errors;
						valid162 = valid162 || _valid141;
					}
					if (!valid162) {
						const err721 = {
							instancePath: instancePath + "/travelHistory/visaCancellationDetails",
							schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err721];
						else vErrors.push(err721);
						errors++;
					} else {
						errors = _errs884;
						if (vErrors !== null) {
							if (_errs884) vErrors.length = _errs884;
							else vErrors = null;
						}
					}
				}
				if (data144.hasTraveledAbroad !== void 0) {
					let data154 = data144.hasTraveledAbroad;
					const _errs890 = errors;
					let valid163 = false;
					const _errs891 = errors;
					if (typeof data154 !== "boolean") {
						const err722 = {
							instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
							schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err722];
						else vErrors.push(err722);
						errors++;
					}
					var _valid142 = _errs891 === errors;
					valid163 = valid163 || _valid142;
					if (!valid163) {
						const _errs893 = errors;
						if (typeof data154 === "string") {
							if (!pattern0.test(data154)) {
								const err723 = {
									instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
									schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err723];
								else vErrors.push(err723);
								errors++;
							}
						} else {
							const err724 = {
								instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
								schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err724];
							else vErrors.push(err724);
							errors++;
						}
						var _valid142 = _errs893 === errors;
						valid163 = valid163 || _valid142;
					}
					if (!valid163) {
						const err725 = {
							instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
							schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err725];
						else vErrors.push(err725);
						errors++;
					} else {
						errors = _errs890;
						if (vErrors !== null) {
							if (_errs890) vErrors.length = _errs890;
							else vErrors = null;
						}
					}
				}
				if (data144.visitedCountries !== void 0) {
					let data155 = data144.visitedCountries;
					const _errs896 = errors;
					let valid164 = false;
					const _errs897 = errors;
					if (Array.isArray(data155)) {
						const len4 = data155.length;
						for (let i5 = 0; i5 < len4; i5++) {
							let data156 = data155[i5];
							if (data156 && typeof data156 == "object" && !Array.isArray(data156)) {
								for (const key12 in data156) if (!(key12 === "country" || key12 === "city" || key12 === "purpose" || key12 === "arrivalDate" || key12 === "departureDate")) {
									const err726 = {
										instancePath: instancePath + "/travelHistory/visitedCountries/" + i5,
										schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key12 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err726];
									else vErrors.push(err726);
									errors++;
								}
								if (data156.country !== void 0) {
									let data157 = data156.country;
									const _errs903 = errors;
									let valid168 = false;
									const _errs904 = errors;
									if (typeof data157 === "string") {
										if (func4(data157) > 100) {
											const err727 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/country",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err727];
											else vErrors.push(err727);
											errors++;
										}
									} else {
										const err728 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/country",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err728];
										else vErrors.push(err728);
										errors++;
									}
									var _valid144 = _errs904 === errors;
									valid168 = valid168 || _valid144;
									if (!valid168) {
										const _errs906 = errors;
										if (typeof data157 === "string") {
											if (!pattern0.test(data157)) {
												const err729 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/country",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err729];
												else vErrors.push(err729);
												errors++;
											}
										} else {
											const err730 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/country",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err730];
											else vErrors.push(err730);
											errors++;
										}
										var _valid144 = _errs906 === errors;
										valid168 = valid168 || _valid144;
									}
									if (!valid168) {
										const err731 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/country",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err731];
										else vErrors.push(err731);
										errors++;
									} else {
										errors = _errs903;
										if (vErrors !== null) {
											if (_errs903) vErrors.length = _errs903;
											else vErrors = null;
										}
									}
								}
								if (data156.city !== void 0) {
									let data158 = data156.city;
									const _errs909 = errors;
									let valid169 = false;
									const _errs910 = errors;
									if (typeof data158 === "string") {
										if (func4(data158) > 100) {
											const err732 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/city",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err732];
											else vErrors.push(err732);
											errors++;
										}
									} else {
										const err733 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/city",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err733];
										else vErrors.push(err733);
										errors++;
									}
									var _valid145 = _errs910 === errors;
									valid169 = valid169 || _valid145;
									if (!valid169) {
										const _errs912 = errors;
										if (typeof data158 === "string") {
											if (!pattern0.test(data158)) {
												const err734 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/city",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err734];
												else vErrors.push(err734);
												errors++;
											}
										} else {
											const err735 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/city",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err735];
											else vErrors.push(err735);
											errors++;
										}
										var _valid145 = _errs912 === errors;
										valid169 = valid169 || _valid145;
									}
									if (!valid169) {
										const err736 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/city",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err736];
										else vErrors.push(err736);
										errors++;
									} else {
										errors = _errs909;
										if (vErrors !== null) {
											if (_errs909) vErrors.length = _errs909;
											else vErrors = null;
										}
									}
								}
								if (data156.purpose !== void 0) {
									let data159 = data156.purpose;
									const _errs915 = errors;
									let valid170 = false;
									const _errs916 = errors;
									if (typeof data159 === "string") {
										if (func4(data159) > 150) {
											const err737 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/purpose",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err737];
											else vErrors.push(err737);
											errors++;
										}
									} else {
										const err738 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/purpose",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err738];
										else vErrors.push(err738);
										errors++;
									}
									var _valid146 = _errs916 === errors;
									valid170 = valid170 || _valid146;
									if (!valid170) {
										const _errs918 = errors;
										if (typeof data159 === "string") {
											if (!pattern0.test(data159)) {
												const err739 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/purpose",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err739];
												else vErrors.push(err739);
												errors++;
											}
										} else {
											const err740 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/purpose",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err740];
											else vErrors.push(err740);
											errors++;
										}
										var _valid146 = _errs918 === errors;
										valid170 = valid170 || _valid146;
									}
									if (!valid170) {
										const err741 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/purpose",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err741];
										else vErrors.push(err741);
										errors++;
									} else {
										errors = _errs915;
										if (vErrors !== null) {
											if (_errs915) vErrors.length = _errs915;
											else vErrors = null;
										}
									}
								}
								if (data156.arrivalDate !== void 0) {
									let data160 = data156.arrivalDate;
									const _errs921 = errors;
									let valid171 = false;
									const _errs922 = errors;
									if (typeof data160 === "string") {
										if (!formats0.validate(data160)) {
											const err742 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/arrivalDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err742];
											else vErrors.push(err742);
											errors++;
										}
									} else {
										const err743 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/arrivalDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err743];
										else vErrors.push(err743);
										errors++;
									}
									var _valid147 = _errs922 === errors;
									valid171 = valid171 || _valid147;
									if (!valid171) {
										const _errs924 = errors;
										if (typeof data160 === "string") {
											if (!pattern0.test(data160)) {
												const err744 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/arrivalDate",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err744];
												else vErrors.push(err744);
												errors++;
											}
										} else {
											const err745 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/arrivalDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err745];
											else vErrors.push(err745);
											errors++;
										}
										var _valid147 = _errs924 === errors;
										valid171 = valid171 || _valid147;
									}
									if (!valid171) {
										const err746 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/arrivalDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err746];
										else vErrors.push(err746);
										errors++;
									} else {
										errors = _errs921;
										if (vErrors !== null) {
											if (_errs921) vErrors.length = _errs921;
											else vErrors = null;
										}
									}
								}
								if (data156.departureDate !== void 0) {
									let data161 = data156.departureDate;
									const _errs927 = errors;
									let valid172 = false;
									const _errs928 = errors;
									if (typeof data161 === "string") {
										if (!formats0.validate(data161)) {
											const err747 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/departureDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err747];
											else vErrors.push(err747);
											errors++;
										}
									} else {
										const err748 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/departureDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err748];
										else vErrors.push(err748);
										errors++;
									}
									var _valid148 = _errs928 === errors;
									valid172 = valid172 || _valid148;
									if (!valid172) {
										const _errs930 = errors;
										if (typeof data161 === "string") {
											if (!pattern0.test(data161)) {
												const err749 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/departureDate",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err749];
												else vErrors.push(err749);
												errors++;
											}
										} else {
											const err750 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/departureDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err750];
											else vErrors.push(err750);
											errors++;
										}
										var _valid148 = _errs930 === errors;
										valid172 = valid172 || _valid148;
									}
									if (!valid172) {
										const err751 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i5 + "/departureDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err751];
										else vErrors.push(err751);
										errors++;
									} else {
										errors = _errs927;
										if (vErrors !== null) {
											if (_errs927) vErrors.length = _errs927;
											else vErrors = null;
										}
									}
								}
							} else {
								const err752 = {
									instancePath: instancePath + "/travelHistory/visitedCountries/" + i5,
									schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err752];
								else vErrors.push(err752);
								errors++;
							}
						}
					} else {
						const err753 = {
							instancePath: instancePath + "/travelHistory/visitedCountries",
							schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err753];
						else vErrors.push(err753);
						errors++;
					}
					var _valid143 = _errs897 === errors;
					valid164 = valid164 || _valid143;
					if (!valid164) {
						const _errs932 = errors;
						if (typeof data155 === "string") {
							if (!pattern0.test(data155)) {
								const err754 = {
									instancePath: instancePath + "/travelHistory/visitedCountries",
									schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err754];
								else vErrors.push(err754);
								errors++;
							}
						} else {
							const err755 = {
								instancePath: instancePath + "/travelHistory/visitedCountries",
								schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err755];
							else vErrors.push(err755);
							errors++;
						}
						var _valid143 = _errs932 === errors;
						valid164 = valid164 || _valid143;
					}
					if (!valid164) {
						const err756 = {
							instancePath: instancePath + "/travelHistory/visitedCountries",
							schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err756];
						else vErrors.push(err756);
						errors++;
					} else {
						errors = _errs896;
						if (vErrors !== null) {
							if (_errs896) vErrors.length = _errs896;
							else vErrors = null;
						}
					}
				}
				if (data144.overstayHistory !== void 0) {
					let data162 = data144.overstayHistory;
					const _errs935 = errors;
					let valid173 = false;
					const _errs936 = errors;
					if (typeof data162 !== "boolean") {
						const err757 = {
							instancePath: instancePath + "/travelHistory/overstayHistory",
							schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err757];
						else vErrors.push(err757);
						errors++;
					}
					var _valid149 = _errs936 === errors;
					valid173 = valid173 || _valid149;
					if (!valid173) {
						const _errs938 = errors;
						if (typeof data162 === "string") {
							if (!pattern0.test(data162)) {
								const err758 = {
									instancePath: instancePath + "/travelHistory/overstayHistory",
									schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err758];
								else vErrors.push(err758);
								errors++;
							}
						} else {
							const err759 = {
								instancePath: instancePath + "/travelHistory/overstayHistory",
								schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err759];
							else vErrors.push(err759);
							errors++;
						}
						var _valid149 = _errs938 === errors;
						valid173 = valid173 || _valid149;
					}
					if (!valid173) {
						const err760 = {
							instancePath: instancePath + "/travelHistory/overstayHistory",
							schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err760];
						else vErrors.push(err760);
						errors++;
					} else {
						errors = _errs935;
						if (vErrors !== null) {
							if (_errs935) vErrors.length = _errs935;
							else vErrors = null;
						}
					}
				}
				if (data144.overstayDetails !== void 0) {
					let data163 = data144.overstayDetails;
					const _errs941 = errors;
					let valid174 = false;
					const _errs942 = errors;
					if (typeof data163 === "string") {
						if (func4(data163) > 2e3) {
							const err761 = {
								instancePath: instancePath + "/travelHistory/overstayDetails",
								schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err761];
							else vErrors.push(err761);
							errors++;
						}
					} else {
						const err762 = {
							instancePath: instancePath + "/travelHistory/overstayDetails",
							schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err762];
						else vErrors.push(err762);
						errors++;
					}
					var _valid150 = _errs942 === errors;
					valid174 = valid174 || _valid150;
					if (!valid174) {
						const _errs944 = errors;
						if (typeof data163 === "string") {
							if (!pattern0.test(data163)) {
								const err763 = {
									instancePath: instancePath + "/travelHistory/overstayDetails",
									schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err763];
								else vErrors.push(err763);
								errors++;
							}
						} else {
							const err764 = {
								instancePath: instancePath + "/travelHistory/overstayDetails",
								schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err764];
							else vErrors.push(err764);
							errors++;
						}
						var _valid150 = _errs944 === errors;
						valid174 = valid174 || _valid150;
					}
					if (!valid174) {
						const err765 = {
							instancePath: instancePath + "/travelHistory/overstayDetails",
							schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err765];
						else vErrors.push(err765);
						errors++;
					} else {
						errors = _errs941;
						if (vErrors !== null) {
							if (_errs941) vErrors.length = _errs941;
							else vErrors = null;
						}
					}
				}
			} else {
				const err766 = {
					instancePath: instancePath + "/travelHistory",
					schemaPath: "#/properties/travelHistory/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err766];
				else vErrors.push(err766);
				errors++;
			}
		}
		if (data.curacaoEntry !== void 0) {
			let data164 = data.curacaoEntry;
			if (data164 && typeof data164 == "object" && !Array.isArray(data164)) {
				for (const key13 in data164) if (!func2.call(schema11.properties.curacaoEntry.properties, key13)) {
					const err767 = {
						instancePath: instancePath + "/curacaoEntry",
						schemaPath: "#/properties/curacaoEntry/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key13 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err767];
					else vErrors.push(err767);
					errors++;
				}
				if (data164.holdsExemptingVisa !== void 0) {
					let data165 = data164.holdsExemptingVisa;
					const _errs950 = errors;
					let valid176 = false;
					const _errs951 = errors;
					if (typeof data165 !== "boolean") {
						const err768 = {
							instancePath: instancePath + "/curacaoEntry/holdsExemptingVisa",
							schemaPath: "#/properties/curacaoEntry/properties/holdsExemptingVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err768];
						else vErrors.push(err768);
						errors++;
					}
					var _valid151 = _errs951 === errors;
					valid176 = valid176 || _valid151;
					if (!valid176) {
						const _errs953 = errors;
						if (typeof data165 === "string") {
							if (!pattern0.test(data165)) {
								const err769 = {
									instancePath: instancePath + "/curacaoEntry/holdsExemptingVisa",
									schemaPath: "#/properties/curacaoEntry/properties/holdsExemptingVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err769];
								else vErrors.push(err769);
								errors++;
							}
						} else {
							const err770 = {
								instancePath: instancePath + "/curacaoEntry/holdsExemptingVisa",
								schemaPath: "#/properties/curacaoEntry/properties/holdsExemptingVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err770];
							else vErrors.push(err770);
							errors++;
						}
						var _valid151 = _errs953 === errors;
						valid176 = valid176 || _valid151;
					}
					if (!valid176) {
						const err771 = {
							instancePath: instancePath + "/curacaoEntry/holdsExemptingVisa",
							schemaPath: "#/properties/curacaoEntry/properties/holdsExemptingVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err771];
						else vErrors.push(err771);
						errors++;
					} else {
						errors = _errs950;
						if (vErrors !== null) {
							if (_errs950) vErrors.length = _errs950;
							else vErrors = null;
						}
					}
				}
				if (data164.exemptingVisaDetails !== void 0) {
					let data166 = data164.exemptingVisaDetails;
					const _errs956 = errors;
					let valid177 = false;
					const _errs957 = errors;
					if (typeof data166 === "string") {
						if (func4(data166) > 300) {
							const err772 = {
								instancePath: instancePath + "/curacaoEntry/exemptingVisaDetails",
								schemaPath: "#/properties/curacaoEntry/properties/exemptingVisaDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err772];
							else vErrors.push(err772);
							errors++;
						}
					} else {
						const err773 = {
							instancePath: instancePath + "/curacaoEntry/exemptingVisaDetails",
							schemaPath: "#/properties/curacaoEntry/properties/exemptingVisaDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err773];
						else vErrors.push(err773);
						errors++;
					}
					var _valid152 = _errs957 === errors;
					valid177 = valid177 || _valid152;
					if (!valid177) {
						const _errs959 = errors;
						if (typeof data166 === "string") {
							if (!pattern0.test(data166)) {
								const err774 = {
									instancePath: instancePath + "/curacaoEntry/exemptingVisaDetails",
									schemaPath: "#/properties/curacaoEntry/properties/exemptingVisaDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err774];
								else vErrors.push(err774);
								errors++;
							}
						} else {
							const err775 = {
								instancePath: instancePath + "/curacaoEntry/exemptingVisaDetails",
								schemaPath: "#/properties/curacaoEntry/properties/exemptingVisaDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err775];
							else vErrors.push(err775);
							errors++;
						}
						var _valid152 = _errs959 === errors;
						valid177 = valid177 || _valid152;
					}
					if (!valid177) {
						const err776 = {
							instancePath: instancePath + "/curacaoEntry/exemptingVisaDetails",
							schemaPath: "#/properties/curacaoEntry/properties/exemptingVisaDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err776];
						else vErrors.push(err776);
						errors++;
					} else {
						errors = _errs956;
						if (vErrors !== null) {
							if (_errs956) vErrors.length = _errs956;
							else vErrors = null;
						}
					}
				}
				if (data164.digitalImmigrationCard !== void 0) {
					let data167 = data164.digitalImmigrationCard;
					const _errs962 = errors;
					let valid178 = false;
					const _errs963 = errors;
					if (typeof data167 !== "boolean") {
						const err777 = {
							instancePath: instancePath + "/curacaoEntry/digitalImmigrationCard",
							schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCard/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err777];
						else vErrors.push(err777);
						errors++;
					}
					var _valid153 = _errs963 === errors;
					valid178 = valid178 || _valid153;
					if (!valid178) {
						const _errs965 = errors;
						if (typeof data167 === "string") {
							if (!pattern0.test(data167)) {
								const err778 = {
									instancePath: instancePath + "/curacaoEntry/digitalImmigrationCard",
									schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCard/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err778];
								else vErrors.push(err778);
								errors++;
							}
						} else {
							const err779 = {
								instancePath: instancePath + "/curacaoEntry/digitalImmigrationCard",
								schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCard/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err779];
							else vErrors.push(err779);
							errors++;
						}
						var _valid153 = _errs965 === errors;
						valid178 = valid178 || _valid153;
					}
					if (!valid178) {
						const err780 = {
							instancePath: instancePath + "/curacaoEntry/digitalImmigrationCard",
							schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCard/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err780];
						else vErrors.push(err780);
						errors++;
					} else {
						errors = _errs962;
						if (vErrors !== null) {
							if (_errs962) vErrors.length = _errs962;
							else vErrors = null;
						}
					}
				}
				if (data164.digitalImmigrationCardNumber !== void 0) {
					let data168 = data164.digitalImmigrationCardNumber;
					const _errs968 = errors;
					let valid179 = false;
					const _errs969 = errors;
					if (typeof data168 === "string") {
						if (func4(data168) > 50) {
							const err781 = {
								instancePath: instancePath + "/curacaoEntry/digitalImmigrationCardNumber",
								schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCardNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 50 },
								message: "must NOT have more than 50 characters"
							};
							if (vErrors === null) vErrors = [err781];
							else vErrors.push(err781);
							errors++;
						}
					} else {
						const err782 = {
							instancePath: instancePath + "/curacaoEntry/digitalImmigrationCardNumber",
							schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCardNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err782];
						else vErrors.push(err782);
						errors++;
					}
					var _valid154 = _errs969 === errors;
					valid179 = valid179 || _valid154;
					if (!valid179) {
						const _errs971 = errors;
						if (typeof data168 === "string") {
							if (!pattern0.test(data168)) {
								const err783 = {
									instancePath: instancePath + "/curacaoEntry/digitalImmigrationCardNumber",
									schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCardNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err783];
								else vErrors.push(err783);
								errors++;
							}
						} else {
							const err784 = {
								instancePath: instancePath + "/curacaoEntry/digitalImmigrationCardNumber",
								schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCardNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err784];
							else vErrors.push(err784);
							errors++;
						}
						var _valid154 = _errs971 === errors;
						valid179 = valid179 || _valid154;
					}
					if (!valid179) {
						const err785 = {
							instancePath: instancePath + "/curacaoEntry/digitalImmigrationCardNumber",
							schemaPath: "#/properties/curacaoEntry/properties/digitalImmigrationCardNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err785];
						else vErrors.push(err785);
						errors++;
					} else {
						errors = _errs968;
						if (vErrors !== null) {
							if (_errs968) vErrors.length = _errs968;
							else vErrors = null;
						}
					}
				}
				if (data164.arrivesByCruise !== void 0) {
					let data169 = data164.arrivesByCruise;
					const _errs974 = errors;
					let valid180 = false;
					const _errs975 = errors;
					if (typeof data169 !== "boolean") {
						const err786 = {
							instancePath: instancePath + "/curacaoEntry/arrivesByCruise",
							schemaPath: "#/properties/curacaoEntry/properties/arrivesByCruise/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err786];
						else vErrors.push(err786);
						errors++;
					}
					var _valid155 = _errs975 === errors;
					valid180 = valid180 || _valid155;
					if (!valid180) {
						const _errs977 = errors;
						if (typeof data169 === "string") {
							if (!pattern0.test(data169)) {
								const err787 = {
									instancePath: instancePath + "/curacaoEntry/arrivesByCruise",
									schemaPath: "#/properties/curacaoEntry/properties/arrivesByCruise/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err787];
								else vErrors.push(err787);
								errors++;
							}
						} else {
							const err788 = {
								instancePath: instancePath + "/curacaoEntry/arrivesByCruise",
								schemaPath: "#/properties/curacaoEntry/properties/arrivesByCruise/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err788];
							else vErrors.push(err788);
							errors++;
						}
						var _valid155 = _errs977 === errors;
						valid180 = valid180 || _valid155;
					}
					if (!valid180) {
						const err789 = {
							instancePath: instancePath + "/curacaoEntry/arrivesByCruise",
							schemaPath: "#/properties/curacaoEntry/properties/arrivesByCruise/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err789];
						else vErrors.push(err789);
						errors++;
					} else {
						errors = _errs974;
						if (vErrors !== null) {
							if (_errs974) vErrors.length = _errs974;
							else vErrors = null;
						}
					}
				}
				if (data164.cruiseDetails !== void 0) {
					let data170 = data164.cruiseDetails;
					const _errs980 = errors;
					let valid181 = false;
					const _errs981 = errors;
					if (typeof data170 === "string") {
						if (func4(data170) > 300) {
							const err790 = {
								instancePath: instancePath + "/curacaoEntry/cruiseDetails",
								schemaPath: "#/properties/curacaoEntry/properties/cruiseDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err790];
							else vErrors.push(err790);
							errors++;
						}
					} else {
						const err791 = {
							instancePath: instancePath + "/curacaoEntry/cruiseDetails",
							schemaPath: "#/properties/curacaoEntry/properties/cruiseDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err791];
						else vErrors.push(err791);
						errors++;
					}
					var _valid156 = _errs981 === errors;
					valid181 = valid181 || _valid156;
					if (!valid181) {
						const _errs983 = errors;
						if (typeof data170 === "string") {
							if (!pattern0.test(data170)) {
								const err792 = {
									instancePath: instancePath + "/curacaoEntry/cruiseDetails",
									schemaPath: "#/properties/curacaoEntry/properties/cruiseDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err792];
								else vErrors.push(err792);
								errors++;
							}
						} else {
							const err793 = {
								instancePath: instancePath + "/curacaoEntry/cruiseDetails",
								schemaPath: "#/properties/curacaoEntry/properties/cruiseDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err793];
							else vErrors.push(err793);
							errors++;
						}
						var _valid156 = _errs983 === errors;
						valid181 = valid181 || _valid156;
					}
					if (!valid181) {
						const err794 = {
							instancePath: instancePath + "/curacaoEntry/cruiseDetails",
							schemaPath: "#/properties/curacaoEntry/properties/cruiseDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err794];
						else vErrors.push(err794);
						errors++;
					} else {
						errors = _errs980;
						if (vErrors !== null) {
							if (_errs980) vErrors.length = _errs980;
							else vErrors = null;
						}
					}
				}
				if (data164.hasFamilyInCuracao !== void 0) {
					let data171 = data164.hasFamilyInCuracao;
					const _errs986 = errors;
					let valid182 = false;
					const _errs987 = errors;
					if (typeof data171 !== "boolean") {
						const err795 = {
							instancePath: instancePath + "/curacaoEntry/hasFamilyInCuracao",
							schemaPath: "#/properties/curacaoEntry/properties/hasFamilyInCuracao/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err795];
						else vErrors.push(err795);
						errors++;
					}
					var _valid157 = _errs987 === errors;
					valid182 = valid182 || _valid157;
					if (!valid182) {
						const _errs989 = errors;
						if (typeof data171 === "string") {
							if (!pattern0.test(data171)) {
								const err796 = {
									instancePath: instancePath + "/curacaoEntry/hasFamilyInCuracao",
									schemaPath: "#/properties/curacaoEntry/properties/hasFamilyInCuracao/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err796];
								else vErrors.push(err796);
								errors++;
							}
						} else {
							const err797 = {
								instancePath: instancePath + "/curacaoEntry/hasFamilyInCuracao",
								schemaPath: "#/properties/curacaoEntry/properties/hasFamilyInCuracao/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err797];
							else vErrors.push(err797);
							errors++;
						}
						var _valid157 = _errs989 === errors;
						valid182 = valid182 || _valid157;
					}
					if (!valid182) {
						const err798 = {
							instancePath: instancePath + "/curacaoEntry/hasFamilyInCuracao",
							schemaPath: "#/properties/curacaoEntry/properties/hasFamilyInCuracao/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err798];
						else vErrors.push(err798);
						errors++;
					} else {
						errors = _errs986;
						if (vErrors !== null) {
							if (_errs986) vErrors.length = _errs986;
							else vErrors = null;
						}
					}
				}
				if (data164.curacaoContactDetails !== void 0) {
					let data172 = data164.curacaoContactDetails;
					const _errs992 = errors;
					let valid183 = false;
					const _errs993 = errors;
					if (typeof data172 === "string") {
						if (func4(data172) > 1e3) {
							const err799 = {
								instancePath: instancePath + "/curacaoEntry/curacaoContactDetails",
								schemaPath: "#/properties/curacaoEntry/properties/curacaoContactDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err799];
							else vErrors.push(err799);
							errors++;
						}
					} else {
						const err800 = {
							instancePath: instancePath + "/curacaoEntry/curacaoContactDetails",
							schemaPath: "#/properties/curacaoEntry/properties/curacaoContactDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err800];
						else vErrors.push(err800);
						errors++;
					}
					var _valid158 = _errs993 === errors;
					valid183 = valid183 || _valid158;
					if (!valid183) {
						const _errs995 = errors;
						if (typeof data172 === "string") {
							if (!pattern0.test(data172)) {
								const err801 = {
									instancePath: instancePath + "/curacaoEntry/curacaoContactDetails",
									schemaPath: "#/properties/curacaoEntry/properties/curacaoContactDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err801];
								else vErrors.push(err801);
								errors++;
							}
						} else {
							const err802 = {
								instancePath: instancePath + "/curacaoEntry/curacaoContactDetails",
								schemaPath: "#/properties/curacaoEntry/properties/curacaoContactDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err802];
							else vErrors.push(err802);
							errors++;
						}
						var _valid158 = _errs995 === errors;
						valid183 = valid183 || _valid158;
					}
					if (!valid183) {
						const err803 = {
							instancePath: instancePath + "/curacaoEntry/curacaoContactDetails",
							schemaPath: "#/properties/curacaoEntry/properties/curacaoContactDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err803];
						else vErrors.push(err803);
						errors++;
					} else {
						errors = _errs992;
						if (vErrors !== null) {
							if (_errs992) vErrors.length = _errs992;
							else vErrors = null;
						}
					}
				}
				if (data164.hasBeenToCuracao !== void 0) {
					let data173 = data164.hasBeenToCuracao;
					const _errs998 = errors;
					let valid184 = false;
					const _errs999 = errors;
					if (typeof data173 !== "boolean") {
						const err804 = {
							instancePath: instancePath + "/curacaoEntry/hasBeenToCuracao",
							schemaPath: "#/properties/curacaoEntry/properties/hasBeenToCuracao/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err804];
						else vErrors.push(err804);
						errors++;
					}
					var _valid159 = _errs999 === errors;
					valid184 = valid184 || _valid159;
					if (!valid184) {
						const _errs1001 = errors;
						if (typeof data173 === "string") {
							if (!pattern0.test(data173)) {
								const err805 = {
									instancePath: instancePath + "/curacaoEntry/hasBeenToCuracao",
									schemaPath: "#/properties/curacaoEntry/properties/hasBeenToCuracao/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err805];
								else vErrors.push(err805);
								errors++;
							}
						} else {
							const err806 = {
								instancePath: instancePath + "/curacaoEntry/hasBeenToCuracao",
								schemaPath: "#/properties/curacaoEntry/properties/hasBeenToCuracao/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err806];
							else vErrors.push(err806);
							errors++;
						}
						var _valid159 = _errs1001 === errors;
						valid184 = valid184 || _valid159;
					}
					if (!valid184) {
						const err807 = {
							instancePath: instancePath + "/curacaoEntry/hasBeenToCuracao",
							schemaPath: "#/properties/curacaoEntry/properties/hasBeenToCuracao/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err807];
						else vErrors.push(err807);
						errors++;
					} else {
						errors = _errs998;
						if (vErrors !== null) {
							if (_errs998) vErrors.length = _errs998;
							else vErrors = null;
						}
					}
				}
				if (data164.caribbeanVisits !== void 0) {
					let data174 = data164.caribbeanVisits;
					const _errs1004 = errors;
					let valid185 = false;
					const _errs1005 = errors;
					if (Array.isArray(data174)) {
						const len5 = data174.length;
						for (let i6 = 0; i6 < len5; i6++) {
							let data175 = data174[i6];
							if (data175 && typeof data175 == "object" && !Array.isArray(data175)) {
								for (const key14 in data175) if (!(key14 === "country" || key14 === "purpose" || key14 === "arrivalDate" || key14 === "departureDate")) {
									const err808 = {
										instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6,
										schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key14 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err808];
									else vErrors.push(err808);
									errors++;
								}
								if (data175.country !== void 0) {
									let data176 = data175.country;
									const _errs1011 = errors;
									let valid189 = false;
									const _errs1012 = errors;
									if (typeof data176 === "string") {
										if (func4(data176) > 100) {
											const err809 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/country",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err809];
											else vErrors.push(err809);
											errors++;
										}
									} else {
										const err810 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/country",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err810];
										else vErrors.push(err810);
										errors++;
									}
									var _valid161 = _errs1012 === errors;
									valid189 = valid189 || _valid161;
									if (!valid189) {
										const _errs1014 = errors;
										if (typeof data176 === "string") {
											if (!pattern0.test(data176)) {
												const err811 = {
													instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/country",
													schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err811];
												else vErrors.push(err811);
												errors++;
											}
										} else {
											const err812 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/country",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err812];
											else vErrors.push(err812);
											errors++;
										}
										var _valid161 = _errs1014 === errors;
										valid189 = valid189 || _valid161;
									}
									if (!valid189) {
										const err813 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/country",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err813];
										else vErrors.push(err813);
										errors++;
									} else {
										errors = _errs1011;
										if (vErrors !== null) {
											if (_errs1011) vErrors.length = _errs1011;
											else vErrors = null;
										}
									}
								}
								if (data175.purpose !== void 0) {
									let data177 = data175.purpose;
									const _errs1017 = errors;
									let valid190 = false;
									const _errs1018 = errors;
									if (typeof data177 === "string") {
										if (func4(data177) > 150) {
											const err814 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/purpose",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/purpose/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err814];
											else vErrors.push(err814);
											errors++;
										}
									} else {
										const err815 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/purpose",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/purpose/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err815];
										else vErrors.push(err815);
										errors++;
									}
									var _valid162 = _errs1018 === errors;
									valid190 = valid190 || _valid162;
									if (!valid190) {
										const _errs1020 = errors;
										if (typeof data177 === "string") {
											if (!pattern0.test(data177)) {
												const err816 = {
													instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/purpose",
													schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/purpose/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err816];
												else vErrors.push(err816);
												errors++;
											}
										} else {
											const err817 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/purpose",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/purpose/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err817];
											else vErrors.push(err817);
											errors++;
										}
										var _valid162 = _errs1020 === errors;
										valid190 = valid190 || _valid162;
									}
									if (!valid190) {
										const err818 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/purpose",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/purpose/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err818];
										else vErrors.push(err818);
										errors++;
									} else {
										errors = _errs1017;
										if (vErrors !== null) {
											if (_errs1017) vErrors.length = _errs1017;
											else vErrors = null;
										}
									}
								}
								if (data175.arrivalDate !== void 0) {
									let data178 = data175.arrivalDate;
									const _errs1023 = errors;
									let valid191 = false;
									const _errs1024 = errors;
									if (typeof data178 === "string") {
										if (!formats0.validate(data178)) {
											const err819 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/arrivalDate",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/arrivalDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err819];
											else vErrors.push(err819);
											errors++;
										}
									} else {
										const err820 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/arrivalDate",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/arrivalDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err820];
										else vErrors.push(err820);
										errors++;
									}
									var _valid163 = _errs1024 === errors;
									valid191 = valid191 || _valid163;
									if (!valid191) {
										const _errs1026 = errors;
										if (typeof data178 === "string") {
											if (!pattern0.test(data178)) {
												const err821 = {
													instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/arrivalDate",
													schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/arrivalDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err821];
												else vErrors.push(err821);
												errors++;
											}
										} else {
											const err822 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/arrivalDate",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/arrivalDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err822];
											else vErrors.push(err822);
											errors++;
										}
										var _valid163 = _errs1026 === errors;
										valid191 = valid191 || _valid163;
									}
									if (!valid191) {
										const err823 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/arrivalDate",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/arrivalDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err823];
										else vErrors.push(err823);
										errors++;
									} else {
										errors = _errs1023;
										if (vErrors !== null) {
											if (_errs1023) vErrors.length = _errs1023;
											else vErrors = null;
										}
									}
								}
								if (data175.departureDate !== void 0) {
									let data179 = data175.departureDate;
									const _errs1029 = errors;
									let valid192 = false;
									const _errs1030 = errors;
									if (typeof data179 === "string") {
										if (!formats0.validate(data179)) {
											const err824 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/departureDate",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/departureDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err824];
											else vErrors.push(err824);
											errors++;
										}
									} else {
										const err825 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/departureDate",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/departureDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err825];
										else vErrors.push(err825);
										errors++;
									}
									var _valid164 = _errs1030 === errors;
									valid192 = valid192 || _valid164;
									if (!valid192) {
										const _errs1032 = errors;
										if (typeof data179 === "string") {
											if (!pattern0.test(data179)) {
												const err826 = {
													instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/departureDate",
													schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/departureDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err826];
												else vErrors.push(err826);
												errors++;
											}
										} else {
											const err827 = {
												instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/departureDate",
												schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/departureDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err827];
											else vErrors.push(err827);
											errors++;
										}
										var _valid164 = _errs1032 === errors;
										valid192 = valid192 || _valid164;
									}
									if (!valid192) {
										const err828 = {
											instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6 + "/departureDate",
											schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/properties/departureDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err828];
										else vErrors.push(err828);
										errors++;
									} else {
										errors = _errs1029;
										if (vErrors !== null) {
											if (_errs1029) vErrors.length = _errs1029;
											else vErrors = null;
										}
									}
								}
							} else {
								const err829 = {
									instancePath: instancePath + "/curacaoEntry/caribbeanVisits/" + i6,
									schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err829];
								else vErrors.push(err829);
								errors++;
							}
						}
					} else {
						const err830 = {
							instancePath: instancePath + "/curacaoEntry/caribbeanVisits",
							schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err830];
						else vErrors.push(err830);
						errors++;
					}
					var _valid160 = _errs1005 === errors;
					valid185 = valid185 || _valid160;
					if (!valid185) {
						const _errs1034 = errors;
						if (typeof data174 === "string") {
							if (!pattern0.test(data174)) {
								const err831 = {
									instancePath: instancePath + "/curacaoEntry/caribbeanVisits",
									schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err831];
								else vErrors.push(err831);
								errors++;
							}
						} else {
							const err832 = {
								instancePath: instancePath + "/curacaoEntry/caribbeanVisits",
								schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err832];
							else vErrors.push(err832);
							errors++;
						}
						var _valid160 = _errs1034 === errors;
						valid185 = valid185 || _valid160;
					}
					if (!valid185) {
						const err833 = {
							instancePath: instancePath + "/curacaoEntry/caribbeanVisits",
							schemaPath: "#/properties/curacaoEntry/properties/caribbeanVisits/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err833];
						else vErrors.push(err833);
						errors++;
					} else {
						errors = _errs1004;
						if (vErrors !== null) {
							if (_errs1004) vErrors.length = _errs1004;
							else vErrors = null;
						}
					}
				}
			} else {
				const err834 = {
					instancePath: instancePath + "/curacaoEntry",
					schemaPath: "#/properties/curacaoEntry/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err834];
				else vErrors.push(err834);
				errors++;
			}
		}
		if (data.background !== void 0) {
			let data180 = data.background;
			if (data180 && typeof data180 == "object" && !Array.isArray(data180)) {
				for (const key15 in data180) if (!func2.call(schema11.properties.background.properties, key15)) {
					const err835 = {
						instancePath: instancePath + "/background",
						schemaPath: "#/properties/background/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key15 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err835];
					else vErrors.push(err835);
					errors++;
				}
				if (data180.arrestedConvicted !== void 0) {
					let data181 = data180.arrestedConvicted;
					const _errs1040 = errors;
					let valid194 = false;
					const _errs1041 = errors;
					if (typeof data181 !== "boolean") {
						const err836 = {
							instancePath: instancePath + "/background/arrestedConvicted",
							schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err836];
						else vErrors.push(err836);
						errors++;
					}
					var _valid165 = _errs1041 === errors;
					valid194 = valid194 || _valid165;
					if (!valid194) {
						const _errs1043 = errors;
						if (typeof data181 === "string") {
							if (!pattern0.test(data181)) {
								const err837 = {
									instancePath: instancePath + "/background/arrestedConvicted",
									schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err837];
								else vErrors.push(err837);
								errors++;
							}
						} else {
							const err838 = {
								instancePath: instancePath + "/background/arrestedConvicted",
								schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err838];
							else vErrors.push(err838);
							errors++;
						}
						var _valid165 = _errs1043 === errors;
						valid194 = valid194 || _valid165;
					}
					if (!valid194) {
						const err839 = {
							instancePath: instancePath + "/background/arrestedConvicted",
							schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err839];
						else vErrors.push(err839);
						errors++;
					} else {
						errors = _errs1040;
						if (vErrors !== null) {
							if (_errs1040) vErrors.length = _errs1040;
							else vErrors = null;
						}
					}
				}
				if (data180.criminalHistory !== void 0) {
					let data182 = data180.criminalHistory;
					const _errs1046 = errors;
					let valid195 = false;
					const _errs1047 = errors;
					if (typeof data182 === "string") {
						if (func4(data182) > 2e3) {
							const err840 = {
								instancePath: instancePath + "/background/criminalHistory",
								schemaPath: "#/properties/background/properties/criminalHistory/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err840];
							else vErrors.push(err840);
							errors++;
						}
					} else {
						const err841 = {
							instancePath: instancePath + "/background/criminalHistory",
							schemaPath: "#/properties/background/properties/criminalHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err841];
						else vErrors.push(err841);
						errors++;
					}
					var _valid166 = _errs1047 === errors;
					valid195 = valid195 || _valid166;
					if (!valid195) {
						const _errs1049 = errors;
						if (typeof data182 === "string") {
							if (!pattern0.test(data182)) {
								const err842 = {
									instancePath: instancePath + "/background/criminalHistory",
									schemaPath: "#/properties/background/properties/criminalHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err842];
								else vErrors.push(err842);
								errors++;
							}
						} else {
							const err843 = {
								instancePath: instancePath + "/background/criminalHistory",
								schemaPath: "#/properties/background/properties/criminalHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err843];
							else vErrors.push(err843);
							errors++;
						}
						var _valid166 = _errs1049 === errors;
						valid195 = valid195 || _valid166;
					}
					if (!valid195) {
						const err844 = {
							instancePath: instancePath + "/background/criminalHistory",
							schemaPath: "#/properties/background/properties/criminalHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err844];
						else vErrors.push(err844);
						errors++;
					} else {
						errors = _errs1046;
						if (vErrors !== null) {
							if (_errs1046) vErrors.length = _errs1046;
							else vErrors = null;
						}
					}
				}
				if (data180.immigrationProblems !== void 0) {
					let data183 = data180.immigrationProblems;
					const _errs1052 = errors;
					let valid196 = false;
					const _errs1053 = errors;
					if (typeof data183 !== "boolean") {
						const err845 = {
							instancePath: instancePath + "/background/immigrationProblems",
							schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err845];
						else vErrors.push(err845);
						errors++;
					}
					var _valid167 = _errs1053 === errors;
					valid196 = valid196 || _valid167;
					if (!valid196) {
						const _errs1055 = errors;
						if (typeof data183 === "string") {
							if (!pattern0.test(data183)) {
								const err846 = {
									instancePath: instancePath + "/background/immigrationProblems",
									schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err846];
								else vErrors.push(err846);
								errors++;
							}
						} else {
							const err847 = {
								instancePath: instancePath + "/background/immigrationProblems",
								schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err847];
							else vErrors.push(err847);
							errors++;
						}
						var _valid167 = _errs1055 === errors;
						valid196 = valid196 || _valid167;
					}
					if (!valid196) {
						const err848 = {
							instancePath: instancePath + "/background/immigrationProblems",
							schemaPath: "#/properties/background/properties/immigrationProblems/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err848];
						else vErrors.push(err848);
						errors++;
					} else {
						errors = _errs1052;
						if (vErrors !== null) {
							if (_errs1052) vErrors.length = _errs1052;
							else vErrors = null;
						}
					}
				}
				if (data180.immigrationProblemsDetails !== void 0) {
					let data184 = data180.immigrationProblemsDetails;
					const _errs1058 = errors;
					let valid197 = false;
					const _errs1059 = errors;
					if (typeof data184 === "string") {
						if (func4(data184) > 2e3) {
							const err849 = {
								instancePath: instancePath + "/background/immigrationProblemsDetails",
								schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err849];
							else vErrors.push(err849);
							errors++;
						}
					} else {
						const err850 = {
							instancePath: instancePath + "/background/immigrationProblemsDetails",
							schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err850];
						else vErrors.push(err850);
						errors++;
					}
					var _valid168 = _errs1059 === errors;
					valid197 = valid197 || _valid168;
					if (!valid197) {
						const _errs1061 = errors;
						if (typeof data184 === "string") {
							if (!pattern0.test(data184)) {
								const err851 = {
									instancePath: instancePath + "/background/immigrationProblemsDetails",
									schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err851];
								else vErrors.push(err851);
								errors++;
							}
						} else {
							const err852 = {
								instancePath: instancePath + "/background/immigrationProblemsDetails",
								schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err852];
							else vErrors.push(err852);
							errors++;
						}
						var _valid168 = _errs1061 === errors;
						valid197 = valid197 || _valid168;
					}
					if (!valid197) {
						const err853 = {
							instancePath: instancePath + "/background/immigrationProblemsDetails",
							schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err853];
						else vErrors.push(err853);
						errors++;
					} else {
						errors = _errs1058;
						if (vErrors !== null) {
							if (_errs1058) vErrors.length = _errs1058;
							else vErrors = null;
						}
					}
				}
				if (data180.deportationHistory !== void 0) {
					let data185 = data180.deportationHistory;
					const _errs1064 = errors;
					let valid198 = false;
					const _errs1065 = errors;
					if (typeof data185 !== "boolean") {
						const err854 = {
							instancePath: instancePath + "/background/deportationHistory",
							schemaPath: "#/properties/background/properties/deportationHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err854];
						else vErrors.push(err854);
						errors++;
					}
					var _valid169 = _errs1065 === errors;
					valid198 = valid198 || _valid169;
					if (!valid198) {
						const _errs1067 = errors;
						if (typeof data185 === "string") {
							if (!pattern0.test(data185)) {
								const err855 = {
									instancePath: instancePath + "/background/deportationHistory",
									schemaPath: "#/properties/background/properties/deportationHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err855];
								else vErrors.push(err855);
								errors++;
							}
						} else {
							const err856 = {
								instancePath: instancePath + "/background/deportationHistory",
								schemaPath: "#/properties/background/properties/deportationHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err856];
							else vErrors.push(err856);
							errors++;
						}
						var _valid169 = _errs1067 === errors;
						valid198 = valid198 || _valid169;
					}
					if (!valid198) {
						const err857 = {
							instancePath: instancePath + "/background/deportationHistory",
							schemaPath: "#/properties/background/properties/deportationHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err857];
						else vErrors.push(err857);
						errors++;
					} else {
						errors = _errs1064;
						if (vErrors !== null) {
							if (_errs1064) vErrors.length = _errs1064;
							else vErrors = null;
						}
					}
				}
				if (data180.deportationDetails !== void 0) {
					let data186 = data180.deportationDetails;
					const _errs1070 = errors;
					let valid199 = false;
					const _errs1071 = errors;
					if (typeof data186 === "string") {
						if (func4(data186) > 2e3) {
							const err858 = {
								instancePath: instancePath + "/background/deportationDetails",
								schemaPath: "#/properties/background/properties/deportationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err858];
							else vErrors.push(err858);
							errors++;
						}
					} else {
						const err859 = {
							instancePath: instancePath + "/background/deportationDetails",
							schemaPath: "#/properties/background/properties/deportationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err859];
						else vErrors.push(err859);
						errors++;
					}
					var _valid170 = _errs1071 === errors;
					valid199 = valid199 || _valid170;
					if (!valid199) {
						const _errs1073 = errors;
						if (typeof data186 === "string") {
							if (!pattern0.test(data186)) {
								const err860 = {
									instancePath: instancePath + "/background/deportationDetails",
									schemaPath: "#/properties/background/properties/deportationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err860];
								else vErrors.push(err860);
								errors++;
							}
						} else {
							const err861 = {
								instancePath: instancePath + "/background/deportationDetails",
								schemaPath: "#/properties/background/properties/deportationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err861];
							else vErrors.push(err861);
							errors++;
						}
						var _valid170 = _errs1073 === errors;
						valid199 = valid199 || _valid170;
					}
					if (!valid199) {
						const err862 = {
							instancePath: instancePath + "/background/deportationDetails",
							schemaPath: "#/properties/background/properties/deportationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err862];
						else vErrors.push(err862);
						errors++;
					} else {
						errors = _errs1070;
						if (vErrors !== null) {
							if (_errs1070) vErrors.length = _errs1070;
							else vErrors = null;
						}
					}
				}
				if (data180.organizationMembership !== void 0) {
					let data187 = data180.organizationMembership;
					const _errs1076 = errors;
					let valid200 = false;
					const _errs1077 = errors;
					if (typeof data187 !== "boolean") {
						const err863 = {
							instancePath: instancePath + "/background/organizationMembership",
							schemaPath: "#/properties/background/properties/organizationMembership/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err863];
						else vErrors.push(err863);
						errors++;
					}
					var _valid171 = _errs1077 === errors;
					valid200 = valid200 || _valid171;
					if (!valid200) {
						const _errs1079 = errors;
						if (typeof data187 === "string") {
							if (!pattern0.test(data187)) {
								const err864 = {
									instancePath: instancePath + "/background/organizationMembership",
									schemaPath: "#/properties/background/properties/organizationMembership/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err864];
								else vErrors.push(err864);
								errors++;
							}
						} else {
							const err865 = {
								instancePath: instancePath + "/background/organizationMembership",
								schemaPath: "#/properties/background/properties/organizationMembership/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err865];
							else vErrors.push(err865);
							errors++;
						}
						var _valid171 = _errs1079 === errors;
						valid200 = valid200 || _valid171;
					}
					if (!valid200) {
						const err866 = {
							instancePath: instancePath + "/background/organizationMembership",
							schemaPath: "#/properties/background/properties/organizationMembership/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err866];
						else vErrors.push(err866);
						errors++;
					} else {
						errors = _errs1076;
						if (vErrors !== null) {
							if (_errs1076) vErrors.length = _errs1076;
							else vErrors = null;
						}
					}
				}
				if (data180.organizationDetails !== void 0) {
					let data188 = data180.organizationDetails;
					const _errs1082 = errors;
					let valid201 = false;
					const _errs1083 = errors;
					if (typeof data188 === "string") {
						if (func4(data188) > 1e3) {
							const err867 = {
								instancePath: instancePath + "/background/organizationDetails",
								schemaPath: "#/properties/background/properties/organizationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err867];
							else vErrors.push(err867);
							errors++;
						}
					} else {
						const err868 = {
							instancePath: instancePath + "/background/organizationDetails",
							schemaPath: "#/properties/background/properties/organizationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err868];
						else vErrors.push(err868);
						errors++;
					}
					var _valid172 = _errs1083 === errors;
					valid201 = valid201 || _valid172;
					if (!valid201) {
						const _errs1085 = errors;
						if (typeof data188 === "string") {
							if (!pattern0.test(data188)) {
								const err869 = {
									instancePath: instancePath + "/background/organizationDetails",
									schemaPath: "#/properties/background/properties/organizationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err869];
								else vErrors.push(err869);
								errors++;
							}
						} else {
							const err870 = {
								instancePath: instancePath + "/background/organizationDetails",
								schemaPath: "#/properties/background/properties/organizationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err870];
							else vErrors.push(err870);
							errors++;
						}
						var _valid172 = _errs1085 === errors;
						valid201 = valid201 || _valid172;
					}
					if (!valid201) {
						const err871 = {
							instancePath: instancePath + "/background/organizationDetails",
							schemaPath: "#/properties/background/properties/organizationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err871];
						else vErrors.push(err871);
						errors++;
					} else {
						errors = _errs1082;
						if (vErrors !== null) {
							if (_errs1082) vErrors.length = _errs1082;
							else vErrors = null;
						}
					}
				}
				if (data180.militaryService !== void 0) {
					let data189 = data180.militaryService;
					const _errs1088 = errors;
					let valid202 = false;
					const _errs1089 = errors;
					if (typeof data189 !== "boolean") {
						const err872 = {
							instancePath: instancePath + "/background/militaryService",
							schemaPath: "#/properties/background/properties/militaryService/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err872];
						else vErrors.push(err872);
						errors++;
					}
					var _valid173 = _errs1089 === errors;
					valid202 = valid202 || _valid173;
					if (!valid202) {
						const _errs1091 = errors;
						if (typeof data189 === "string") {
							if (!pattern0.test(data189)) {
								const err873 = {
									instancePath: instancePath + "/background/militaryService",
									schemaPath: "#/properties/background/properties/militaryService/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err873];
								else vErrors.push(err873);
								errors++;
							}
						} else {
							const err874 = {
								instancePath: instancePath + "/background/militaryService",
								schemaPath: "#/properties/background/properties/militaryService/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err874];
							else vErrors.push(err874);
							errors++;
						}
						var _valid173 = _errs1091 === errors;
						valid202 = valid202 || _valid173;
					}
					if (!valid202) {
						const err875 = {
							instancePath: instancePath + "/background/militaryService",
							schemaPath: "#/properties/background/properties/militaryService/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err875];
						else vErrors.push(err875);
						errors++;
					} else {
						errors = _errs1088;
						if (vErrors !== null) {
							if (_errs1088) vErrors.length = _errs1088;
							else vErrors = null;
						}
					}
				}
				if (data180.militaryDetails !== void 0) {
					let data190 = data180.militaryDetails;
					const _errs1094 = errors;
					let valid203 = false;
					const _errs1095 = errors;
					if (typeof data190 === "string") {
						if (func4(data190) > 1e3) {
							const err876 = {
								instancePath: instancePath + "/background/militaryDetails",
								schemaPath: "#/properties/background/properties/militaryDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err876];
							else vErrors.push(err876);
							errors++;
						}
					} else {
						const err877 = {
							instancePath: instancePath + "/background/militaryDetails",
							schemaPath: "#/properties/background/properties/militaryDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err877];
						else vErrors.push(err877);
						errors++;
					}
					var _valid174 = _errs1095 === errors;
					valid203 = valid203 || _valid174;
					if (!valid203) {
						const _errs1097 = errors;
						if (typeof data190 === "string") {
							if (!pattern0.test(data190)) {
								const err878 = {
									instancePath: instancePath + "/background/militaryDetails",
									schemaPath: "#/properties/background/properties/militaryDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err878];
								else vErrors.push(err878);
								errors++;
							}
						} else {
							const err879 = {
								instancePath: instancePath + "/background/militaryDetails",
								schemaPath: "#/properties/background/properties/militaryDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err879];
							else vErrors.push(err879);
							errors++;
						}
						var _valid174 = _errs1097 === errors;
						valid203 = valid203 || _valid174;
					}
					if (!valid203) {
						const err880 = {
							instancePath: instancePath + "/background/militaryDetails",
							schemaPath: "#/properties/background/properties/militaryDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err880];
						else vErrors.push(err880);
						errors++;
					} else {
						errors = _errs1094;
						if (vErrors !== null) {
							if (_errs1094) vErrors.length = _errs1094;
							else vErrors = null;
						}
					}
				}
				if (data180.hasGoodConductCertificate !== void 0) {
					let data191 = data180.hasGoodConductCertificate;
					const _errs1100 = errors;
					let valid204 = false;
					const _errs1101 = errors;
					if (typeof data191 !== "boolean") {
						const err881 = {
							instancePath: instancePath + "/background/hasGoodConductCertificate",
							schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err881];
						else vErrors.push(err881);
						errors++;
					}
					var _valid175 = _errs1101 === errors;
					valid204 = valid204 || _valid175;
					if (!valid204) {
						const _errs1103 = errors;
						if (typeof data191 === "string") {
							if (!pattern0.test(data191)) {
								const err882 = {
									instancePath: instancePath + "/background/hasGoodConductCertificate",
									schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err882];
								else vErrors.push(err882);
								errors++;
							}
						} else {
							const err883 = {
								instancePath: instancePath + "/background/hasGoodConductCertificate",
								schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err883];
							else vErrors.push(err883);
							errors++;
						}
						var _valid175 = _errs1103 === errors;
						valid204 = valid204 || _valid175;
					}
					if (!valid204) {
						const err884 = {
							instancePath: instancePath + "/background/hasGoodConductCertificate",
							schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err884];
						else vErrors.push(err884);
						errors++;
					} else {
						errors = _errs1100;
						if (vErrors !== null) {
							if (_errs1100) vErrors.length = _errs1100;
							else vErrors = null;
						}
					}
				}
			} else {
				const err885 = {
					instancePath: instancePath + "/background",
					schemaPath: "#/properties/background/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err885];
				else vErrors.push(err885);
				errors++;
			}
		}
		if (data.insuranceHealth !== void 0) {
			let data192 = data.insuranceHealth;
			if (data192 && typeof data192 == "object" && !Array.isArray(data192)) {
				for (const key16 in data192) if (!func2.call(schema11.properties.insuranceHealth.properties, key16)) {
					const err886 = {
						instancePath: instancePath + "/insuranceHealth",
						schemaPath: "#/properties/insuranceHealth/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key16 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err886];
					else vErrors.push(err886);
					errors++;
				}
				if (data192.hasTravelInsurance !== void 0) {
					let data193 = data192.hasTravelInsurance;
					const _errs1109 = errors;
					let valid206 = false;
					const _errs1110 = errors;
					if (typeof data193 !== "boolean") {
						const err887 = {
							instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
							schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err887];
						else vErrors.push(err887);
						errors++;
					}
					var _valid176 = _errs1110 === errors;
					valid206 = valid206 || _valid176;
					if (!valid206) {
						const _errs1112 = errors;
						if (typeof data193 === "string") {
							if (!pattern0.test(data193)) {
								const err888 = {
									instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
									schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err888];
								else vErrors.push(err888);
								errors++;
							}
						} else {
							const err889 = {
								instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
								schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err889];
							else vErrors.push(err889);
							errors++;
						}
						var _valid176 = _errs1112 === errors;
						valid206 = valid206 || _valid176;
					}
					if (!valid206) {
						const err890 = {
							instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
							schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err890];
						else vErrors.push(err890);
						errors++;
					} else {
						errors = _errs1109;
						if (vErrors !== null) {
							if (_errs1109) vErrors.length = _errs1109;
							else vErrors = null;
						}
					}
				}
				if (data192.insuranceCompany !== void 0) {
					let data194 = data192.insuranceCompany;
					const _errs1115 = errors;
					let valid207 = false;
					const _errs1116 = errors;
					if (typeof data194 === "string") {
						if (func4(data194) > 150) {
							const err891 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCompany",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err891];
							else vErrors.push(err891);
							errors++;
						}
					} else {
						const err892 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCompany",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err892];
						else vErrors.push(err892);
						errors++;
					}
					var _valid177 = _errs1116 === errors;
					valid207 = valid207 || _valid177;
					if (!valid207) {
						const _errs1118 = errors;
						if (typeof data194 === "string") {
							if (!pattern0.test(data194)) {
								const err893 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCompany",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err893];
								else vErrors.push(err893);
								errors++;
							}
						} else {
							const err894 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCompany",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err894];
							else vErrors.push(err894);
							errors++;
						}
						var _valid177 = _errs1118 === errors;
						valid207 = valid207 || _valid177;
					}
					if (!valid207) {
						const err895 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCompany",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err895];
						else vErrors.push(err895);
						errors++;
					} else {
						errors = _errs1115;
						if (vErrors !== null) {
							if (_errs1115) vErrors.length = _errs1115;
							else vErrors = null;
						}
					}
				}
				if (data192.insurancePolicyNumber !== void 0) {
					let data195 = data192.insurancePolicyNumber;
					const _errs1121 = errors;
					let valid208 = false;
					const _errs1122 = errors;
					if (typeof data195 === "string") {
						if (func4(data195) > 50) {
							const err896 = {
								instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
								schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 50 },
								message: "must NOT have more than 50 characters"
							};
							if (vErrors === null) vErrors = [err896];
							else vErrors.push(err896);
							errors++;
						}
					} else {
						const err897 = {
							instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
							schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err897];
						else vErrors.push(err897);
						errors++;
					}
					var _valid178 = _errs1122 === errors;
					valid208 = valid208 || _valid178;
					if (!valid208) {
						const _errs1124 = errors;
						if (typeof data195 === "string") {
							if (!pattern0.test(data195)) {
								const err898 = {
									instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
									schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err898];
								else vErrors.push(err898);
								errors++;
							}
						} else {
							const err899 = {
								instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
								schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err899];
							else vErrors.push(err899);
							errors++;
						}
						var _valid178 = _errs1124 === errors;
						valid208 = valid208 || _valid178;
					}
					if (!valid208) {
						const err900 = {
							instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
							schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err900];
						else vErrors.push(err900);
						errors++;
					} else {
						errors = _errs1121;
						if (vErrors !== null) {
							if (_errs1121) vErrors.length = _errs1121;
							else vErrors = null;
						}
					}
				}
				if (data192.travelInsuranceStartDate !== void 0) {
					let data196 = data192.travelInsuranceStartDate;
					const _errs1127 = errors;
					let valid209 = false;
					const _errs1128 = errors;
					if (typeof data196 === "string") {
						if (!formats0.validate(data196)) {
							const err901 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err901];
							else vErrors.push(err901);
							errors++;
						}
					} else {
						const err902 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err902];
						else vErrors.push(err902);
						errors++;
					}
					var _valid179 = _errs1128 === errors;
					valid209 = valid209 || _valid179;
					if (!valid209) {
						const _errs1130 = errors;
						if (typeof data196 === "string") {
							if (!pattern0.test(data196)) {
								const err903 = {
									instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
									schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err903];
								else vErrors.push(err903);
								errors++;
							}
						} else {
							const err904 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err904];
							else vErrors.push(err904);
							errors++;
						}
						var _valid179 = _errs1130 === errors;
						valid209 = valid209 || _valid179;
					}
					if (!valid209) {
						const err905 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err905];
						else vErrors.push(err905);
						errors++;
					} else {
						errors = _errs1127;
						if (vErrors !== null) {
							if (_errs1127) vErrors.length = _errs1127;
							else vErrors = null;
						}
					}
				}
				if (data192.travelInsuranceEndDate !== void 0) {
					let data197 = data192.travelInsuranceEndDate;
					const _errs1133 = errors;
					let valid210 = false;
					const _errs1134 = errors;
					if (typeof data197 === "string") {
						if (!formats0.validate(data197)) {
							const err906 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err906];
							else vErrors.push(err906);
							errors++;
						}
					} else {
						const err907 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err907];
						else vErrors.push(err907);
						errors++;
					}
					var _valid180 = _errs1134 === errors;
					valid210 = valid210 || _valid180;
					if (!valid210) {
						const _errs1136 = errors;
						if (typeof data197 === "string") {
							if (!pattern0.test(data197)) {
								const err908 = {
									instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
									schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err908];
								else vErrors.push(err908);
								errors++;
							}
						} else {
							const err909 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err909];
							else vErrors.push(err909);
							errors++;
						}
						var _valid180 = _errs1136 === errors;
						valid210 = valid210 || _valid180;
					}
					if (!valid210) {
						const err910 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err910];
						else vErrors.push(err910);
						errors++;
					} else {
						errors = _errs1133;
						if (vErrors !== null) {
							if (_errs1133) vErrors.length = _errs1133;
							else vErrors = null;
						}
					}
				}
				if (data192.insuranceCoverage !== void 0) {
					let data198 = data192.insuranceCoverage;
					const _errs1139 = errors;
					let valid211 = false;
					const _errs1140 = errors;
					if (typeof data198 == "number" && isFinite(data198)) {
						if (data198 < 0 || isNaN(data198)) {
							const err911 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err911];
							else vErrors.push(err911);
							errors++;
						}
					} else {
						const err912 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err912];
						else vErrors.push(err912);
						errors++;
					}
					var _valid181 = _errs1140 === errors;
					valid211 = valid211 || _valid181;
					if (!valid211) {
						const _errs1142 = errors;
						if (typeof data198 === "string") {
							if (!pattern0.test(data198)) {
								const err913 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err913];
								else vErrors.push(err913);
								errors++;
							}
						} else {
							const err914 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err914];
							else vErrors.push(err914);
							errors++;
						}
						var _valid181 = _errs1142 === errors;
						valid211 = valid211 || _valid181;
					}
					if (!valid211) {
						const err915 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err915];
						else vErrors.push(err915);
						errors++;
					} else {
						errors = _errs1139;
						if (vErrors !== null) {
							if (_errs1139) vErrors.length = _errs1139;
							else vErrors = null;
						}
					}
				}
				if (data192.insuranceCurrency !== void 0) {
					let data199 = data192.insuranceCurrency;
					const _errs1145 = errors;
					let valid212 = false;
					const _errs1146 = errors;
					if (typeof data199 !== "string") {
						const err916 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err916];
						else vErrors.push(err916);
						errors++;
					}
					if (!(data199 === "EUR" || data199 === "USD" || data199 === "DOP")) {
						const err917 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.insuranceHealth.properties.insuranceCurrency.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err917];
						else vErrors.push(err917);
						errors++;
					}
					var _valid182 = _errs1146 === errors;
					valid212 = valid212 || _valid182;
					if (!valid212) {
						const _errs1148 = errors;
						if (typeof data199 === "string") {
							if (!pattern0.test(data199)) {
								const err918 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err918];
								else vErrors.push(err918);
								errors++;
							}
						} else {
							const err919 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err919];
							else vErrors.push(err919);
							errors++;
						}
						var _valid182 = _errs1148 === errors;
						valid212 = valid212 || _valid182;
					}
					if (!valid212) {
						const err920 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err920];
						else vErrors.push(err920);
						errors++;
					} else {
						errors = _errs1145;
						if (vErrors !== null) {
							if (_errs1145) vErrors.length = _errs1145;
							else vErrors = null;
						}
					}
				}
				if (data192.insuranceMeetsRequirements !== void 0) {
					let data200 = data192.insuranceMeetsRequirements;
					const _errs1151 = errors;
					let valid213 = false;
					const _errs1152 = errors;
					if (typeof data200 !== "boolean") {
						const err921 = {
							instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err921];
						else vErrors.push(err921);
						errors++;
					}
					var _valid183 = _errs1152 === errors;
					valid213 = valid213 || _valid183;
					if (!valid213) {
						const _errs1154 = errors;
						if (typeof data200 === "string") {
							if (!pattern0.test(data200)) {
								const err922 = {
									instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err922];
								else vErrors.push(err922);
								errors++;
							}
						} else {
							const err923 = {
								instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err923];
							else vErrors.push(err923);
							errors++;
						}
						var _valid183 = _errs1154 === errors;
						valid213 = valid213 || _valid183;
					}
					if (!valid213) {
						const err924 = {
							instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err924];
						else vErrors.push(err924);
						errors++;
					} else {
						errors = _errs1151;
						if (vErrors !== null) {
							if (_errs1151) vErrors.length = _errs1151;
							else vErrors = null;
						}
					}
				}
				if (data192.hasHealthConditions !== void 0) {
					let data201 = data192.hasHealthConditions;
					const _errs1157 = errors;
					let valid214 = false;
					const _errs1158 = errors;
					if (typeof data201 !== "boolean") {
						const err925 = {
							instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
							schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err925];
						else vErrors.push(err925);
						errors++;
					}
					var _valid184 = _errs1158 === errors;
					valid214 = valid214 || _valid184;
					if (!valid214) {
						const _errs1160 = errors;
						if (typeof data201 === "string") {
							if (!pattern0.test(data201)) {
								const err926 = {
									instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
									schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err926];
								else vErrors.push(err926);
								errors++;
							}
						} else {
							const err927 = {
								instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
								schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err927];
							else vErrors.push(err927);
							errors++;
						}
						var _valid184 = _errs1160 === errors;
						valid214 = valid214 || _valid184;
					}
					if (!valid214) {
						const err928 = {
							instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
							schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err928];
						else vErrors.push(err928);
						errors++;
					} else {
						errors = _errs1157;
						if (vErrors !== null) {
							if (_errs1157) vErrors.length = _errs1157;
							else vErrors = null;
						}
					}
				}
				if (data192.healthConditionsDetails !== void 0) {
					let data202 = data192.healthConditionsDetails;
					const _errs1163 = errors;
					let valid215 = false;
					const _errs1164 = errors;
					if (typeof data202 === "string") {
						if (func4(data202) > 2e3) {
							const err929 = {
								instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
								schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err929];
							else vErrors.push(err929);
							errors++;
						}
					} else {
						const err930 = {
							instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
							schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err930];
						else vErrors.push(err930);
						errors++;
					}
					var _valid185 = _errs1164 === errors;
					valid215 = valid215 || _valid185;
					if (!valid215) {
						const _errs1166 = errors;
						if (typeof data202 === "string") {
							if (!pattern0.test(data202)) {
								const err931 = {
									instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
									schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err931];
								else vErrors.push(err931);
								errors++;
							}
						} else {
							const err932 = {
								instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
								schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err932];
							else vErrors.push(err932);
							errors++;
						}
						var _valid185 = _errs1166 === errors;
						valid215 = valid215 || _valid185;
					}
					if (!valid215) {
						const err933 = {
							instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
							schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err933];
						else vErrors.push(err933);
						errors++;
					} else {
						errors = _errs1163;
						if (vErrors !== null) {
							if (_errs1163) vErrors.length = _errs1163;
							else vErrors = null;
						}
					}
				}
				if (data192.vaccinationsUpToDate !== void 0) {
					let data203 = data192.vaccinationsUpToDate;
					const _errs1169 = errors;
					let valid216 = false;
					const _errs1170 = errors;
					if (typeof data203 !== "boolean") {
						const err934 = {
							instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
							schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err934];
						else vErrors.push(err934);
						errors++;
					}
					var _valid186 = _errs1170 === errors;
					valid216 = valid216 || _valid186;
					if (!valid216) {
						const _errs1172 = errors;
						if (typeof data203 === "string") {
							if (!pattern0.test(data203)) {
								const err935 = {
									instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
									schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err935];
								else vErrors.push(err935);
								errors++;
							}
						} else {
							const err936 = {
								instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
								schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err936];
							else vErrors.push(err936);
							errors++;
						}
						var _valid186 = _errs1172 === errors;
						valid216 = valid216 || _valid186;
					}
					if (!valid216) {
						const err937 = {
							instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
							schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err937];
						else vErrors.push(err937);
						errors++;
					} else {
						errors = _errs1169;
						if (vErrors !== null) {
							if (_errs1169) vErrors.length = _errs1169;
							else vErrors = null;
						}
					}
				}
			} else {
				const err938 = {
					instancePath: instancePath + "/insuranceHealth",
					schemaPath: "#/properties/insuranceHealth/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err938];
				else vErrors.push(err938);
				errors++;
			}
		}
		if (data.emergencyContact !== void 0) {
			let data204 = data.emergencyContact;
			if (data204 && typeof data204 == "object" && !Array.isArray(data204)) {
				for (const key17 in data204) if (!(key17 === "emergencyContactName" || key17 === "emergencyContactRelation" || key17 === "emergencyContactPhone" || key17 === "emergencyContactEmail" || key17 === "emergencyContactAddress")) {
					const err939 = {
						instancePath: instancePath + "/emergencyContact",
						schemaPath: "#/properties/emergencyContact/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key17 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err939];
					else vErrors.push(err939);
					errors++;
				}
				if (data204.emergencyContactName !== void 0) {
					let data205 = data204.emergencyContactName;
					const _errs1178 = errors;
					let valid218 = false;
					const _errs1179 = errors;
					if (typeof data205 === "string") {
						if (func4(data205) > 200) {
							const err940 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactName",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err940];
							else vErrors.push(err940);
							errors++;
						}
					} else {
						const err941 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactName",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err941];
						else vErrors.push(err941);
						errors++;
					}
					var _valid187 = _errs1179 === errors;
					valid218 = valid218 || _valid187;
					if (!valid218) {
						const _errs1181 = errors;
						if (typeof data205 === "string") {
							if (!pattern0.test(data205)) {
								const err942 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactName",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err942];
								else vErrors.push(err942);
								errors++;
							}
						} else {
							const err943 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactName",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err943];
							else vErrors.push(err943);
							errors++;
						}
						var _valid187 = _errs1181 === errors;
						valid218 = valid218 || _valid187;
					}
					if (!valid218) {
						const err944 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactName",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err944];
						else vErrors.push(err944);
						errors++;
					} else {
						errors = _errs1178;
						if (vErrors !== null) {
							if (_errs1178) vErrors.length = _errs1178;
							else vErrors = null;
						}
					}
				}
				if (data204.emergencyContactRelation !== void 0) {
					let data206 = data204.emergencyContactRelation;
					const _errs1184 = errors;
					let valid219 = false;
					const _errs1185 = errors;
					if (typeof data206 === "string") {
						if (func4(data206) > 100) {
							const err945 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err945];
							else vErrors.push(err945);
							errors++;
						}
					} else {
						const err946 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err946];
						else vErrors.push(err946);
						errors++;
					}
					var _valid188 = _errs1185 === errors;
					valid219 = valid219 || _valid188;
					if (!valid219) {
						const _errs1187 = errors;
						if (typeof data206 === "string") {
							if (!pattern0.test(data206)) {
								const err947 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err947];
								else vErrors.push(err947);
								errors++;
							}
						} else {
							const err948 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err948];
							else vErrors.push(err948);
							errors++;
						}
						var _valid188 = _errs1187 === errors;
						valid219 = valid219 || _valid188;
					}
					if (!valid219) {
						const err949 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err949];
						else vErrors.push(err949);
						errors++;
					} else {
						errors = _errs1184;
						if (vErrors !== null) {
							if (_errs1184) vErrors.length = _errs1184;
							else vErrors = null;
						}
					}
				}
				if (data204.emergencyContactPhone !== void 0) {
					let data207 = data204.emergencyContactPhone;
					const _errs1190 = errors;
					let valid220 = false;
					const _errs1191 = errors;
					if (typeof data207 === "string") {
						if (func4(data207) > 30) {
							const err950 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err950];
							else vErrors.push(err950);
							errors++;
						}
					} else {
						const err951 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err951];
						else vErrors.push(err951);
						errors++;
					}
					var _valid189 = _errs1191 === errors;
					valid220 = valid220 || _valid189;
					if (!valid220) {
						const _errs1193 = errors;
						if (typeof data207 === "string") {
							if (!pattern0.test(data207)) {
								const err952 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err952];
								else vErrors.push(err952);
								errors++;
							}
						} else {
							const err953 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err953];
							else vErrors.push(err953);
							errors++;
						}
						var _valid189 = _errs1193 === errors;
						valid220 = valid220 || _valid189;
					}
					if (!valid220) {
						const err954 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err954];
						else vErrors.push(err954);
						errors++;
					} else {
						errors = _errs1190;
						if (vErrors !== null) {
							if (_errs1190) vErrors.length = _errs1190;
							else vErrors = null;
						}
					}
				}
				if (data204.emergencyContactEmail !== void 0) {
					let data208 = data204.emergencyContactEmail;
					const _errs1196 = errors;
					let valid221 = false;
					const _errs1197 = errors;
					if (typeof data208 === "string") {
						if (func4(data208) > 254) {
							const err955 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 254 },
								message: "must NOT have more than 254 characters"
							};
							if (vErrors === null) vErrors = [err955];
							else vErrors.push(err955);
							errors++;
						}
						if (!formats24.validate(data208)) {
							const err956 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/format",
								keyword: "format",
								params: { format: "email" },
								message: "must match format \"email\""
							};
							if (vErrors === null) vErrors = [err956];
							else vErrors.push(err956);
							errors++;
						}
					} else {
						const err957 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err957];
						else vErrors.push(err957);
						errors++;
					}
					var _valid190 = _errs1197 === errors;
					valid221 = valid221 || _valid190;
					if (!valid221) {
						const _errs1199 = errors;
						if (typeof data208 === "string") {
							if (!pattern0.test(data208)) {
								const err958 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err958];
								else vErrors.push(err958);
								errors++;
							}
						} else {
							const err959 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err959];
							else vErrors.push(err959);
							errors++;
						}
						var _valid190 = _errs1199 === errors;
						valid221 = valid221 || _valid190;
					}
					if (!valid221) {
						const err960 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err960];
						else vErrors.push(err960);
						errors++;
					} else {
						errors = _errs1196;
						if (vErrors !== null) {
							if (_errs1196) vErrors.length = _errs1196;
							else vErrors = null;
						}
					}
				}
				if (data204.emergencyContactAddress !== void 0) {
					let data209 = data204.emergencyContactAddress;
					const _errs1202 = errors;
					let valid222 = false;
					const _errs1203 = errors;
					if (typeof data209 === "string") {
						if (func4(data209) > 300) {
							const err961 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err961];
							else vErrors.push(err961);
							errors++;
						}
					} else {
						const err962 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err962];
						else vErrors.push(err962);
						errors++;
					}
					var _valid191 = _errs1203 === errors;
					valid222 = valid222 || _valid191;
					if (!valid222) {
						const _errs1205 = errors;
						if (typeof data209 === "string") {
							if (!pattern0.test(data209)) {
								const err963 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err963];
								else vErrors.push(err963);
								errors++;
							}
						} else {
							const err964 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err964];
							else vErrors.push(err964);
							errors++;
						}
						var _valid191 = _errs1205 === errors;
						valid222 = valid222 || _valid191;
					}
					if (!valid222) {
						const err965 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err965];
						else vErrors.push(err965);
						errors++;
					} else {
						errors = _errs1202;
						if (vErrors !== null) {
							if (_errs1202) vErrors.length = _errs1202;
							else vErrors = null;
						}
					}
				}
			} else {
				const err966 = {
					instancePath: instancePath + "/emergencyContact",
					schemaPath: "#/properties/emergencyContact/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err966];
				else vErrors.push(err966);
				errors++;
			}
		}
		if (data.checks !== void 0) {
			let data210 = data.checks;
			if (data210 && typeof data210 == "object" && !Array.isArray(data210)) {
				for (const key18 in data210) if (!(key18 === "passportValidSixMonths" || key18 === "hasReturnTicket" || key18 === "hasSufficientFunds" || key18 === "photosMeetRequirements" || key18 === "documentsTranslated")) {
					const err967 = {
						instancePath: instancePath + "/checks",
						schemaPath: "#/properties/checks/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key18 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err967];
					else vErrors.push(err967);
					errors++;
				}
				if (data210.passportValidSixMonths !== void 0) {
					let data211 = data210.passportValidSixMonths;
					const _errs1211 = errors;
					let valid224 = false;
					const _errs1212 = errors;
					if (typeof data211 !== "boolean") {
						const err968 = {
							instancePath: instancePath + "/checks/passportValidSixMonths",
							schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err968];
						else vErrors.push(err968);
						errors++;
					}
					var _valid192 = _errs1212 === errors;
					valid224 = valid224 || _valid192;
					if (!valid224) {
						const _errs1214 = errors;
						if (typeof data211 === "string") {
							if (!pattern0.test(data211)) {
								const err969 = {
									instancePath: instancePath + "/checks/passportValidSixMonths",
									schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err969];
								else vErrors.push(err969);
								errors++;
							}
						} else {
							const err970 = {
								instancePath: instancePath + "/checks/passportValidSixMonths",
								schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err970];
							else vErrors.push(err970);
							errors++;
						}
						var _valid192 = _errs1214 === errors;
						valid224 = valid224 || _valid192;
					}
					if (!valid224) {
						const err971 = {
							instancePath: instancePath + "/checks/passportValidSixMonths",
							schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err971];
						else vErrors.push(err971);
						errors++;
					} else {
						errors = _errs1211;
						if (vErrors !== null) {
							if (_errs1211) vErrors.length = _errs1211;
							else vErrors = null;
						}
					}
				}
				if (data210.hasReturnTicket !== void 0) {
					let data212 = data210.hasReturnTicket;
					const _errs1217 = errors;
					let valid225 = false;
					const _errs1218 = errors;
					if (typeof data212 !== "boolean") {
						const err972 = {
							instancePath: instancePath + "/checks/hasReturnTicket",
							schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err972];
						else vErrors.push(err972);
						errors++;
					}
					var _valid193 = _errs1218 === errors;
					valid225 = valid225 || _valid193;
					if (!valid225) {
						const _errs1220 = errors;
						if (typeof data212 === "string") {
							if (!pattern0.test(data212)) {
								const err973 = {
									instancePath: instancePath + "/checks/hasReturnTicket",
									schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err973];
								else vErrors.push(err973);
								errors++;
							}
						} else {
							const err974 = {
								instancePath: instancePath + "/checks/hasReturnTicket",
								schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err974];
							else vErrors.push(err974);
							errors++;
						}
						var _valid193 = _errs1220 === errors;
						valid225 = valid225 || _valid193;
					}
					if (!valid225) {
						const err975 = {
							instancePath: instancePath + "/checks/hasReturnTicket",
							schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err975];
						else vErrors.push(err975);
						errors++;
					} else {
						errors = _errs1217;
						if (vErrors !== null) {
							if (_errs1217) vErrors.length = _errs1217;
							else vErrors = null;
						}
					}
				}
				if (data210.hasSufficientFunds !== void 0) {
					let data213 = data210.hasSufficientFunds;
					const _errs1223 = errors;
					let valid226 = false;
					const _errs1224 = errors;
					if (typeof data213 !== "boolean") {
						const err976 = {
							instancePath: instancePath + "/checks/hasSufficientFunds",
							schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err976];
						else vErrors.push(err976);
						errors++;
					}
					var _valid194 = _errs1224 === errors;
					valid226 = valid226 || _valid194;
					if (!valid226) {
						const _errs1226 = errors;
						if (typeof data213 === "string") {
							if (!pattern0.test(data213)) {
								const err977 = {
									instancePath: instancePath + "/checks/hasSufficientFunds",
									schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err977];
								else vErrors.push(err977);
								errors++;
							}
						} else {
							const err978 = {
								instancePath: instancePath + "/checks/hasSufficientFunds",
								schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err978];
							else vErrors.push(err978);
							errors++;
						}
						var _valid194 = _errs1226 === errors;
						valid226 = valid226 || _valid194;
					}
					if (!valid226) {
						const err979 = {
							instancePath: instancePath + "/checks/hasSufficientFunds",
							schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err979];
						else vErrors.push(err979);
						errors++;
					} else {
						errors = _errs1223;
						if (vErrors !== null) {
							if (_errs1223) vErrors.length = _errs1223;
							else vErrors = null;
						}
					}
				}
				if (data210.photosMeetRequirements !== void 0) {
					let data214 = data210.photosMeetRequirements;
					const _errs1229 = errors;
					let valid227 = false;
					const _errs1230 = errors;
					if (typeof data214 !== "boolean") {
						const err980 = {
							instancePath: instancePath + "/checks/photosMeetRequirements",
							schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err980];
						else vErrors.push(err980);
						errors++;
					}
					var _valid195 = _errs1230 === errors;
					valid227 = valid227 || _valid195;
					if (!valid227) {
						const _errs1232 = errors;
						if (typeof data214 === "string") {
							if (!pattern0.test(data214)) {
								const err981 = {
									instancePath: instancePath + "/checks/photosMeetRequirements",
									schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err981];
								else vErrors.push(err981);
								errors++;
							}
						} else {
							const err982 = {
								instancePath: instancePath + "/checks/photosMeetRequirements",
								schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err982];
							else vErrors.push(err982);
							errors++;
						}
						var _valid195 = _errs1232 === errors;
						valid227 = valid227 || _valid195;
					}
					if (!valid227) {
						const err983 = {
							instancePath: instancePath + "/checks/photosMeetRequirements",
							schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err983];
						else vErrors.push(err983);
						errors++;
					} else {
						errors = _errs1229;
						if (vErrors !== null) {
							if (_errs1229) vErrors.length = _errs1229;
							else vErrors = null;
						}
					}
				}
				if (data210.documentsTranslated !== void 0) {
					let data215 = data210.documentsTranslated;
					const _errs1235 = errors;
					let valid228 = false;
					const _errs1236 = errors;
					if (typeof data215 !== "boolean") {
						const err984 = {
							instancePath: instancePath + "/checks/documentsTranslated",
							schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err984];
						else vErrors.push(err984);
						errors++;
					}
					var _valid196 = _errs1236 === errors;
					valid228 = valid228 || _valid196;
					if (!valid228) {
						const _errs1238 = errors;
						if (typeof data215 === "string") {
							if (!pattern0.test(data215)) {
								const err985 = {
									instancePath: instancePath + "/checks/documentsTranslated",
									schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err985];
								else vErrors.push(err985);
								errors++;
							}
						} else {
							const err986 = {
								instancePath: instancePath + "/checks/documentsTranslated",
								schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err986];
							else vErrors.push(err986);
							errors++;
						}
						var _valid196 = _errs1238 === errors;
						valid228 = valid228 || _valid196;
					}
					if (!valid228) {
						const err987 = {
							instancePath: instancePath + "/checks/documentsTranslated",
							schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err987];
						else vErrors.push(err987);
						errors++;
					} else {
						errors = _errs1235;
						if (vErrors !== null) {
							if (_errs1235) vErrors.length = _errs1235;
							else vErrors = null;
						}
					}
				}
			} else {
				const err988 = {
					instancePath: instancePath + "/checks",
					schemaPath: "#/properties/checks/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err988];
				else vErrors.push(err988);
				errors++;
			}
		}
		if (data.consultantOutput !== void 0) {
			let data216 = data.consultantOutput;
			if (data216 && typeof data216 == "object" && !Array.isArray(data216)) {
				for (const key19 in data216) if (!func2.call(schema11.properties.consultantOutput.properties, key19)) {
					const err989 = {
						instancePath: instancePath + "/consultantOutput",
						schemaPath: "#/properties/consultantOutput/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key19 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err989];
					else vErrors.push(err989);
					errors++;
				}
				if (data216.initialEvaluation !== void 0) {
					let data217 = data216.initialEvaluation;
					const _errs1244 = errors;
					let valid230 = false;
					const _errs1245 = errors;
					if (typeof data217 === "string") {
						if (func4(data217) > 4e3) {
							const err990 = {
								instancePath: instancePath + "/consultantOutput/initialEvaluation",
								schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err990];
							else vErrors.push(err990);
							errors++;
						}
					} else {
						const err991 = {
							instancePath: instancePath + "/consultantOutput/initialEvaluation",
							schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err991];
						else vErrors.push(err991);
						errors++;
					}
					var _valid197 = _errs1245 === errors;
					valid230 = valid230 || _valid197;
					if (!valid230) {
						const _errs1247 = errors;
						if (typeof data217 === "string") {
							if (!pattern0.test(data217)) {
								const err992 = {
									instancePath: instancePath + "/consultantOutput/initialEvaluation",
									schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err992];
								else vErrors.push(err992);
								errors++;
							}
						} else {
							const err993 = {
								instancePath: instancePath + "/consultantOutput/initialEvaluation",
								schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err993];
							else vErrors.push(err993);
							errors++;
						}
						var _valid197 = _errs1247 === errors;
						valid230 = valid230 || _valid197;
					}
					if (!valid230) {
						const err994 = {
							instancePath: instancePath + "/consultantOutput/initialEvaluation",
							schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err994];
						else vErrors.push(err994);
						errors++;
					} else {
						errors = _errs1244;
						if (vErrors !== null) {
							if (_errs1244) vErrors.length = _errs1244;
							else vErrors = null;
						}
					}
				}
				if (data216.approvalStrengths !== void 0) {
					let data218 = data216.approvalStrengths;
					const _errs1250 = errors;
					let valid231 = false;
					const _errs1251 = errors;
					if (typeof data218 === "string") {
						if (func4(data218) > 4e3) {
							const err995 = {
								instancePath: instancePath + "/consultantOutput/approvalStrengths",
								schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err995];
							else vErrors.push(err995);
							errors++;
						}
					} else {
						const err996 = {
							instancePath: instancePath + "/consultantOutput/approvalStrengths",
							schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err996];
						else vErrors.push(err996);
						errors++;
					}
					var _valid198 = _errs1251 === errors;
					valid231 = valid231 || _valid198;
					if (!valid231) {
						const _errs1253 = errors;
						if (typeof data218 === "string") {
							if (!pattern0.test(data218)) {
								const err997 = {
									instancePath: instancePath + "/consultantOutput/approvalStrengths",
									schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err997];
								else vErrors.push(err997);
								errors++;
							}
						} else {
							const err998 = {
								instancePath: instancePath + "/consultantOutput/approvalStrengths",
								schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err998];
							else vErrors.push(err998);
							errors++;
						}
						var _valid198 = _errs1253 === errors;
						valid231 = valid231 || _valid198;
					}
					if (!valid231) {
						const err999 = {
							instancePath: instancePath + "/consultantOutput/approvalStrengths",
							schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err999];
						else vErrors.push(err999);
						errors++;
					} else {
						errors = _errs1250;
						if (vErrors !== null) {
							if (_errs1250) vErrors.length = _errs1250;
							else vErrors = null;
						}
					}
				}
				if (data216.identifiedRisks !== void 0) {
					let data219 = data216.identifiedRisks;
					const _errs1256 = errors;
					let valid232 = false;
					const _errs1257 = errors;
					if (typeof data219 === "string") {
						if (func4(data219) > 4e3) {
							const err1000 = {
								instancePath: instancePath + "/consultantOutput/identifiedRisks",
								schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1000];
							else vErrors.push(err1000);
							errors++;
						}
					} else {
						const err1001 = {
							instancePath: instancePath + "/consultantOutput/identifiedRisks",
							schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1001];
						else vErrors.push(err1001);
						errors++;
					}
					var _valid199 = _errs1257 === errors;
					valid232 = valid232 || _valid199;
					if (!valid232) {
						const _errs1259 = errors;
						if (typeof data219 === "string") {
							if (!pattern0.test(data219)) {
								const err1002 = {
									instancePath: instancePath + "/consultantOutput/identifiedRisks",
									schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1002];
								else vErrors.push(err1002);
								errors++;
							}
						} else {
							const err1003 = {
								instancePath: instancePath + "/consultantOutput/identifiedRisks",
								schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1003];
							else vErrors.push(err1003);
							errors++;
						}
						var _valid199 = _errs1259 === errors;
						valid232 = valid232 || _valid199;
					}
					if (!valid232) {
						const err1004 = {
							instancePath: instancePath + "/consultantOutput/identifiedRisks",
							schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1004];
						else vErrors.push(err1004);
						errors++;
					} else {
						errors = _errs1256;
						if (vErrors !== null) {
							if (_errs1256) vErrors.length = _errs1256;
							else vErrors = null;
						}
					}
				}
				if (data216.preConsularRecommendations !== void 0) {
					let data220 = data216.preConsularRecommendations;
					const _errs1262 = errors;
					let valid233 = false;
					const _errs1263 = errors;
					if (typeof data220 === "string") {
						if (func4(data220) > 4e3) {
							const err1005 = {
								instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
								schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1005];
							else vErrors.push(err1005);
							errors++;
						}
					} else {
						const err1006 = {
							instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
							schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1006];
						else vErrors.push(err1006);
						errors++;
					}
					var _valid200 = _errs1263 === errors;
					valid233 = valid233 || _valid200;
					if (!valid233) {
						const _errs1265 = errors;
						if (typeof data220 === "string") {
							if (!pattern0.test(data220)) {
								const err1007 = {
									instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
									schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1007];
								else vErrors.push(err1007);
								errors++;
							}
						} else {
							const err1008 = {
								instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
								schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1008];
							else vErrors.push(err1008);
							errors++;
						}
						var _valid200 = _errs1265 === errors;
						valid233 = valid233 || _valid200;
					}
					if (!valid233) {
						const err1009 = {
							instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
							schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1009];
						else vErrors.push(err1009);
						errors++;
					} else {
						errors = _errs1262;
						if (vErrors !== null) {
							if (_errs1262) vErrors.length = _errs1262;
							else vErrors = null;
						}
					}
				}
				if (data216.interviewPreparationNotes !== void 0) {
					let data221 = data216.interviewPreparationNotes;
					const _errs1268 = errors;
					let valid234 = false;
					const _errs1269 = errors;
					if (typeof data221 === "string") {
						if (func4(data221) > 4e3) {
							const err1010 = {
								instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
								schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1010];
							else vErrors.push(err1010);
							errors++;
						}
					} else {
						const err1011 = {
							instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
							schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1011];
						else vErrors.push(err1011);
						errors++;
					}
					var _valid201 = _errs1269 === errors;
					valid234 = valid234 || _valid201;
					if (!valid234) {
						const _errs1271 = errors;
						if (typeof data221 === "string") {
							if (!pattern0.test(data221)) {
								const err1012 = {
									instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
									schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1012];
								else vErrors.push(err1012);
								errors++;
							}
						} else {
							const err1013 = {
								instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
								schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1013];
							else vErrors.push(err1013);
							errors++;
						}
						var _valid201 = _errs1271 === errors;
						valid234 = valid234 || _valid201;
					}
					if (!valid234) {
						const err1014 = {
							instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
							schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1014];
						else vErrors.push(err1014);
						errors++;
					} else {
						errors = _errs1268;
						if (vErrors !== null) {
							if (_errs1268) vErrors.length = _errs1268;
							else vErrors = null;
						}
					}
				}
				if (data216.consultantNotes !== void 0) {
					let data222 = data216.consultantNotes;
					const _errs1274 = errors;
					let valid235 = false;
					const _errs1275 = errors;
					if (typeof data222 === "string") {
						if (func4(data222) > 4e3) {
							const err1015 = {
								instancePath: instancePath + "/consultantOutput/consultantNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1015];
							else vErrors.push(err1015);
							errors++;
						}
					} else {
						const err1016 = {
							instancePath: instancePath + "/consultantOutput/consultantNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1016];
						else vErrors.push(err1016);
						errors++;
					}
					var _valid202 = _errs1275 === errors;
					valid235 = valid235 || _valid202;
					if (!valid235) {
						const _errs1277 = errors;
						if (typeof data222 === "string") {
							if (!pattern0.test(data222)) {
								const err1017 = {
									instancePath: instancePath + "/consultantOutput/consultantNotes",
									schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1017];
								else vErrors.push(err1017);
								errors++;
							}
						} else {
							const err1018 = {
								instancePath: instancePath + "/consultantOutput/consultantNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1018];
							else vErrors.push(err1018);
							errors++;
						}
						var _valid202 = _errs1277 === errors;
						valid235 = valid235 || _valid202;
					}
					if (!valid235) {
						const err1019 = {
							instancePath: instancePath + "/consultantOutput/consultantNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1019];
						else vErrors.push(err1019);
						errors++;
					} else {
						errors = _errs1274;
						if (vErrors !== null) {
							if (_errs1274) vErrors.length = _errs1274;
							else vErrors = null;
						}
					}
				}
				if (data216.consultorNotes !== void 0) {
					let data223 = data216.consultorNotes;
					const _errs1280 = errors;
					let valid236 = false;
					const _errs1281 = errors;
					if (typeof data223 === "string") {
						if (func4(data223) > 4e3) {
							const err1020 = {
								instancePath: instancePath + "/consultantOutput/consultorNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1020];
							else vErrors.push(err1020);
							errors++;
						}
					} else {
						const err1021 = {
							instancePath: instancePath + "/consultantOutput/consultorNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1021];
						else vErrors.push(err1021);
						errors++;
					}
					var _valid203 = _errs1281 === errors;
					valid236 = valid236 || _valid203;
					if (!valid236) {
						const _errs1283 = errors;
						if (typeof data223 === "string") {
							if (!pattern0.test(data223)) {
								const err1022 = {
									instancePath: instancePath + "/consultantOutput/consultorNotes",
									schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1022];
								else vErrors.push(err1022);
								errors++;
							}
						} else {
							const err1023 = {
								instancePath: instancePath + "/consultantOutput/consultorNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1023];
							else vErrors.push(err1023);
							errors++;
						}
						var _valid203 = _errs1283 === errors;
						valid236 = valid236 || _valid203;
					}
					if (!valid236) {
						const err1024 = {
							instancePath: instancePath + "/consultantOutput/consultorNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1024];
						else vErrors.push(err1024);
						errors++;
					} else {
						errors = _errs1280;
						if (vErrors !== null) {
							if (_errs1280) vErrors.length = _errs1280;
							else vErrors = null;
						}
					}
				}
				if (data216.attachedDocuments !== void 0) {
					let data224 = data216.attachedDocuments;
					const _errs1286 = errors;
					let valid237 = false;
					const _errs1287 = errors;
					if (Array.isArray(data224)) {
						const len6 = data224.length;
						for (let i7 = 0; i7 < len6; i7++) {
							let data225 = data224[i7];
							if (typeof data225 !== "string") {
								const err1025 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments/" + i7,
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err1025];
								else vErrors.push(err1025);
								errors++;
							}
							if (!(data225 === "pasaporte" || data225 === "cedula" || data225 === "acta-nacimiento" || data225 === "acta-matrimonio" || data225 === "carta-trabajo" || data225 === "estados-bancarios" || data225 === "titulos-propiedad" || data225 === "matricula-vehiculo" || data225 === "registro-mercantil" || data225 === "declaracion-impuestos" || data225 === "certificado-no-antecedentes" || data225 === "reserva-vuelo" || data225 === "reserva-alojamiento" || data225 === "seguro-viaje" || data225 === "carta-invitacion" || data225 === "fotos" || data225 === "visas-anteriores")) {
								const err1026 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments/" + i7,
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.consultantOutput.properties.attachedDocuments.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err1026];
								else vErrors.push(err1026);
								errors++;
							}
						}
						let i8 = data224.length;
						let j1;
						if (i8 > 1) {
							const indices1 = {};
							for (; i8--;) {
								let item1 = data224[i8];
								if (typeof item1 !== "string") continue;
								if (typeof indices1[item1] == "number") {
									j1 = indices1[item1];
									const err1027 = {
										instancePath: instancePath + "/consultantOutput/attachedDocuments",
										schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i8,
											j: j1
										},
										message: "must NOT have duplicate items (items ## " + j1 + " and " + i8 + " are identical)"
									};
									if (vErrors === null) vErrors = [err1027];
									else vErrors.push(err1027);
									errors++;
									break;
								}
								indices1[item1] = i8;
							}
						}
					} else {
						const err1028 = {
							instancePath: instancePath + "/consultantOutput/attachedDocuments",
							schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err1028];
						else vErrors.push(err1028);
						errors++;
					}
					var _valid204 = _errs1287 === errors;
					valid237 = valid237 || _valid204;
					if (!valid237) {
						const _errs1291 = errors;
						if (typeof data224 === "string") {
							if (!pattern0.test(data224)) {
								const err1029 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments",
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1029];
								else vErrors.push(err1029);
								errors++;
							}
						} else {
							const err1030 = {
								instancePath: instancePath + "/consultantOutput/attachedDocuments",
								schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1030];
							else vErrors.push(err1030);
							errors++;
						}
						var _valid204 = _errs1291 === errors;
						valid237 = valid237 || _valid204;
					}
					if (!valid237) {
						const err1031 = {
							instancePath: instancePath + "/consultantOutput/attachedDocuments",
							schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1031];
						else vErrors.push(err1031);
						errors++;
					} else {
						errors = _errs1286;
						if (vErrors !== null) {
							if (_errs1286) vErrors.length = _errs1286;
							else vErrors = null;
						}
					}
				}
				if (data216.requiredDocuments !== void 0) {
					let data226 = data216.requiredDocuments;
					const _errs1294 = errors;
					let valid241 = false;
					const _errs1295 = errors;
					if (Array.isArray(data226)) {
						const len7 = data226.length;
						for (let i9 = 0; i9 < len7; i9++) {
							let data227 = data226[i9];
							if (typeof data227 !== "string") {
								const err1032 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments/" + i9,
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err1032];
								else vErrors.push(err1032);
								errors++;
							}
							if (!(data227 === "pasaporte" || data227 === "cedula" || data227 === "acta-nacimiento" || data227 === "acta-matrimonio" || data227 === "carta-trabajo" || data227 === "estados-bancarios" || data227 === "titulos-propiedad" || data227 === "matricula-vehiculo" || data227 === "registro-mercantil" || data227 === "declaracion-impuestos" || data227 === "certificado-no-antecedentes" || data227 === "reserva-vuelo" || data227 === "reserva-alojamiento" || data227 === "seguro-viaje" || data227 === "carta-invitacion" || data227 === "fotos" || data227 === "visas-anteriores")) {
								const err1033 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments/" + i9,
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.consultantOutput.properties.requiredDocuments.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err1033];
								else vErrors.push(err1033);
								errors++;
							}
						}
						let i10 = data226.length;
						let j2;
						if (i10 > 1) {
							const indices2 = {};
							for (; i10--;) {
								let item2 = data226[i10];
								if (typeof item2 !== "string") continue;
								if (typeof indices2[item2] == "number") {
									j2 = indices2[item2];
									const err1034 = {
										instancePath: instancePath + "/consultantOutput/requiredDocuments",
										schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i10,
											j: j2
										},
										message: "must NOT have duplicate items (items ## " + j2 + " and " + i10 + " are identical)"
									};
									if (vErrors === null) vErrors = [err1034];
									else vErrors.push(err1034);
									errors++;
									break;
								}
								indices2[item2] = i10;
							}
						}
					} else {
						const err1035 = {
							instancePath: instancePath + "/consultantOutput/requiredDocuments",
							schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err1035];
						else vErrors.push(err1035);
						errors++;
					}
					var _valid205 = _errs1295 === errors;
					valid241 = valid241 || _valid205;
					if (!valid241) {
						const _errs1299 = errors;
						if (typeof data226 === "string") {
							if (!pattern0.test(data226)) {
								const err1036 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments",
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1036];
								else vErrors.push(err1036);
								errors++;
							}
						} else {
							const err1037 = {
								instancePath: instancePath + "/consultantOutput/requiredDocuments",
								schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1037];
							else vErrors.push(err1037);
							errors++;
						}
						var _valid205 = _errs1299 === errors;
						valid241 = valid241 || _valid205;
					}
					if (!valid241) {
						const err1038 = {
							instancePath: instancePath + "/consultantOutput/requiredDocuments",
							schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1038];
						else vErrors.push(err1038);
						errors++;
					} else {
						errors = _errs1294;
						if (vErrors !== null) {
							if (_errs1294) vErrors.length = _errs1294;
							else vErrors = null;
						}
					}
				}
				if (data216.documentsNotes !== void 0) {
					let data228 = data216.documentsNotes;
					const _errs1302 = errors;
					let valid245 = false;
					const _errs1303 = errors;
					if (typeof data228 === "string") {
						if (func4(data228) > 2e3) {
							const err1039 = {
								instancePath: instancePath + "/consultantOutput/documentsNotes",
								schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err1039];
							else vErrors.push(err1039);
							errors++;
						}
					} else {
						const err1040 = {
							instancePath: instancePath + "/consultantOutput/documentsNotes",
							schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1040];
						else vErrors.push(err1040);
						errors++;
					}
					var _valid206 = _errs1303 === errors;
					valid245 = valid245 || _valid206;
					if (!valid245) {
						const _errs1305 = errors;
						if (typeof data228 === "string") {
							if (!pattern0.test(data228)) {
								const err1041 = {
									instancePath: instancePath + "/consultantOutput/documentsNotes",
									schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1041];
								else vErrors.push(err1041);
								errors++;
							}
						} else {
							const err1042 = {
								instancePath: instancePath + "/consultantOutput/documentsNotes",
								schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1042];
							else vErrors.push(err1042);
							errors++;
						}
						var _valid206 = _errs1305 === errors;
						valid245 = valid245 || _valid206;
					}
					if (!valid245) {
						const err1043 = {
							instancePath: instancePath + "/consultantOutput/documentsNotes",
							schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1043];
						else vErrors.push(err1043);
						errors++;
					} else {
						errors = _errs1302;
						if (vErrors !== null) {
							if (_errs1302) vErrors.length = _errs1302;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1044 = {
					instancePath: instancePath + "/consultantOutput",
					schemaPath: "#/properties/consultantOutput/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1044];
				else vErrors.push(err1044);
				errors++;
			}
		}
	} else {
		const err1045 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err1045];
		else vErrors.push(err1045);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { curacao_v1_default as default, validate };
