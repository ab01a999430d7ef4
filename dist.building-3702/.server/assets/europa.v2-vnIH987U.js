import { a as ucs2length, n as formats } from "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/case/europa.v2.js
var validate = validate10;
var europa_v2_default = validate10;
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
			},
			"allOf": [{
				"if": {
					"type": "object",
					"properties": { "maritalStatus": {
						"type": "string",
						"pattern": "^\\s*[nN][aA]\\s*$"
					} },
					"required": ["maritalStatus"]
				},
				"else": {
					"if": {
						"properties": { "maritalStatus": { "enum": ["casado", "union-libre"] } },
						"required": ["maritalStatus"]
					},
					"then": {
						"properties": {
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
							}] }
						},
						"required": ["spouseFullName"]
					}
				}
			}, {
				"if": {
					"type": "object",
					"properties": { "hasChildren": {
						"type": "string",
						"pattern": "^\\s*[nN][aA]\\s*$"
					} },
					"required": ["hasChildren"]
				},
				"else": {
					"if": {
						"properties": { "hasChildren": { "const": true } },
						"required": ["hasChildren"]
					},
					"then": {
						"properties": { "children": { "anyOf": [{
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
						}] } },
						"required": ["children"]
					}
				}
			}],
			"propertyNames": { "enum": [
				"maritalStatus",
				"previousMarriageDetails",
				"hasChildren",
				"dependentsCount",
				"fatherFullName",
				"fatherBirthDate",
				"fatherResidence",
				"motherFullName",
				"motherBirthDate",
				"motherResidence",
				"marriageDate",
				"marriagePlace",
				"spouseFullName",
				"spouseBirthDate",
				"spouseBirthPlace",
				"spouseNationality",
				"spouseOccupation",
				"spouseTravelsWithApplicant",
				"children"
			] }
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
			"type": "object",
			"properties": {
				"visaType": { "anyOf": [{
					"type": "string",
					"enum": [
						"schengen-c-una",
						"schengen-c-multiple",
						"transito-a"
					]
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
				"estimatedBudget": { "anyOf": [{
					"type": "number",
					"minimum": 0
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] }
			},
			"allOf": [{
				"if": {
					"type": "object",
					"properties": { "whoWillPay": {
						"type": "string",
						"pattern": "^\\s*[nN][aA]\\s*$"
					} },
					"required": ["whoWillPay"]
				},
				"else": {
					"if": {
						"properties": { "whoWillPay": { "enum": [
							"family",
							"friend",
							"company",
							"other"
						] } },
						"required": ["whoWillPay"]
					},
					"then": {
						"properties": {
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
							}] }
						},
						"required": ["tripSponsor"]
					}
				}
			}],
			"propertyNames": { "enum": [
				"visaType",
				"tripPurpose",
				"tripPurposeDetails",
				"estimatedEntryDate",
				"estimatedExitDate",
				"stayDuration",
				"arrivalCity",
				"tentativeItinerary",
				"travelCompanions",
				"companionsDetails",
				"accommodationType",
				"accommodationDetails",
				"accommodationAddress",
				"whoWillPay",
				"estimatedBudget",
				"tripSponsor",
				"sponsorDetails"
			] },
			"required": ["tripPurpose"]
		},
		"travelHistory": {
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
				"hasRenewedBefore": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"visaDenialHistory": { "anyOf": [{ "type": "boolean" }, {
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
				"visitedCountryList": { "anyOf": [{
					"type": "array",
					"uniqueItems": true,
					"items": {
						"type": "string",
						"enum": [
							"estados-unidos",
							"canada",
							"mexico",
							"espana",
							"francia",
							"italia",
							"alemania",
							"reino-unido",
							"paises-bajos",
							"curazao",
							"aruba",
							"puerto-rico",
							"panama",
							"colombia",
							"peru",
							"brasil",
							"argentina",
							"chile",
							"cuba",
							"haiti",
							"otro"
						]
					}
				}, {
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
			},
			"allOf": [{
				"if": {
					"type": "object",
					"properties": { "hasPreviousVisa": {
						"type": "string",
						"pattern": "^\\s*[nN][aA]\\s*$"
					} },
					"required": ["hasPreviousVisa"]
				},
				"else": {
					"if": {
						"properties": { "hasPreviousVisa": { "const": true } },
						"required": ["hasPreviousVisa"]
					},
					"then": {
						"properties": { "previousVisaDetails": { "anyOf": [{
							"type": "string",
							"maxLength": 1e3
						}, {
							"type": "string",
							"pattern": "^\\s*[nN][aA]\\s*$"
						}] } },
						"required": ["previousVisaDetails"]
					}
				}
			}, {
				"if": {
					"type": "object",
					"properties": { "visaDenialHistory": {
						"type": "string",
						"pattern": "^\\s*[nN][aA]\\s*$"
					} },
					"required": ["visaDenialHistory"]
				},
				"else": {
					"if": {
						"properties": { "visaDenialHistory": { "const": true } },
						"required": ["visaDenialHistory"]
					},
					"then": {
						"properties": { "denialDetails": { "anyOf": [{
							"type": "string",
							"maxLength": 2e3
						}, {
							"type": "string",
							"pattern": "^\\s*[nN][aA]\\s*$"
						}] } },
						"required": ["denialDetails"]
					}
				}
			}],
			"propertyNames": { "enum": [
				"hasCurrentVisa",
				"currentVisaDetails",
				"hasPreviousVisa",
				"hasRenewedBefore",
				"visaDenialHistory",
				"visaCancellation",
				"visaCancellationDetails",
				"hasTraveledAbroad",
				"visitedCountryList",
				"visitedCountries",
				"overstayHistory",
				"overstayDetails",
				"previousVisaDetails",
				"denialDetails"
			] }
		},
		"schengenHistory": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"mainDestinationCountry": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"firstEntryCountry": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasSchengenVisa": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"schengenVisas": { "anyOf": [{
					"type": "array",
					"items": {
						"additionalProperties": false,
						"type": "object",
						"properties": {
							"visaNumber": { "anyOf": [{
								"type": "string",
								"maxLength": 30
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"issuingCountry": { "anyOf": [{
								"type": "string",
								"maxLength": 100
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"validFrom": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"validTo": { "anyOf": [{
								"type": "string",
								"format": "date"
							}, {
								"type": "string",
								"pattern": "^\\s*[nN][aA]\\s*$"
							}] },
							"entries": { "anyOf": [{
								"type": "string",
								"enum": [
									"una",
									"dos",
									"multiples"
								]
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
				"fingerprintsCollected": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"fingerprintsDate": { "anyOf": [{
					"type": "string",
					"format": "date"
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"hasBeenToEurope": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"europeVisits": { "anyOf": [{
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
				}] }
			}
		},
		"europeSponsor": {
			"additionalProperties": false,
			"type": "object",
			"properties": {
				"hasEuroSponsor": { "anyOf": [{ "type": "boolean" }, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorName": { "anyOf": [{
					"type": "string",
					"maxLength": 200
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorRelation": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorStatus": { "anyOf": [{
					"type": "string",
					"enum": [
						"ciudadano",
						"residente",
						"temporal"
					]
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorCountry": { "anyOf": [{
					"type": "string",
					"maxLength": 100
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorAddress": { "anyOf": [{
					"type": "string",
					"maxLength": 300
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorPhone": { "anyOf": [{
					"type": "string",
					"maxLength": 30
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorEmail": { "anyOf": [{
					"type": "string",
					"format": "email",
					"maxLength": 254
				}, {
					"type": "string",
					"pattern": "^\\s*[nN][aA]\\s*$"
				}] },
				"euroSponsorDocuments": { "anyOf": [{
					"type": "array",
					"uniqueItems": true,
					"items": {
						"type": "string",
						"enum": [
							"carta-invitacion",
							"documento-identidad",
							"prueba-alojamiento",
							"nominas",
							"compromiso-gastos"
						]
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
			const _errs164 = errors;
			let valid29 = true;
			const _errs165 = errors;
			if (errors === _errs165) {
				if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
					if (data27.maritalStatus === void 0 && "maritalStatus") {
						const err136 = {};
						if (vErrors === null) vErrors = [err136];
						else vErrors.push(err136);
						errors++;
					} else if (data27.maritalStatus !== void 0) {
						let data28 = data27.maritalStatus;
						if (errors === errors) {
							if (typeof data28 === "string") {
								if (!pattern0.test(data28)) {
									const err137 = {};
									if (vErrors === null) vErrors = [err137];
									else vErrors.push(err137);
									errors++;
								}
							} else {
								const err138 = {};
								if (vErrors === null) vErrors = [err138];
								else vErrors.push(err138);
								errors++;
							}
						}
					}
				} else {
					const err139 = {};
					if (vErrors === null) vErrors = [err139];
					else vErrors.push(err139);
					errors++;
				}
			}
			var _valid26 = _errs165 === errors;
			errors = _errs164;
			if (vErrors !== null) {
				if (_errs164) vErrors.length = _errs164;
				else vErrors = null;
			}
			if (!_valid26) {
				const _errs169 = errors;
				const _errs170 = errors;
				let valid31 = true;
				const _errs171 = errors;
				if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
					if (data27.maritalStatus === void 0 && "maritalStatus") {
						const err140 = {};
						if (vErrors === null) vErrors = [err140];
						else vErrors.push(err140);
						errors++;
					} else if (data27.maritalStatus !== void 0) {
						let data29 = data27.maritalStatus;
						if (!(data29 === "casado" || data29 === "union-libre")) {
							const err141 = {};
							if (vErrors === null) vErrors = [err141];
							else vErrors.push(err141);
							errors++;
						}
					}
				}
				var _valid27 = _errs171 === errors;
				errors = _errs170;
				if (vErrors !== null) {
					if (_errs170) vErrors.length = _errs170;
					else vErrors = null;
				}
				if (_valid27) {
					const _errs173 = errors;
					if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
						if (data27.spouseFullName === void 0) {
							const err142 = {
								instancePath: instancePath + "/family",
								schemaPath: "#/properties/family/allOf/0/else/then/required",
								keyword: "required",
								params: { missingProperty: "spouseFullName" },
								message: "must have required property 'spouseFullName'"
							};
							if (vErrors === null) vErrors = [err142];
							else vErrors.push(err142);
							errors++;
						}
						if (data27.marriageDate !== void 0) {
							let data30 = data27.marriageDate;
							const _errs175 = errors;
							let valid34 = false;
							const _errs176 = errors;
							if (typeof data30 === "string") {
								if (!formats0.validate(data30)) {
									const err143 = {
										instancePath: instancePath + "/family/marriageDate",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/marriageDate/anyOf/0/format",
										keyword: "format",
										params: { format: "date" },
										message: "must match format \"date\""
									};
									if (vErrors === null) vErrors = [err143];
									else vErrors.push(err143);
									errors++;
								}
							} else {
								const err144 = {
									instancePath: instancePath + "/family/marriageDate",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/marriageDate/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err144];
								else vErrors.push(err144);
								errors++;
							}
							var _valid28 = _errs176 === errors;
							valid34 = valid34 || _valid28;
							if (!valid34) {
								const _errs178 = errors;
								if (typeof data30 === "string") {
									if (!pattern0.test(data30)) {
										const err145 = {
											instancePath: instancePath + "/family/marriageDate",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/marriageDate/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err145];
										else vErrors.push(err145);
										errors++;
									}
								} else {
									const err146 = {
										instancePath: instancePath + "/family/marriageDate",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/marriageDate/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err146];
									else vErrors.push(err146);
									errors++;
								}
								var _valid28 = _errs178 === errors;
								valid34 = valid34 || _valid28;
							}
							if (!valid34) {
								const err147 = {
									instancePath: instancePath + "/family/marriageDate",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/marriageDate/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err147];
								else vErrors.push(err147);
								errors++;
							} else {
								errors = _errs175;
								if (vErrors !== null) {
									if (_errs175) vErrors.length = _errs175;
									else vErrors = null;
								}
							}
						}
						if (data27.marriagePlace !== void 0) {
							let data31 = data27.marriagePlace;
							const _errs181 = errors;
							let valid35 = false;
							const _errs182 = errors;
							if (typeof data31 === "string") {
								if (func4(data31) > 150) {
									const err148 = {
										instancePath: instancePath + "/family/marriagePlace",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/marriagePlace/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 150 },
										message: "must NOT have more than 150 characters"
									};
									if (vErrors === null) vErrors = [err148];
									else vErrors.push(err148);
									errors++;
								}
							} else {
								const err149 = {
									instancePath: instancePath + "/family/marriagePlace",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/marriagePlace/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err149];
								else vErrors.push(err149);
								errors++;
							}
							var _valid29 = _errs182 === errors;
							valid35 = valid35 || _valid29;
							if (!valid35) {
								const _errs184 = errors;
								if (typeof data31 === "string") {
									if (!pattern0.test(data31)) {
										const err150 = {
											instancePath: instancePath + "/family/marriagePlace",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/marriagePlace/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err150];
										else vErrors.push(err150);
										errors++;
									}
								} else {
									const err151 = {
										instancePath: instancePath + "/family/marriagePlace",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/marriagePlace/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err151];
									else vErrors.push(err151);
									errors++;
								}
								var _valid29 = _errs184 === errors;
								valid35 = valid35 || _valid29;
							}
							if (!valid35) {
								const err152 = {
									instancePath: instancePath + "/family/marriagePlace",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/marriagePlace/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err152];
								else vErrors.push(err152);
								errors++;
							} else {
								errors = _errs181;
								if (vErrors !== null) {
									if (_errs181) vErrors.length = _errs181;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseFullName !== void 0) {
							let data32 = data27.spouseFullName;
							const _errs187 = errors;
							let valid36 = false;
							const _errs188 = errors;
							if (typeof data32 === "string") {
								if (func4(data32) > 200) {
									const err153 = {
										instancePath: instancePath + "/family/spouseFullName",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseFullName/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 200 },
										message: "must NOT have more than 200 characters"
									};
									if (vErrors === null) vErrors = [err153];
									else vErrors.push(err153);
									errors++;
								}
							} else {
								const err154 = {
									instancePath: instancePath + "/family/spouseFullName",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseFullName/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err154];
								else vErrors.push(err154);
								errors++;
							}
							var _valid30 = _errs188 === errors;
							valid36 = valid36 || _valid30;
							if (!valid36) {
								const _errs190 = errors;
								if (typeof data32 === "string") {
									if (!pattern0.test(data32)) {
										const err155 = {
											instancePath: instancePath + "/family/spouseFullName",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseFullName/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err155];
										else vErrors.push(err155);
										errors++;
									}
								} else {
									const err156 = {
										instancePath: instancePath + "/family/spouseFullName",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseFullName/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err156];
									else vErrors.push(err156);
									errors++;
								}
								var _valid30 = _errs190 === errors;
								valid36 = valid36 || _valid30;
							}
							if (!valid36) {
								const err157 = {
									instancePath: instancePath + "/family/spouseFullName",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseFullName/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err157];
								else vErrors.push(err157);
								errors++;
							} else {
								errors = _errs187;
								if (vErrors !== null) {
									if (_errs187) vErrors.length = _errs187;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseBirthDate !== void 0) {
							let data33 = data27.spouseBirthDate;
							const _errs193 = errors;
							let valid37 = false;
							const _errs194 = errors;
							if (typeof data33 === "string") {
								if (!formats0.validate(data33)) {
									const err158 = {
										instancePath: instancePath + "/family/spouseBirthDate",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthDate/anyOf/0/format",
										keyword: "format",
										params: { format: "date" },
										message: "must match format \"date\""
									};
									if (vErrors === null) vErrors = [err158];
									else vErrors.push(err158);
									errors++;
								}
							} else {
								const err159 = {
									instancePath: instancePath + "/family/spouseBirthDate",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthDate/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err159];
								else vErrors.push(err159);
								errors++;
							}
							var _valid31 = _errs194 === errors;
							valid37 = valid37 || _valid31;
							if (!valid37) {
								const _errs196 = errors;
								if (typeof data33 === "string") {
									if (!pattern0.test(data33)) {
										const err160 = {
											instancePath: instancePath + "/family/spouseBirthDate",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthDate/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err160];
										else vErrors.push(err160);
										errors++;
									}
								} else {
									const err161 = {
										instancePath: instancePath + "/family/spouseBirthDate",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthDate/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err161];
									else vErrors.push(err161);
									errors++;
								}
								var _valid31 = _errs196 === errors;
								valid37 = valid37 || _valid31;
							}
							if (!valid37) {
								const err162 = {
									instancePath: instancePath + "/family/spouseBirthDate",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthDate/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err162];
								else vErrors.push(err162);
								errors++;
							} else {
								errors = _errs193;
								if (vErrors !== null) {
									if (_errs193) vErrors.length = _errs193;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseBirthPlace !== void 0) {
							let data34 = data27.spouseBirthPlace;
							const _errs199 = errors;
							let valid38 = false;
							const _errs200 = errors;
							if (typeof data34 === "string") {
								if (func4(data34) > 150) {
									const err163 = {
										instancePath: instancePath + "/family/spouseBirthPlace",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthPlace/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 150 },
										message: "must NOT have more than 150 characters"
									};
									if (vErrors === null) vErrors = [err163];
									else vErrors.push(err163);
									errors++;
								}
							} else {
								const err164 = {
									instancePath: instancePath + "/family/spouseBirthPlace",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthPlace/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err164];
								else vErrors.push(err164);
								errors++;
							}
							var _valid32 = _errs200 === errors;
							valid38 = valid38 || _valid32;
							if (!valid38) {
								const _errs202 = errors;
								if (typeof data34 === "string") {
									if (!pattern0.test(data34)) {
										const err165 = {
											instancePath: instancePath + "/family/spouseBirthPlace",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthPlace/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err165];
										else vErrors.push(err165);
										errors++;
									}
								} else {
									const err166 = {
										instancePath: instancePath + "/family/spouseBirthPlace",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthPlace/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err166];
									else vErrors.push(err166);
									errors++;
								}
								var _valid32 = _errs202 === errors;
								valid38 = valid38 || _valid32;
							}
							if (!valid38) {
								const err167 = {
									instancePath: instancePath + "/family/spouseBirthPlace",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseBirthPlace/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err167];
								else vErrors.push(err167);
								errors++;
							} else {
								errors = _errs199;
								if (vErrors !== null) {
									if (_errs199) vErrors.length = _errs199;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseNationality !== void 0) {
							let data35 = data27.spouseNationality;
							const _errs205 = errors;
							let valid39 = false;
							const _errs206 = errors;
							if (typeof data35 === "string") {
								if (func4(data35) > 100) {
									const err168 = {
										instancePath: instancePath + "/family/spouseNationality",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseNationality/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 100 },
										message: "must NOT have more than 100 characters"
									};
									if (vErrors === null) vErrors = [err168];
									else vErrors.push(err168);
									errors++;
								}
							} else {
								const err169 = {
									instancePath: instancePath + "/family/spouseNationality",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseNationality/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err169];
								else vErrors.push(err169);
								errors++;
							}
							var _valid33 = _errs206 === errors;
							valid39 = valid39 || _valid33;
							if (!valid39) {
								const _errs208 = errors;
								if (typeof data35 === "string") {
									if (!pattern0.test(data35)) {
										const err170 = {
											instancePath: instancePath + "/family/spouseNationality",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseNationality/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err170];
										else vErrors.push(err170);
										errors++;
									}
								} else {
									const err171 = {
										instancePath: instancePath + "/family/spouseNationality",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseNationality/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err171];
									else vErrors.push(err171);
									errors++;
								}
								var _valid33 = _errs208 === errors;
								valid39 = valid39 || _valid33;
							}
							if (!valid39) {
								const err172 = {
									instancePath: instancePath + "/family/spouseNationality",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseNationality/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err172];
								else vErrors.push(err172);
								errors++;
							} else {
								errors = _errs205;
								if (vErrors !== null) {
									if (_errs205) vErrors.length = _errs205;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseOccupation !== void 0) {
							let data36 = data27.spouseOccupation;
							const _errs211 = errors;
							let valid40 = false;
							const _errs212 = errors;
							if (typeof data36 === "string") {
								if (func4(data36) > 150) {
									const err173 = {
										instancePath: instancePath + "/family/spouseOccupation",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseOccupation/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 150 },
										message: "must NOT have more than 150 characters"
									};
									if (vErrors === null) vErrors = [err173];
									else vErrors.push(err173);
									errors++;
								}
							} else {
								const err174 = {
									instancePath: instancePath + "/family/spouseOccupation",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseOccupation/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err174];
								else vErrors.push(err174);
								errors++;
							}
							var _valid34 = _errs212 === errors;
							valid40 = valid40 || _valid34;
							if (!valid40) {
								const _errs214 = errors;
								if (typeof data36 === "string") {
									if (!pattern0.test(data36)) {
										const err175 = {
											instancePath: instancePath + "/family/spouseOccupation",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseOccupation/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err175];
										else vErrors.push(err175);
										errors++;
									}
								} else {
									const err176 = {
										instancePath: instancePath + "/family/spouseOccupation",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseOccupation/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err176];
									else vErrors.push(err176);
									errors++;
								}
								var _valid34 = _errs214 === errors;
								valid40 = valid40 || _valid34;
							}
							if (!valid40) {
								const err177 = {
									instancePath: instancePath + "/family/spouseOccupation",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseOccupation/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err177];
								else vErrors.push(err177);
								errors++;
							} else {
								errors = _errs211;
								if (vErrors !== null) {
									if (_errs211) vErrors.length = _errs211;
									else vErrors = null;
								}
							}
						}
						if (data27.spouseTravelsWithApplicant !== void 0) {
							let data37 = data27.spouseTravelsWithApplicant;
							const _errs217 = errors;
							let valid41 = false;
							const _errs218 = errors;
							if (typeof data37 !== "boolean") {
								const err178 = {
									instancePath: instancePath + "/family/spouseTravelsWithApplicant",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseTravelsWithApplicant/anyOf/0/type",
									keyword: "type",
									params: { type: "boolean" },
									message: "must be boolean"
								};
								if (vErrors === null) vErrors = [err178];
								else vErrors.push(err178);
								errors++;
							}
							var _valid35 = _errs218 === errors;
							valid41 = valid41 || _valid35;
							if (!valid41) {
								const _errs220 = errors;
								if (typeof data37 === "string") {
									if (!pattern0.test(data37)) {
										const err179 = {
											instancePath: instancePath + "/family/spouseTravelsWithApplicant",
											schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseTravelsWithApplicant/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err179];
										else vErrors.push(err179);
										errors++;
									}
								} else {
									const err180 = {
										instancePath: instancePath + "/family/spouseTravelsWithApplicant",
										schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseTravelsWithApplicant/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err180];
									else vErrors.push(err180);
									errors++;
								}
								var _valid35 = _errs220 === errors;
								valid41 = valid41 || _valid35;
							}
							if (!valid41) {
								const err181 = {
									instancePath: instancePath + "/family/spouseTravelsWithApplicant",
									schemaPath: "#/properties/family/allOf/0/else/then/properties/spouseTravelsWithApplicant/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err181];
								else vErrors.push(err181);
								errors++;
							} else {
								errors = _errs217;
								if (vErrors !== null) {
									if (_errs217) vErrors.length = _errs217;
									else vErrors = null;
								}
							}
						}
					}
					var _valid27 = _errs173 === errors;
					valid31 = _valid27;
				}
				if (!valid31) {
					const err182 = {
						instancePath: instancePath + "/family",
						schemaPath: "#/properties/family/allOf/0/else/if",
						keyword: "if",
						params: { failingKeyword: "then" },
						message: "must match \"then\" schema"
					};
					if (vErrors === null) vErrors = [err182];
					else vErrors.push(err182);
					errors++;
				}
				var _valid26 = _errs169 === errors;
				valid29 = _valid26;
			}
			if (!valid29) {
				const err183 = {
					instancePath: instancePath + "/family",
					schemaPath: "#/properties/family/allOf/0/if",
					keyword: "if",
					params: { failingKeyword: "else" },
					message: "must match \"else\" schema"
				};
				if (vErrors === null) vErrors = [err183];
				else vErrors.push(err183);
				errors++;
			}
			const _errs223 = errors;
			let valid42 = true;
			const _errs224 = errors;
			if (errors === _errs224) {
				if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
					if (data27.hasChildren === void 0 && "hasChildren") {
						const err184 = {};
						if (vErrors === null) vErrors = [err184];
						else vErrors.push(err184);
						errors++;
					} else if (data27.hasChildren !== void 0) {
						let data38 = data27.hasChildren;
						if (errors === errors) {
							if (typeof data38 === "string") {
								if (!pattern0.test(data38)) {
									const err185 = {};
									if (vErrors === null) vErrors = [err185];
									else vErrors.push(err185);
									errors++;
								}
							} else {
								const err186 = {};
								if (vErrors === null) vErrors = [err186];
								else vErrors.push(err186);
								errors++;
							}
						}
					}
				} else {
					const err187 = {};
					if (vErrors === null) vErrors = [err187];
					else vErrors.push(err187);
					errors++;
				}
			}
			var _valid36 = _errs224 === errors;
			errors = _errs223;
			if (vErrors !== null) {
				if (_errs223) vErrors.length = _errs223;
				else vErrors = null;
			}
			if (!_valid36) {
				const _errs228 = errors;
				const _errs229 = errors;
				let valid44 = true;
				const _errs230 = errors;
				if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
					if (data27.hasChildren === void 0 && "hasChildren") {
						const err188 = {};
						if (vErrors === null) vErrors = [err188];
						else vErrors.push(err188);
						errors++;
					} else if (data27.hasChildren !== void 0) {
						if (true !== data27.hasChildren) {
							const err189 = {};
							if (vErrors === null) vErrors = [err189];
							else vErrors.push(err189);
							errors++;
						}
					}
				}
				var _valid37 = _errs230 === errors;
				errors = _errs229;
				if (vErrors !== null) {
					if (_errs229) vErrors.length = _errs229;
					else vErrors = null;
				}
				if (_valid37) {
					const _errs232 = errors;
					if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
						if (data27.children === void 0) {
							const err190 = {
								instancePath: instancePath + "/family",
								schemaPath: "#/properties/family/allOf/1/else/then/required",
								keyword: "required",
								params: { missingProperty: "children" },
								message: "must have required property 'children'"
							};
							if (vErrors === null) vErrors = [err190];
							else vErrors.push(err190);
							errors++;
						}
						if (data27.children !== void 0) {
							let data40 = data27.children;
							const _errs234 = errors;
							let valid47 = false;
							const _errs235 = errors;
							if (Array.isArray(data40)) {
								const len0 = data40.length;
								for (let i0 = 0; i0 < len0; i0++) {
									let data41 = data40[i0];
									if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
										for (const key2 in data41) if (!(key2 === "fullName" || key2 === "birthDate" || key2 === "nationality" || key2 === "residenceCountry" || key2 === "travelsWithApplicant")) {
											const err191 = {
												instancePath: instancePath + "/family/children/" + i0,
												schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/additionalProperties",
												keyword: "additionalProperties",
												params: { additionalProperty: key2 },
												message: "must NOT have additional properties"
											};
											if (vErrors === null) vErrors = [err191];
											else vErrors.push(err191);
											errors++;
										}
										if (data41.fullName !== void 0) {
											let data42 = data41.fullName;
											const _errs241 = errors;
											let valid51 = false;
											const _errs242 = errors;
											if (typeof data42 === "string") {
												if (func4(data42) > 200) {
													const err192 = {
														instancePath: instancePath + "/family/children/" + i0 + "/fullName",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/fullName/anyOf/0/maxLength",
														keyword: "maxLength",
														params: { limit: 200 },
														message: "must NOT have more than 200 characters"
													};
													if (vErrors === null) vErrors = [err192];
													else vErrors.push(err192);
													errors++;
												}
											} else {
												const err193 = {
													instancePath: instancePath + "/family/children/" + i0 + "/fullName",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/fullName/anyOf/0/type",
													keyword: "type",
													params: { type: "string" },
													message: "must be string"
												};
												if (vErrors === null) vErrors = [err193];
												else vErrors.push(err193);
												errors++;
											}
											var _valid39 = _errs242 === errors;
											valid51 = valid51 || _valid39;
											if (!valid51) {
												const _errs244 = errors;
												if (typeof data42 === "string") {
													if (!pattern0.test(data42)) {
														const err194 = {
															instancePath: instancePath + "/family/children/" + i0 + "/fullName",
															schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/fullName/anyOf/1/pattern",
															keyword: "pattern",
															params: { pattern: "^\\s*[nN][aA]\\s*$" },
															message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
														};
														if (vErrors === null) vErrors = [err194];
														else vErrors.push(err194);
														errors++;
													}
												} else {
													const err195 = {
														instancePath: instancePath + "/family/children/" + i0 + "/fullName",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/fullName/anyOf/1/type",
														keyword: "type",
														params: { type: "string" },
														message: "must be string"
													};
													if (vErrors === null) vErrors = [err195];
													else vErrors.push(err195);
													errors++;
												}
												var _valid39 = _errs244 === errors;
												valid51 = valid51 || _valid39;
											}
											if (!valid51) {
												const err196 = {
													instancePath: instancePath + "/family/children/" + i0 + "/fullName",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/fullName/anyOf",
													keyword: "anyOf",
													params: {},
													message: "must match a schema in anyOf"
												};
												if (vErrors === null) vErrors = [err196];
												else vErrors.push(err196);
												errors++;
											} else {
												errors = _errs241;
												if (vErrors !== null) {
													if (_errs241) vErrors.length = _errs241;
													else vErrors = null;
												}
											}
										}
										if (data41.birthDate !== void 0) {
											let data43 = data41.birthDate;
											const _errs247 = errors;
											let valid52 = false;
											const _errs248 = errors;
											if (typeof data43 === "string") {
												if (!formats0.validate(data43)) {
													const err197 = {
														instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/birthDate/anyOf/0/format",
														keyword: "format",
														params: { format: "date" },
														message: "must match format \"date\""
													};
													if (vErrors === null) vErrors = [err197];
													else vErrors.push(err197);
													errors++;
												}
											} else {
												const err198 = {
													instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/birthDate/anyOf/0/type",
													keyword: "type",
													params: { type: "string" },
													message: "must be string"
												};
												if (vErrors === null) vErrors = [err198];
												else vErrors.push(err198);
												errors++;
											}
											var _valid40 = _errs248 === errors;
											valid52 = valid52 || _valid40;
											if (!valid52) {
												const _errs250 = errors;
												if (typeof data43 === "string") {
													if (!pattern0.test(data43)) {
														const err199 = {
															instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
															schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/birthDate/anyOf/1/pattern",
															keyword: "pattern",
															params: { pattern: "^\\s*[nN][aA]\\s*$" },
															message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
														};
														if (vErrors === null) vErrors = [err199];
														else vErrors.push(err199);
														errors++;
													}
												} else {
													const err200 = {
														instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/birthDate/anyOf/1/type",
														keyword: "type",
														params: { type: "string" },
														message: "must be string"
													};
													if (vErrors === null) vErrors = [err200];
													else vErrors.push(err200);
													errors++;
												}
												var _valid40 = _errs250 === errors;
												valid52 = valid52 || _valid40;
											}
											if (!valid52) {
												const err201 = {
													instancePath: instancePath + "/family/children/" + i0 + "/birthDate",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/birthDate/anyOf",
													keyword: "anyOf",
													params: {},
													message: "must match a schema in anyOf"
												};
												if (vErrors === null) vErrors = [err201];
												else vErrors.push(err201);
												errors++;
											} else {
												errors = _errs247;
												if (vErrors !== null) {
													if (_errs247) vErrors.length = _errs247;
													else vErrors = null;
												}
											}
										}
										if (data41.nationality !== void 0) {
											let data44 = data41.nationality;
											const _errs253 = errors;
											let valid53 = false;
											const _errs254 = errors;
											if (typeof data44 === "string") {
												if (func4(data44) > 100) {
													const err202 = {
														instancePath: instancePath + "/family/children/" + i0 + "/nationality",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/nationality/anyOf/0/maxLength",
														keyword: "maxLength",
														params: { limit: 100 },
														message: "must NOT have more than 100 characters"
													};
													if (vErrors === null) vErrors = [err202];
													else vErrors.push(err202);
													errors++;
												}
											} else {
												const err203 = {
													instancePath: instancePath + "/family/children/" + i0 + "/nationality",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/nationality/anyOf/0/type",
													keyword: "type",
													params: { type: "string" },
													message: "must be string"
												};
												if (vErrors === null) vErrors = [err203];
												else vErrors.push(err203);
												errors++;
											}
											var _valid41 = _errs254 === errors;
											valid53 = valid53 || _valid41;
											if (!valid53) {
												const _errs256 = errors;
												if (typeof data44 === "string") {
													if (!pattern0.test(data44)) {
														const err204 = {
															instancePath: instancePath + "/family/children/" + i0 + "/nationality",
															schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/nationality/anyOf/1/pattern",
															keyword: "pattern",
															params: { pattern: "^\\s*[nN][aA]\\s*$" },
															message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
														};
														if (vErrors === null) vErrors = [err204];
														else vErrors.push(err204);
														errors++;
													}
												} else {
													const err205 = {
														instancePath: instancePath + "/family/children/" + i0 + "/nationality",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/nationality/anyOf/1/type",
														keyword: "type",
														params: { type: "string" },
														message: "must be string"
													};
													if (vErrors === null) vErrors = [err205];
													else vErrors.push(err205);
													errors++;
												}
												var _valid41 = _errs256 === errors;
												valid53 = valid53 || _valid41;
											}
											if (!valid53) {
												const err206 = {
													instancePath: instancePath + "/family/children/" + i0 + "/nationality",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/nationality/anyOf",
													keyword: "anyOf",
													params: {},
													message: "must match a schema in anyOf"
												};
												if (vErrors === null) vErrors = [err206];
												else vErrors.push(err206);
												errors++;
											} else {
												errors = _errs253;
												if (vErrors !== null) {
													if (_errs253) vErrors.length = _errs253;
													else vErrors = null;
												}
											}
										}
										if (data41.residenceCountry !== void 0) {
											let data45 = data41.residenceCountry;
											const _errs259 = errors;
											let valid54 = false;
											const _errs260 = errors;
											if (typeof data45 === "string") {
												if (func4(data45) > 100) {
													const err207 = {
														instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/0/maxLength",
														keyword: "maxLength",
														params: { limit: 100 },
														message: "must NOT have more than 100 characters"
													};
													if (vErrors === null) vErrors = [err207];
													else vErrors.push(err207);
													errors++;
												}
											} else {
												const err208 = {
													instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/0/type",
													keyword: "type",
													params: { type: "string" },
													message: "must be string"
												};
												if (vErrors === null) vErrors = [err208];
												else vErrors.push(err208);
												errors++;
											}
											var _valid42 = _errs260 === errors;
											valid54 = valid54 || _valid42;
											if (!valid54) {
												const _errs262 = errors;
												if (typeof data45 === "string") {
													if (!pattern0.test(data45)) {
														const err209 = {
															instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
															schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/1/pattern",
															keyword: "pattern",
															params: { pattern: "^\\s*[nN][aA]\\s*$" },
															message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
														};
														if (vErrors === null) vErrors = [err209];
														else vErrors.push(err209);
														errors++;
													}
												} else {
													const err210 = {
														instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/residenceCountry/anyOf/1/type",
														keyword: "type",
														params: { type: "string" },
														message: "must be string"
													};
													if (vErrors === null) vErrors = [err210];
													else vErrors.push(err210);
													errors++;
												}
												var _valid42 = _errs262 === errors;
												valid54 = valid54 || _valid42;
											}
											if (!valid54) {
												const err211 = {
													instancePath: instancePath + "/family/children/" + i0 + "/residenceCountry",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/residenceCountry/anyOf",
													keyword: "anyOf",
													params: {},
													message: "must match a schema in anyOf"
												};
												if (vErrors === null) vErrors = [err211];
												else vErrors.push(err211);
												errors++;
											} else {
												errors = _errs259;
												if (vErrors !== null) {
													if (_errs259) vErrors.length = _errs259;
													else vErrors = null;
												}
											}
										}
										if (data41.travelsWithApplicant !== void 0) {
											let data46 = data41.travelsWithApplicant;
											const _errs265 = errors;
											let valid55 = false;
											const _errs266 = errors;
											if (typeof data46 !== "boolean") {
												const err212 = {
													instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/0/type",
													keyword: "type",
													params: { type: "boolean" },
													message: "must be boolean"
												};
												if (vErrors === null) vErrors = [err212];
												else vErrors.push(err212);
												errors++;
											}
											var _valid43 = _errs266 === errors;
											valid55 = valid55 || _valid43;
											if (!valid55) {
												const _errs268 = errors;
												if (typeof data46 === "string") {
													if (!pattern0.test(data46)) {
														const err213 = {
															instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
															schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/1/pattern",
															keyword: "pattern",
															params: { pattern: "^\\s*[nN][aA]\\s*$" },
															message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
														};
														if (vErrors === null) vErrors = [err213];
														else vErrors.push(err213);
														errors++;
													}
												} else {
													const err214 = {
														instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
														schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf/1/type",
														keyword: "type",
														params: { type: "string" },
														message: "must be string"
													};
													if (vErrors === null) vErrors = [err214];
													else vErrors.push(err214);
													errors++;
												}
												var _valid43 = _errs268 === errors;
												valid55 = valid55 || _valid43;
											}
											if (!valid55) {
												const err215 = {
													instancePath: instancePath + "/family/children/" + i0 + "/travelsWithApplicant",
													schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/properties/travelsWithApplicant/anyOf",
													keyword: "anyOf",
													params: {},
													message: "must match a schema in anyOf"
												};
												if (vErrors === null) vErrors = [err215];
												else vErrors.push(err215);
												errors++;
											} else {
												errors = _errs265;
												if (vErrors !== null) {
													if (_errs265) vErrors.length = _errs265;
													else vErrors = null;
												}
											}
										}
									} else {
										const err216 = {
											instancePath: instancePath + "/family/children/" + i0,
											schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/items/type",
											keyword: "type",
											params: { type: "object" },
											message: "must be object"
										};
										if (vErrors === null) vErrors = [err216];
										else vErrors.push(err216);
										errors++;
									}
								}
							} else {
								const err217 = {
									instancePath: instancePath + "/family/children",
									schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/0/type",
									keyword: "type",
									params: { type: "array" },
									message: "must be array"
								};
								if (vErrors === null) vErrors = [err217];
								else vErrors.push(err217);
								errors++;
							}
							var _valid38 = _errs235 === errors;
							valid47 = valid47 || _valid38;
							if (!valid47) {
								const _errs270 = errors;
								if (typeof data40 === "string") {
									if (!pattern0.test(data40)) {
										const err218 = {
											instancePath: instancePath + "/family/children",
											schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err218];
										else vErrors.push(err218);
										errors++;
									}
								} else {
									const err219 = {
										instancePath: instancePath + "/family/children",
										schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err219];
									else vErrors.push(err219);
									errors++;
								}
								var _valid38 = _errs270 === errors;
								valid47 = valid47 || _valid38;
							}
							if (!valid47) {
								const err220 = {
									instancePath: instancePath + "/family/children",
									schemaPath: "#/properties/family/allOf/1/else/then/properties/children/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err220];
								else vErrors.push(err220);
								errors++;
							} else {
								errors = _errs234;
								if (vErrors !== null) {
									if (_errs234) vErrors.length = _errs234;
									else vErrors = null;
								}
							}
						}
					}
					var _valid37 = _errs232 === errors;
					valid44 = _valid37;
				}
				if (!valid44) {
					const err221 = {
						instancePath: instancePath + "/family",
						schemaPath: "#/properties/family/allOf/1/else/if",
						keyword: "if",
						params: { failingKeyword: "then" },
						message: "must match \"then\" schema"
					};
					if (vErrors === null) vErrors = [err221];
					else vErrors.push(err221);
					errors++;
				}
				var _valid36 = _errs228 === errors;
				valid42 = _valid36;
			}
			if (!valid42) {
				const err222 = {
					instancePath: instancePath + "/family",
					schemaPath: "#/properties/family/allOf/1/if",
					keyword: "if",
					params: { failingKeyword: "else" },
					message: "must match \"else\" schema"
				};
				if (vErrors === null) vErrors = [err222];
				else vErrors.push(err222);
				errors++;
			}
			if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
				for (const key3 in data27) {
					const _errs272 = errors;
					if (!(key3 === "maritalStatus" || key3 === "previousMarriageDetails" || key3 === "hasChildren" || key3 === "dependentsCount" || key3 === "fatherFullName" || key3 === "fatherBirthDate" || key3 === "fatherResidence" || key3 === "motherFullName" || key3 === "motherBirthDate" || key3 === "motherResidence" || key3 === "marriageDate" || key3 === "marriagePlace" || key3 === "spouseFullName" || key3 === "spouseBirthDate" || key3 === "spouseBirthPlace" || key3 === "spouseNationality" || key3 === "spouseOccupation" || key3 === "spouseTravelsWithApplicant" || key3 === "children")) {
						const err223 = {
							instancePath: instancePath + "/family",
							schemaPath: "#/properties/family/propertyNames/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.family.propertyNames.enum },
							message: "must be equal to one of the allowed values",
							propertyName: key3
						};
						if (vErrors === null) vErrors = [err223];
						else vErrors.push(err223);
						errors++;
					}
					if (!(_errs272 === errors)) {
						const err224 = {
							instancePath: instancePath + "/family",
							schemaPath: "#/properties/family/propertyNames",
							keyword: "propertyNames",
							params: { propertyName: key3 },
							message: "property name must be valid"
						};
						if (vErrors === null) vErrors = [err224];
						else vErrors.push(err224);
						errors++;
					}
				}
				if (data27.maritalStatus !== void 0) {
					let data47 = data27.maritalStatus;
					const _errs274 = errors;
					let valid58 = false;
					const _errs275 = errors;
					if (typeof data47 !== "string") {
						const err225 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err225];
						else vErrors.push(err225);
						errors++;
					}
					if (!(data47 === "soltero" || data47 === "casado" || data47 === "divorciado" || data47 === "viudo" || data47 === "union-libre")) {
						const err226 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.family.properties.maritalStatus.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err226];
						else vErrors.push(err226);
						errors++;
					}
					var _valid44 = _errs275 === errors;
					valid58 = valid58 || _valid44;
					if (!valid58) {
						const _errs277 = errors;
						if (typeof data47 === "string") {
							if (!pattern0.test(data47)) {
								const err227 = {
									instancePath: instancePath + "/family/maritalStatus",
									schemaPath: "#/properties/family/properties/maritalStatus/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err227];
								else vErrors.push(err227);
								errors++;
							}
						} else {
							const err228 = {
								instancePath: instancePath + "/family/maritalStatus",
								schemaPath: "#/properties/family/properties/maritalStatus/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err228];
							else vErrors.push(err228);
							errors++;
						}
						var _valid44 = _errs277 === errors;
						valid58 = valid58 || _valid44;
					}
					if (!valid58) {
						const err229 = {
							instancePath: instancePath + "/family/maritalStatus",
							schemaPath: "#/properties/family/properties/maritalStatus/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err229];
						else vErrors.push(err229);
						errors++;
					} else {
						errors = _errs274;
						if (vErrors !== null) {
							if (_errs274) vErrors.length = _errs274;
							else vErrors = null;
						}
					}
				}
				if (data27.previousMarriageDetails !== void 0) {
					let data48 = data27.previousMarriageDetails;
					const _errs280 = errors;
					let valid59 = false;
					const _errs281 = errors;
					if (typeof data48 === "string") {
						if (func4(data48) > 2e3) {
							const err230 = {
								instancePath: instancePath + "/family/previousMarriageDetails",
								schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err230];
							else vErrors.push(err230);
							errors++;
						}
					} else {
						const err231 = {
							instancePath: instancePath + "/family/previousMarriageDetails",
							schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err231];
						else vErrors.push(err231);
						errors++;
					}
					var _valid45 = _errs281 === errors;
					valid59 = valid59 || _valid45;
					if (!valid59) {
						const _errs283 = errors;
						if (typeof data48 === "string") {
							if (!pattern0.test(data48)) {
								const err232 = {
									instancePath: instancePath + "/family/previousMarriageDetails",
									schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err232];
								else vErrors.push(err232);
								errors++;
							}
						} else {
							const err233 = {
								instancePath: instancePath + "/family/previousMarriageDetails",
								schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err233];
							else vErrors.push(err233);
							errors++;
						}
						var _valid45 = _errs283 === errors;
						valid59 = valid59 || _valid45;
					}
					if (!valid59) {
						const err234 = {
							instancePath: instancePath + "/family/previousMarriageDetails",
							schemaPath: "#/properties/family/properties/previousMarriageDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err234];
						else vErrors.push(err234);
						errors++;
					} else {
						errors = _errs280;
						if (vErrors !== null) {
							if (_errs280) vErrors.length = _errs280;
							else vErrors = null;
						}
					}
				}
				if (data27.hasChildren !== void 0) {
					let data49 = data27.hasChildren;
					const _errs286 = errors;
					let valid60 = false;
					const _errs287 = errors;
					if (typeof data49 !== "boolean") {
						const err235 = {
							instancePath: instancePath + "/family/hasChildren",
							schemaPath: "#/properties/family/properties/hasChildren/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err235];
						else vErrors.push(err235);
						errors++;
					}
					var _valid46 = _errs287 === errors;
					valid60 = valid60 || _valid46;
					if (!valid60) {
						const _errs289 = errors;
						if (typeof data49 === "string") {
							if (!pattern0.test(data49)) {
								const err236 = {
									instancePath: instancePath + "/family/hasChildren",
									schemaPath: "#/properties/family/properties/hasChildren/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err236];
								else vErrors.push(err236);
								errors++;
							}
						} else {
							const err237 = {
								instancePath: instancePath + "/family/hasChildren",
								schemaPath: "#/properties/family/properties/hasChildren/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err237];
							else vErrors.push(err237);
							errors++;
						}
						var _valid46 = _errs289 === errors;
						valid60 = valid60 || _valid46;
					}
					if (!valid60) {
						const err238 = {
							instancePath: instancePath + "/family/hasChildren",
							schemaPath: "#/properties/family/properties/hasChildren/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err238];
						else vErrors.push(err238);
						errors++;
					} else {
						errors = _errs286;
						if (vErrors !== null) {
							if (_errs286) vErrors.length = _errs286;
							else vErrors = null;
						}
					}
				}
				if (data27.dependentsCount !== void 0) {
					let data50 = data27.dependentsCount;
					const _errs292 = errors;
					let valid61 = false;
					const _errs293 = errors;
					if (!(typeof data50 == "number" && !(data50 % 1) && !isNaN(data50) && isFinite(data50))) {
						const err239 = {
							instancePath: instancePath + "/family/dependentsCount",
							schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err239];
						else vErrors.push(err239);
						errors++;
					}
					if (typeof data50 == "number" && isFinite(data50)) {
						if (data50 > 30 || isNaN(data50)) {
							const err240 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 30
								},
								message: "must be <= 30"
							};
							if (vErrors === null) vErrors = [err240];
							else vErrors.push(err240);
							errors++;
						}
						if (data50 < 0 || isNaN(data50)) {
							const err241 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err241];
							else vErrors.push(err241);
							errors++;
						}
					}
					var _valid47 = _errs293 === errors;
					valid61 = valid61 || _valid47;
					if (!valid61) {
						const _errs295 = errors;
						if (typeof data50 === "string") {
							if (!pattern0.test(data50)) {
								const err242 = {
									instancePath: instancePath + "/family/dependentsCount",
									schemaPath: "#/properties/family/properties/dependentsCount/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err242];
								else vErrors.push(err242);
								errors++;
							}
						} else {
							const err243 = {
								instancePath: instancePath + "/family/dependentsCount",
								schemaPath: "#/properties/family/properties/dependentsCount/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err243];
							else vErrors.push(err243);
							errors++;
						}
						var _valid47 = _errs295 === errors;
						valid61 = valid61 || _valid47;
					}
					if (!valid61) {
						const err244 = {
							instancePath: instancePath + "/family/dependentsCount",
							schemaPath: "#/properties/family/properties/dependentsCount/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err244];
						else vErrors.push(err244);
						errors++;
					} else {
						errors = _errs292;
						if (vErrors !== null) {
							if (_errs292) vErrors.length = _errs292;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherFullName !== void 0) {
					let data51 = data27.fatherFullName;
					const _errs298 = errors;
					let valid62 = false;
					const _errs299 = errors;
					if (typeof data51 === "string") {
						if (func4(data51) > 200) {
							const err245 = {
								instancePath: instancePath + "/family/fatherFullName",
								schemaPath: "#/properties/family/properties/fatherFullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err245];
							else vErrors.push(err245);
							errors++;
						}
					} else {
						const err246 = {
							instancePath: instancePath + "/family/fatherFullName",
							schemaPath: "#/properties/family/properties/fatherFullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err246];
						else vErrors.push(err246);
						errors++;
					}
					var _valid48 = _errs299 === errors;
					valid62 = valid62 || _valid48;
					if (!valid62) {
						const _errs301 = errors;
						if (typeof data51 === "string") {
							if (!pattern0.test(data51)) {
								const err247 = {
									instancePath: instancePath + "/family/fatherFullName",
									schemaPath: "#/properties/family/properties/fatherFullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err247];
								else vErrors.push(err247);
								errors++;
							}
						} else {
							const err248 = {
								instancePath: instancePath + "/family/fatherFullName",
								schemaPath: "#/properties/family/properties/fatherFullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err248];
							else vErrors.push(err248);
							errors++;
						}
						var _valid48 = _errs301 === errors;
						valid62 = valid62 || _valid48;
					}
					if (!valid62) {
						const err249 = {
							instancePath: instancePath + "/family/fatherFullName",
							schemaPath: "#/properties/family/properties/fatherFullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err249];
						else vErrors.push(err249);
						errors++;
					} else {
						errors = _errs298;
						if (vErrors !== null) {
							if (_errs298) vErrors.length = _errs298;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherBirthDate !== void 0) {
					let data52 = data27.fatherBirthDate;
					const _errs304 = errors;
					let valid63 = false;
					const _errs305 = errors;
					if (typeof data52 === "string") {
						if (!formats0.validate(data52)) {
							const err250 = {
								instancePath: instancePath + "/family/fatherBirthDate",
								schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err250];
							else vErrors.push(err250);
							errors++;
						}
					} else {
						const err251 = {
							instancePath: instancePath + "/family/fatherBirthDate",
							schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err251];
						else vErrors.push(err251);
						errors++;
					}
					var _valid49 = _errs305 === errors;
					valid63 = valid63 || _valid49;
					if (!valid63) {
						const _errs307 = errors;
						if (typeof data52 === "string") {
							if (!pattern0.test(data52)) {
								const err252 = {
									instancePath: instancePath + "/family/fatherBirthDate",
									schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err252];
								else vErrors.push(err252);
								errors++;
							}
						} else {
							const err253 = {
								instancePath: instancePath + "/family/fatherBirthDate",
								schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err253];
							else vErrors.push(err253);
							errors++;
						}
						var _valid49 = _errs307 === errors;
						valid63 = valid63 || _valid49;
					}
					if (!valid63) {
						const err254 = {
							instancePath: instancePath + "/family/fatherBirthDate",
							schemaPath: "#/properties/family/properties/fatherBirthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err254];
						else vErrors.push(err254);
						errors++;
					} else {
						errors = _errs304;
						if (vErrors !== null) {
							if (_errs304) vErrors.length = _errs304;
							else vErrors = null;
						}
					}
				}
				if (data27.fatherResidence !== void 0) {
					let data53 = data27.fatherResidence;
					const _errs310 = errors;
					let valid64 = false;
					const _errs311 = errors;
					if (typeof data53 === "string") {
						if (func4(data53) > 150) {
							const err255 = {
								instancePath: instancePath + "/family/fatherResidence",
								schemaPath: "#/properties/family/properties/fatherResidence/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err255];
							else vErrors.push(err255);
							errors++;
						}
					} else {
						const err256 = {
							instancePath: instancePath + "/family/fatherResidence",
							schemaPath: "#/properties/family/properties/fatherResidence/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err256];
						else vErrors.push(err256);
						errors++;
					}
					var _valid50 = _errs311 === errors;
					valid64 = valid64 || _valid50;
					if (!valid64) {
						const _errs313 = errors;
						if (typeof data53 === "string") {
							if (!pattern0.test(data53)) {
								const err257 = {
									instancePath: instancePath + "/family/fatherResidence",
									schemaPath: "#/properties/family/properties/fatherResidence/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err257];
								else vErrors.push(err257);
								errors++;
							}
						} else {
							const err258 = {
								instancePath: instancePath + "/family/fatherResidence",
								schemaPath: "#/properties/family/properties/fatherResidence/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err258];
							else vErrors.push(err258);
							errors++;
						}
						var _valid50 = _errs313 === errors;
						valid64 = valid64 || _valid50;
					}
					if (!valid64) {
						const err259 = {
							instancePath: instancePath + "/family/fatherResidence",
							schemaPath: "#/properties/family/properties/fatherResidence/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err259];
						else vErrors.push(err259);
						errors++;
					} else {
						errors = _errs310;
						if (vErrors !== null) {
							if (_errs310) vErrors.length = _errs310;
							else vErrors = null;
						}
					}
				}
				if (data27.motherFullName !== void 0) {
					let data54 = data27.motherFullName;
					const _errs316 = errors;
					let valid65 = false;
					const _errs317 = errors;
					if (typeof data54 === "string") {
						if (func4(data54) > 200) {
							const err260 = {
								instancePath: instancePath + "/family/motherFullName",
								schemaPath: "#/properties/family/properties/motherFullName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err260];
							else vErrors.push(err260);
							errors++;
						}
					} else {
						const err261 = {
							instancePath: instancePath + "/family/motherFullName",
							schemaPath: "#/properties/family/properties/motherFullName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err261];
						else vErrors.push(err261);
						errors++;
					}
					var _valid51 = _errs317 === errors;
					valid65 = valid65 || _valid51;
					if (!valid65) {
						const _errs319 = errors;
						if (typeof data54 === "string") {
							if (!pattern0.test(data54)) {
								const err262 = {
									instancePath: instancePath + "/family/motherFullName",
									schemaPath: "#/properties/family/properties/motherFullName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err262];
								else vErrors.push(err262);
								errors++;
							}
						} else {
							const err263 = {
								instancePath: instancePath + "/family/motherFullName",
								schemaPath: "#/properties/family/properties/motherFullName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err263];
							else vErrors.push(err263);
							errors++;
						}
						var _valid51 = _errs319 === errors;
						valid65 = valid65 || _valid51;
					}
					if (!valid65) {
						const err264 = {
							instancePath: instancePath + "/family/motherFullName",
							schemaPath: "#/properties/family/properties/motherFullName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err264];
						else vErrors.push(err264);
						errors++;
					} else {
						errors = _errs316;
						if (vErrors !== null) {
							if (_errs316) vErrors.length = _errs316;
							else vErrors = null;
						}
					}
				}
				if (data27.motherBirthDate !== void 0) {
					let data55 = data27.motherBirthDate;
					const _errs322 = errors;
					let valid66 = false;
					const _errs323 = errors;
					if (typeof data55 === "string") {
						if (!formats0.validate(data55)) {
							const err265 = {
								instancePath: instancePath + "/family/motherBirthDate",
								schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err265];
							else vErrors.push(err265);
							errors++;
						}
					} else {
						const err266 = {
							instancePath: instancePath + "/family/motherBirthDate",
							schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err266];
						else vErrors.push(err266);
						errors++;
					}
					var _valid52 = _errs323 === errors;
					valid66 = valid66 || _valid52;
					if (!valid66) {
						const _errs325 = errors;
						if (typeof data55 === "string") {
							if (!pattern0.test(data55)) {
								const err267 = {
									instancePath: instancePath + "/family/motherBirthDate",
									schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err267];
								else vErrors.push(err267);
								errors++;
							}
						} else {
							const err268 = {
								instancePath: instancePath + "/family/motherBirthDate",
								schemaPath: "#/properties/family/properties/motherBirthDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err268];
							else vErrors.push(err268);
							errors++;
						}
						var _valid52 = _errs325 === errors;
						valid66 = valid66 || _valid52;
					}
					if (!valid66) {
						const err269 = {
							instancePath: instancePath + "/family/motherBirthDate",
							schemaPath: "#/properties/family/properties/motherBirthDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err269];
						else vErrors.push(err269);
						errors++;
					} else {
						errors = _errs322;
						if (vErrors !== null) {
							if (_errs322) vErrors.length = _errs322;
							else vErrors = null;
						}
					}
				}
				if (data27.motherResidence !== void 0) {
					let data56 = data27.motherResidence;
					const _errs328 = errors;
					let valid67 = false;
					const _errs329 = errors;
					if (typeof data56 === "string") {
						if (func4(data56) > 150) {
							const err270 = {
								instancePath: instancePath + "/family/motherResidence",
								schemaPath: "#/properties/family/properties/motherResidence/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err270];
							else vErrors.push(err270);
							errors++;
						}
					} else {
						const err271 = {
							instancePath: instancePath + "/family/motherResidence",
							schemaPath: "#/properties/family/properties/motherResidence/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err271];
						else vErrors.push(err271);
						errors++;
					}
					var _valid53 = _errs329 === errors;
					valid67 = valid67 || _valid53;
					if (!valid67) {
						const _errs331 = errors;
						if (typeof data56 === "string") {
							if (!pattern0.test(data56)) {
								const err272 = {
									instancePath: instancePath + "/family/motherResidence",
									schemaPath: "#/properties/family/properties/motherResidence/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err272];
								else vErrors.push(err272);
								errors++;
							}
						} else {
							const err273 = {
								instancePath: instancePath + "/family/motherResidence",
								schemaPath: "#/properties/family/properties/motherResidence/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err273];
							else vErrors.push(err273);
							errors++;
						}
						var _valid53 = _errs331 === errors;
						valid67 = valid67 || _valid53;
					}
					if (!valid67) {
						const err274 = {
							instancePath: instancePath + "/family/motherResidence",
							schemaPath: "#/properties/family/properties/motherResidence/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err274];
						else vErrors.push(err274);
						errors++;
					} else {
						errors = _errs328;
						if (vErrors !== null) {
							if (_errs328) vErrors.length = _errs328;
							else vErrors = null;
						}
					}
				}
			} else {
				const err275 = {
					instancePath: instancePath + "/family",
					schemaPath: "#/properties/family/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err275];
				else vErrors.push(err275);
				errors++;
			}
		}
		if (data.residence !== void 0) {
			let data57 = data.residence;
			if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
				if (data57.primaryPhone === void 0) {
					const err276 = {
						instancePath: instancePath + "/residence",
						schemaPath: "#/properties/residence/required",
						keyword: "required",
						params: { missingProperty: "primaryPhone" },
						message: "must have required property 'primaryPhone'"
					};
					if (vErrors === null) vErrors = [err276];
					else vErrors.push(err276);
					errors++;
				}
				for (const key4 in data57) if (!func2.call(schema11.properties.residence.properties, key4)) {
					const err277 = {
						instancePath: instancePath + "/residence",
						schemaPath: "#/properties/residence/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key4 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err277];
					else vErrors.push(err277);
					errors++;
				}
				if (data57.currentAddressFull !== void 0) {
					let data58 = data57.currentAddressFull;
					const _errs337 = errors;
					let valid69 = false;
					const _errs338 = errors;
					if (typeof data58 === "string") {
						if (func4(data58) > 300) {
							const err278 = {
								instancePath: instancePath + "/residence/currentAddressFull",
								schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err278];
							else vErrors.push(err278);
							errors++;
						}
					} else {
						const err279 = {
							instancePath: instancePath + "/residence/currentAddressFull",
							schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err279];
						else vErrors.push(err279);
						errors++;
					}
					var _valid54 = _errs338 === errors;
					valid69 = valid69 || _valid54;
					if (!valid69) {
						const _errs340 = errors;
						if (typeof data58 === "string") {
							if (!pattern0.test(data58)) {
								const err280 = {
									instancePath: instancePath + "/residence/currentAddressFull",
									schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err280];
								else vErrors.push(err280);
								errors++;
							}
						} else {
							const err281 = {
								instancePath: instancePath + "/residence/currentAddressFull",
								schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err281];
							else vErrors.push(err281);
							errors++;
						}
						var _valid54 = _errs340 === errors;
						valid69 = valid69 || _valid54;
					}
					if (!valid69) {
						const err282 = {
							instancePath: instancePath + "/residence/currentAddressFull",
							schemaPath: "#/properties/residence/properties/currentAddressFull/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err282];
						else vErrors.push(err282);
						errors++;
					} else {
						errors = _errs337;
						if (vErrors !== null) {
							if (_errs337) vErrors.length = _errs337;
							else vErrors = null;
						}
					}
				}
				if (data57.city !== void 0) {
					let data59 = data57.city;
					const _errs343 = errors;
					let valid70 = false;
					const _errs344 = errors;
					if (typeof data59 === "string") {
						if (func4(data59) > 100) {
							const err283 = {
								instancePath: instancePath + "/residence/city",
								schemaPath: "#/properties/residence/properties/city/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err283];
							else vErrors.push(err283);
							errors++;
						}
					} else {
						const err284 = {
							instancePath: instancePath + "/residence/city",
							schemaPath: "#/properties/residence/properties/city/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err284];
						else vErrors.push(err284);
						errors++;
					}
					var _valid55 = _errs344 === errors;
					valid70 = valid70 || _valid55;
					if (!valid70) {
						const _errs346 = errors;
						if (typeof data59 === "string") {
							if (!pattern0.test(data59)) {
								const err285 = {
									instancePath: instancePath + "/residence/city",
									schemaPath: "#/properties/residence/properties/city/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err285];
								else vErrors.push(err285);
								errors++;
							}
						} else {
							const err286 = {
								instancePath: instancePath + "/residence/city",
								schemaPath: "#/properties/residence/properties/city/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err286];
							else vErrors.push(err286);
							errors++;
						}
						var _valid55 = _errs346 === errors;
						valid70 = valid70 || _valid55;
					}
					if (!valid70) {
						const err287 = {
							instancePath: instancePath + "/residence/city",
							schemaPath: "#/properties/residence/properties/city/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err287];
						else vErrors.push(err287);
						errors++;
					} else {
						errors = _errs343;
						if (vErrors !== null) {
							if (_errs343) vErrors.length = _errs343;
							else vErrors = null;
						}
					}
				}
				if (data57.province !== void 0) {
					let data60 = data57.province;
					const _errs349 = errors;
					let valid71 = false;
					const _errs350 = errors;
					if (typeof data60 === "string") {
						if (func4(data60) > 100) {
							const err288 = {
								instancePath: instancePath + "/residence/province",
								schemaPath: "#/properties/residence/properties/province/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err288];
							else vErrors.push(err288);
							errors++;
						}
					} else {
						const err289 = {
							instancePath: instancePath + "/residence/province",
							schemaPath: "#/properties/residence/properties/province/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err289];
						else vErrors.push(err289);
						errors++;
					}
					var _valid56 = _errs350 === errors;
					valid71 = valid71 || _valid56;
					if (!valid71) {
						const _errs352 = errors;
						if (typeof data60 === "string") {
							if (!pattern0.test(data60)) {
								const err290 = {
									instancePath: instancePath + "/residence/province",
									schemaPath: "#/properties/residence/properties/province/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err290];
								else vErrors.push(err290);
								errors++;
							}
						} else {
							const err291 = {
								instancePath: instancePath + "/residence/province",
								schemaPath: "#/properties/residence/properties/province/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err291];
							else vErrors.push(err291);
							errors++;
						}
						var _valid56 = _errs352 === errors;
						valid71 = valid71 || _valid56;
					}
					if (!valid71) {
						const err292 = {
							instancePath: instancePath + "/residence/province",
							schemaPath: "#/properties/residence/properties/province/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err292];
						else vErrors.push(err292);
						errors++;
					} else {
						errors = _errs349;
						if (vErrors !== null) {
							if (_errs349) vErrors.length = _errs349;
							else vErrors = null;
						}
					}
				}
				if (data57.postalCode !== void 0) {
					let data61 = data57.postalCode;
					const _errs355 = errors;
					let valid72 = false;
					const _errs356 = errors;
					if (typeof data61 === "string") {
						if (func4(data61) > 20) {
							const err293 = {
								instancePath: instancePath + "/residence/postalCode",
								schemaPath: "#/properties/residence/properties/postalCode/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 20 },
								message: "must NOT have more than 20 characters"
							};
							if (vErrors === null) vErrors = [err293];
							else vErrors.push(err293);
							errors++;
						}
					} else {
						const err294 = {
							instancePath: instancePath + "/residence/postalCode",
							schemaPath: "#/properties/residence/properties/postalCode/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err294];
						else vErrors.push(err294);
						errors++;
					}
					var _valid57 = _errs356 === errors;
					valid72 = valid72 || _valid57;
					if (!valid72) {
						const _errs358 = errors;
						if (typeof data61 === "string") {
							if (!pattern0.test(data61)) {
								const err295 = {
									instancePath: instancePath + "/residence/postalCode",
									schemaPath: "#/properties/residence/properties/postalCode/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err295];
								else vErrors.push(err295);
								errors++;
							}
						} else {
							const err296 = {
								instancePath: instancePath + "/residence/postalCode",
								schemaPath: "#/properties/residence/properties/postalCode/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err296];
							else vErrors.push(err296);
							errors++;
						}
						var _valid57 = _errs358 === errors;
						valid72 = valid72 || _valid57;
					}
					if (!valid72) {
						const err297 = {
							instancePath: instancePath + "/residence/postalCode",
							schemaPath: "#/properties/residence/properties/postalCode/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err297];
						else vErrors.push(err297);
						errors++;
					} else {
						errors = _errs355;
						if (vErrors !== null) {
							if (_errs355) vErrors.length = _errs355;
							else vErrors = null;
						}
					}
				}
				if (data57.housingType !== void 0) {
					let data62 = data57.housingType;
					const _errs361 = errors;
					let valid73 = false;
					const _errs362 = errors;
					if (typeof data62 !== "string") {
						const err298 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err298];
						else vErrors.push(err298);
						errors++;
					}
					if (!(data62 === "propia" || data62 === "alquilada" || data62 === "familiar" || data62 === "otra")) {
						const err299 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.residence.properties.housingType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err299];
						else vErrors.push(err299);
						errors++;
					}
					var _valid58 = _errs362 === errors;
					valid73 = valid73 || _valid58;
					if (!valid73) {
						const _errs364 = errors;
						if (typeof data62 === "string") {
							if (!pattern0.test(data62)) {
								const err300 = {
									instancePath: instancePath + "/residence/housingType",
									schemaPath: "#/properties/residence/properties/housingType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err300];
								else vErrors.push(err300);
								errors++;
							}
						} else {
							const err301 = {
								instancePath: instancePath + "/residence/housingType",
								schemaPath: "#/properties/residence/properties/housingType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err301];
							else vErrors.push(err301);
							errors++;
						}
						var _valid58 = _errs364 === errors;
						valid73 = valid73 || _valid58;
					}
					if (!valid73) {
						const err302 = {
							instancePath: instancePath + "/residence/housingType",
							schemaPath: "#/properties/residence/properties/housingType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err302];
						else vErrors.push(err302);
						errors++;
					} else {
						errors = _errs361;
						if (vErrors !== null) {
							if (_errs361) vErrors.length = _errs361;
							else vErrors = null;
						}
					}
				}
				if (data57.yearsAtAddress !== void 0) {
					let data63 = data57.yearsAtAddress;
					const _errs367 = errors;
					let valid74 = false;
					const _errs368 = errors;
					if (!(typeof data63 == "number" && !(data63 % 1) && !isNaN(data63) && isFinite(data63))) {
						const err303 = {
							instancePath: instancePath + "/residence/yearsAtAddress",
							schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err303];
						else vErrors.push(err303);
						errors++;
					}
					if (typeof data63 == "number" && isFinite(data63)) {
						if (data63 > 100 || isNaN(data63)) {
							const err304 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 100
								},
								message: "must be <= 100"
							};
							if (vErrors === null) vErrors = [err304];
							else vErrors.push(err304);
							errors++;
						}
						if (data63 < 0 || isNaN(data63)) {
							const err305 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err305];
							else vErrors.push(err305);
							errors++;
						}
					}
					var _valid59 = _errs368 === errors;
					valid74 = valid74 || _valid59;
					if (!valid74) {
						const _errs370 = errors;
						if (typeof data63 === "string") {
							if (!pattern0.test(data63)) {
								const err306 = {
									instancePath: instancePath + "/residence/yearsAtAddress",
									schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err306];
								else vErrors.push(err306);
								errors++;
							}
						} else {
							const err307 = {
								instancePath: instancePath + "/residence/yearsAtAddress",
								schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err307];
							else vErrors.push(err307);
							errors++;
						}
						var _valid59 = _errs370 === errors;
						valid74 = valid74 || _valid59;
					}
					if (!valid74) {
						const err308 = {
							instancePath: instancePath + "/residence/yearsAtAddress",
							schemaPath: "#/properties/residence/properties/yearsAtAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err308];
						else vErrors.push(err308);
						errors++;
					} else {
						errors = _errs367;
						if (vErrors !== null) {
							if (_errs367) vErrors.length = _errs367;
							else vErrors = null;
						}
					}
				}
				if (data57.primaryPhone !== void 0) {
					let data64 = data57.primaryPhone;
					const _errs373 = errors;
					let valid75 = false;
					const _errs374 = errors;
					if (typeof data64 === "string") {
						if (func4(data64) > 30) {
							const err309 = {
								instancePath: instancePath + "/residence/primaryPhone",
								schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err309];
							else vErrors.push(err309);
							errors++;
						}
					} else {
						const err310 = {
							instancePath: instancePath + "/residence/primaryPhone",
							schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err310];
						else vErrors.push(err310);
						errors++;
					}
					var _valid60 = _errs374 === errors;
					valid75 = valid75 || _valid60;
					if (!valid75) {
						const _errs376 = errors;
						if (typeof data64 === "string") {
							if (!pattern0.test(data64)) {
								const err311 = {
									instancePath: instancePath + "/residence/primaryPhone",
									schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err311];
								else vErrors.push(err311);
								errors++;
							}
						} else {
							const err312 = {
								instancePath: instancePath + "/residence/primaryPhone",
								schemaPath: "#/properties/residence/properties/primaryPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err312];
							else vErrors.push(err312);
							errors++;
						}
						var _valid60 = _errs376 === errors;
						valid75 = valid75 || _valid60;
					}
					if (!valid75) {
						const err313 = {
							instancePath: instancePath + "/residence/primaryPhone",
							schemaPath: "#/properties/residence/properties/primaryPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err313];
						else vErrors.push(err313);
						errors++;
					} else {
						errors = _errs373;
						if (vErrors !== null) {
							if (_errs373) vErrors.length = _errs373;
							else vErrors = null;
						}
					}
				}
				if (data57.secondaryPhone !== void 0) {
					let data65 = data57.secondaryPhone;
					const _errs379 = errors;
					let valid76 = false;
					const _errs380 = errors;
					if (typeof data65 === "string") {
						if (func4(data65) > 30) {
							const err314 = {
								instancePath: instancePath + "/residence/secondaryPhone",
								schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err314];
							else vErrors.push(err314);
							errors++;
						}
					} else {
						const err315 = {
							instancePath: instancePath + "/residence/secondaryPhone",
							schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err315];
						else vErrors.push(err315);
						errors++;
					}
					var _valid61 = _errs380 === errors;
					valid76 = valid76 || _valid61;
					if (!valid76) {
						const _errs382 = errors;
						if (typeof data65 === "string") {
							if (!pattern0.test(data65)) {
								const err316 = {
									instancePath: instancePath + "/residence/secondaryPhone",
									schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err316];
								else vErrors.push(err316);
								errors++;
							}
						} else {
							const err317 = {
								instancePath: instancePath + "/residence/secondaryPhone",
								schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err317];
							else vErrors.push(err317);
							errors++;
						}
						var _valid61 = _errs382 === errors;
						valid76 = valid76 || _valid61;
					}
					if (!valid76) {
						const err318 = {
							instancePath: instancePath + "/residence/secondaryPhone",
							schemaPath: "#/properties/residence/properties/secondaryPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err318];
						else vErrors.push(err318);
						errors++;
					} else {
						errors = _errs379;
						if (vErrors !== null) {
							if (_errs379) vErrors.length = _errs379;
							else vErrors = null;
						}
					}
				}
				if (data57.email !== void 0) {
					let data66 = data57.email;
					const _errs385 = errors;
					let valid77 = false;
					const _errs386 = errors;
					if (typeof data66 === "string") {
						if (func4(data66) > 254) {
							const err319 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 254 },
								message: "must NOT have more than 254 characters"
							};
							if (vErrors === null) vErrors = [err319];
							else vErrors.push(err319);
							errors++;
						}
						if (!formats24.validate(data66)) {
							const err320 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/0/format",
								keyword: "format",
								params: { format: "email" },
								message: "must match format \"email\""
							};
							if (vErrors === null) vErrors = [err320];
							else vErrors.push(err320);
							errors++;
						}
					} else {
						const err321 = {
							instancePath: instancePath + "/residence/email",
							schemaPath: "#/properties/residence/properties/email/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err321];
						else vErrors.push(err321);
						errors++;
					}
					var _valid62 = _errs386 === errors;
					valid77 = valid77 || _valid62;
					if (!valid77) {
						const _errs388 = errors;
						if (typeof data66 === "string") {
							if (!pattern0.test(data66)) {
								const err322 = {
									instancePath: instancePath + "/residence/email",
									schemaPath: "#/properties/residence/properties/email/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err322];
								else vErrors.push(err322);
								errors++;
							}
						} else {
							const err323 = {
								instancePath: instancePath + "/residence/email",
								schemaPath: "#/properties/residence/properties/email/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err323];
							else vErrors.push(err323);
							errors++;
						}
						var _valid62 = _errs388 === errors;
						valid77 = valid77 || _valid62;
					}
					if (!valid77) {
						const err324 = {
							instancePath: instancePath + "/residence/email",
							schemaPath: "#/properties/residence/properties/email/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err324];
						else vErrors.push(err324);
						errors++;
					} else {
						errors = _errs385;
						if (vErrors !== null) {
							if (_errs385) vErrors.length = _errs385;
							else vErrors = null;
						}
					}
				}
				if (data57.socialMedia !== void 0) {
					let data67 = data57.socialMedia;
					const _errs391 = errors;
					let valid78 = false;
					const _errs392 = errors;
					if (typeof data67 === "string") {
						if (func4(data67) > 1e3) {
							const err325 = {
								instancePath: instancePath + "/residence/socialMedia",
								schemaPath: "#/properties/residence/properties/socialMedia/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err325];
							else vErrors.push(err325);
							errors++;
						}
					} else {
						const err326 = {
							instancePath: instancePath + "/residence/socialMedia",
							schemaPath: "#/properties/residence/properties/socialMedia/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err326];
						else vErrors.push(err326);
						errors++;
					}
					var _valid63 = _errs392 === errors;
					valid78 = valid78 || _valid63;
					if (!valid78) {
						const _errs394 = errors;
						if (typeof data67 === "string") {
							if (!pattern0.test(data67)) {
								const err327 = {
									instancePath: instancePath + "/residence/socialMedia",
									schemaPath: "#/properties/residence/properties/socialMedia/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err327];
								else vErrors.push(err327);
								errors++;
							}
						} else {
							const err328 = {
								instancePath: instancePath + "/residence/socialMedia",
								schemaPath: "#/properties/residence/properties/socialMedia/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err328];
							else vErrors.push(err328);
							errors++;
						}
						var _valid63 = _errs394 === errors;
						valid78 = valid78 || _valid63;
					}
					if (!valid78) {
						const err329 = {
							instancePath: instancePath + "/residence/socialMedia",
							schemaPath: "#/properties/residence/properties/socialMedia/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err329];
						else vErrors.push(err329);
						errors++;
					} else {
						errors = _errs391;
						if (vErrors !== null) {
							if (_errs391) vErrors.length = _errs391;
							else vErrors = null;
						}
					}
				}
				if (data57.previousResidences !== void 0) {
					let data68 = data57.previousResidences;
					const _errs397 = errors;
					let valid79 = false;
					const _errs398 = errors;
					if (Array.isArray(data68)) {
						const len1 = data68.length;
						for (let i1 = 0; i1 < len1; i1++) {
							let data69 = data68[i1];
							if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
								for (const key5 in data69) if (!(key5 === "address" || key5 === "city" || key5 === "country" || key5 === "fromDate" || key5 === "toDate")) {
									const err330 = {
										instancePath: instancePath + "/residence/previousResidences/" + i1,
										schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key5 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err330];
									else vErrors.push(err330);
									errors++;
								}
								if (data69.address !== void 0) {
									let data70 = data69.address;
									const _errs404 = errors;
									let valid83 = false;
									const _errs405 = errors;
									if (typeof data70 === "string") {
										if (func4(data70) > 300) {
											const err331 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 300 },
												message: "must NOT have more than 300 characters"
											};
											if (vErrors === null) vErrors = [err331];
											else vErrors.push(err331);
											errors++;
										}
									} else {
										const err332 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err332];
										else vErrors.push(err332);
										errors++;
									}
									var _valid65 = _errs405 === errors;
									valid83 = valid83 || _valid65;
									if (!valid83) {
										const _errs407 = errors;
										if (typeof data70 === "string") {
											if (!pattern0.test(data70)) {
												const err333 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err333];
												else vErrors.push(err333);
												errors++;
											}
										} else {
											const err334 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err334];
											else vErrors.push(err334);
											errors++;
										}
										var _valid65 = _errs407 === errors;
										valid83 = valid83 || _valid65;
									}
									if (!valid83) {
										const err335 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/address",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/address/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err335];
										else vErrors.push(err335);
										errors++;
									} else {
										errors = _errs404;
										if (vErrors !== null) {
											if (_errs404) vErrors.length = _errs404;
											else vErrors = null;
										}
									}
								}
								if (data69.city !== void 0) {
									let data71 = data69.city;
									const _errs410 = errors;
									let valid84 = false;
									const _errs411 = errors;
									if (typeof data71 === "string") {
										if (func4(data71) > 100) {
											const err336 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err336];
											else vErrors.push(err336);
											errors++;
										}
									} else {
										const err337 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err337];
										else vErrors.push(err337);
										errors++;
									}
									var _valid66 = _errs411 === errors;
									valid84 = valid84 || _valid66;
									if (!valid84) {
										const _errs413 = errors;
										if (typeof data71 === "string") {
											if (!pattern0.test(data71)) {
												const err338 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err338];
												else vErrors.push(err338);
												errors++;
											}
										} else {
											const err339 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err339];
											else vErrors.push(err339);
											errors++;
										}
										var _valid66 = _errs413 === errors;
										valid84 = valid84 || _valid66;
									}
									if (!valid84) {
										const err340 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/city",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/city/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err340];
										else vErrors.push(err340);
										errors++;
									} else {
										errors = _errs410;
										if (vErrors !== null) {
											if (_errs410) vErrors.length = _errs410;
											else vErrors = null;
										}
									}
								}
								if (data69.country !== void 0) {
									let data72 = data69.country;
									const _errs416 = errors;
									let valid85 = false;
									const _errs417 = errors;
									if (typeof data72 === "string") {
										if (func4(data72) > 100) {
											const err341 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err341];
											else vErrors.push(err341);
											errors++;
										}
									} else {
										const err342 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err342];
										else vErrors.push(err342);
										errors++;
									}
									var _valid67 = _errs417 === errors;
									valid85 = valid85 || _valid67;
									if (!valid85) {
										const _errs419 = errors;
										if (typeof data72 === "string") {
											if (!pattern0.test(data72)) {
												const err343 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err343];
												else vErrors.push(err343);
												errors++;
											}
										} else {
											const err344 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err344];
											else vErrors.push(err344);
											errors++;
										}
										var _valid67 = _errs419 === errors;
										valid85 = valid85 || _valid67;
									}
									if (!valid85) {
										const err345 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/country",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err345];
										else vErrors.push(err345);
										errors++;
									} else {
										errors = _errs416;
										if (vErrors !== null) {
											if (_errs416) vErrors.length = _errs416;
											else vErrors = null;
										}
									}
								}
								if (data69.fromDate !== void 0) {
									let data73 = data69.fromDate;
									const _errs422 = errors;
									let valid86 = false;
									const _errs423 = errors;
									if (typeof data73 === "string") {
										if (!formats0.validate(data73)) {
											const err346 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err346];
											else vErrors.push(err346);
											errors++;
										}
									} else {
										const err347 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err347];
										else vErrors.push(err347);
										errors++;
									}
									var _valid68 = _errs423 === errors;
									valid86 = valid86 || _valid68;
									if (!valid86) {
										const _errs425 = errors;
										if (typeof data73 === "string") {
											if (!pattern0.test(data73)) {
												const err348 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err348];
												else vErrors.push(err348);
												errors++;
											}
										} else {
											const err349 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err349];
											else vErrors.push(err349);
											errors++;
										}
										var _valid68 = _errs425 === errors;
										valid86 = valid86 || _valid68;
									}
									if (!valid86) {
										const err350 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/fromDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/fromDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err350];
										else vErrors.push(err350);
										errors++;
									} else {
										errors = _errs422;
										if (vErrors !== null) {
											if (_errs422) vErrors.length = _errs422;
											else vErrors = null;
										}
									}
								}
								if (data69.toDate !== void 0) {
									let data74 = data69.toDate;
									const _errs428 = errors;
									let valid87 = false;
									const _errs429 = errors;
									if (typeof data74 === "string") {
										if (!formats0.validate(data74)) {
											const err351 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err351];
											else vErrors.push(err351);
											errors++;
										}
									} else {
										const err352 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err352];
										else vErrors.push(err352);
										errors++;
									}
									var _valid69 = _errs429 === errors;
									valid87 = valid87 || _valid69;
									if (!valid87) {
										const _errs431 = errors;
										if (typeof data74 === "string") {
											if (!pattern0.test(data74)) {
												const err353 = {
													instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
													schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err353];
												else vErrors.push(err353);
												errors++;
											}
										} else {
											const err354 = {
												instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
												schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err354];
											else vErrors.push(err354);
											errors++;
										}
										var _valid69 = _errs431 === errors;
										valid87 = valid87 || _valid69;
									}
									if (!valid87) {
										const err355 = {
											instancePath: instancePath + "/residence/previousResidences/" + i1 + "/toDate",
											schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/properties/toDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err355];
										else vErrors.push(err355);
										errors++;
									} else {
										errors = _errs428;
										if (vErrors !== null) {
											if (_errs428) vErrors.length = _errs428;
											else vErrors = null;
										}
									}
								}
							} else {
								const err356 = {
									instancePath: instancePath + "/residence/previousResidences/" + i1,
									schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err356];
								else vErrors.push(err356);
								errors++;
							}
						}
					} else {
						const err357 = {
							instancePath: instancePath + "/residence/previousResidences",
							schemaPath: "#/properties/residence/properties/previousResidences/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err357];
						else vErrors.push(err357);
						errors++;
					}
					var _valid64 = _errs398 === errors;
					valid79 = valid79 || _valid64;
					if (!valid79) {
						const _errs433 = errors;
						if (typeof data68 === "string") {
							if (!pattern0.test(data68)) {
								const err358 = {
									instancePath: instancePath + "/residence/previousResidences",
									schemaPath: "#/properties/residence/properties/previousResidences/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err358];
								else vErrors.push(err358);
								errors++;
							}
						} else {
							const err359 = {
								instancePath: instancePath + "/residence/previousResidences",
								schemaPath: "#/properties/residence/properties/previousResidences/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err359];
							else vErrors.push(err359);
							errors++;
						}
						var _valid64 = _errs433 === errors;
						valid79 = valid79 || _valid64;
					}
					if (!valid79) {
						const err360 = {
							instancePath: instancePath + "/residence/previousResidences",
							schemaPath: "#/properties/residence/properties/previousResidences/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err360];
						else vErrors.push(err360);
						errors++;
					} else {
						errors = _errs397;
						if (vErrors !== null) {
							if (_errs397) vErrors.length = _errs397;
							else vErrors = null;
						}
					}
				}
			} else {
				const err361 = {
					instancePath: instancePath + "/residence",
					schemaPath: "#/properties/residence/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err361];
				else vErrors.push(err361);
				errors++;
			}
		}
		if (data.employment !== void 0) {
			let data75 = data.employment;
			if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
				for (const key6 in data75) if (!func2.call(schema11.properties.employment.properties, key6)) {
					const err362 = {
						instancePath: instancePath + "/employment",
						schemaPath: "#/properties/employment/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key6 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err362];
					else vErrors.push(err362);
					errors++;
				}
				if (data75.employmentStatus !== void 0) {
					let data76 = data75.employmentStatus;
					const _errs439 = errors;
					let valid89 = false;
					const _errs440 = errors;
					if (typeof data76 !== "string") {
						const err363 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err363];
						else vErrors.push(err363);
						errors++;
					}
					if (!(data76 === "empleado" || data76 === "independiente" || data76 === "empresario" || data76 === "estudiante" || data76 === "jubilado" || data76 === "hogar" || data76 === "desempleado")) {
						const err364 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.employment.properties.employmentStatus.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err364];
						else vErrors.push(err364);
						errors++;
					}
					var _valid70 = _errs440 === errors;
					valid89 = valid89 || _valid70;
					if (!valid89) {
						const _errs442 = errors;
						if (typeof data76 === "string") {
							if (!pattern0.test(data76)) {
								const err365 = {
									instancePath: instancePath + "/employment/employmentStatus",
									schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err365];
								else vErrors.push(err365);
								errors++;
							}
						} else {
							const err366 = {
								instancePath: instancePath + "/employment/employmentStatus",
								schemaPath: "#/properties/employment/properties/employmentStatus/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err366];
							else vErrors.push(err366);
							errors++;
						}
						var _valid70 = _errs442 === errors;
						valid89 = valid89 || _valid70;
					}
					if (!valid89) {
						const err367 = {
							instancePath: instancePath + "/employment/employmentStatus",
							schemaPath: "#/properties/employment/properties/employmentStatus/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err367];
						else vErrors.push(err367);
						errors++;
					} else {
						errors = _errs439;
						if (vErrors !== null) {
							if (_errs439) vErrors.length = _errs439;
							else vErrors = null;
						}
					}
				}
				if (data75.currentPosition !== void 0) {
					let data77 = data75.currentPosition;
					const _errs445 = errors;
					let valid90 = false;
					const _errs446 = errors;
					if (typeof data77 === "string") {
						if (func4(data77) > 150) {
							const err368 = {
								instancePath: instancePath + "/employment/currentPosition",
								schemaPath: "#/properties/employment/properties/currentPosition/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err368];
							else vErrors.push(err368);
							errors++;
						}
					} else {
						const err369 = {
							instancePath: instancePath + "/employment/currentPosition",
							schemaPath: "#/properties/employment/properties/currentPosition/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err369];
						else vErrors.push(err369);
						errors++;
					}
					var _valid71 = _errs446 === errors;
					valid90 = valid90 || _valid71;
					if (!valid90) {
						const _errs448 = errors;
						if (typeof data77 === "string") {
							if (!pattern0.test(data77)) {
								const err370 = {
									instancePath: instancePath + "/employment/currentPosition",
									schemaPath: "#/properties/employment/properties/currentPosition/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err370];
								else vErrors.push(err370);
								errors++;
							}
						} else {
							const err371 = {
								instancePath: instancePath + "/employment/currentPosition",
								schemaPath: "#/properties/employment/properties/currentPosition/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err371];
							else vErrors.push(err371);
							errors++;
						}
						var _valid71 = _errs448 === errors;
						valid90 = valid90 || _valid71;
					}
					if (!valid90) {
						const err372 = {
							instancePath: instancePath + "/employment/currentPosition",
							schemaPath: "#/properties/employment/properties/currentPosition/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err372];
						else vErrors.push(err372);
						errors++;
					} else {
						errors = _errs445;
						if (vErrors !== null) {
							if (_errs445) vErrors.length = _errs445;
							else vErrors = null;
						}
					}
				}
				if (data75.currentEmployer !== void 0) {
					let data78 = data75.currentEmployer;
					const _errs451 = errors;
					let valid91 = false;
					const _errs452 = errors;
					if (typeof data78 === "string") {
						if (func4(data78) > 200) {
							const err373 = {
								instancePath: instancePath + "/employment/currentEmployer",
								schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err373];
							else vErrors.push(err373);
							errors++;
						}
					} else {
						const err374 = {
							instancePath: instancePath + "/employment/currentEmployer",
							schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err374];
						else vErrors.push(err374);
						errors++;
					}
					var _valid72 = _errs452 === errors;
					valid91 = valid91 || _valid72;
					if (!valid91) {
						const _errs454 = errors;
						if (typeof data78 === "string") {
							if (!pattern0.test(data78)) {
								const err375 = {
									instancePath: instancePath + "/employment/currentEmployer",
									schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err375];
								else vErrors.push(err375);
								errors++;
							}
						} else {
							const err376 = {
								instancePath: instancePath + "/employment/currentEmployer",
								schemaPath: "#/properties/employment/properties/currentEmployer/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err376];
							else vErrors.push(err376);
							errors++;
						}
						var _valid72 = _errs454 === errors;
						valid91 = valid91 || _valid72;
					}
					if (!valid91) {
						const err377 = {
							instancePath: instancePath + "/employment/currentEmployer",
							schemaPath: "#/properties/employment/properties/currentEmployer/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err377];
						else vErrors.push(err377);
						errors++;
					} else {
						errors = _errs451;
						if (vErrors !== null) {
							if (_errs451) vErrors.length = _errs451;
							else vErrors = null;
						}
					}
				}
				if (data75.employerAddress !== void 0) {
					let data79 = data75.employerAddress;
					const _errs457 = errors;
					let valid92 = false;
					const _errs458 = errors;
					if (typeof data79 === "string") {
						if (func4(data79) > 300) {
							const err378 = {
								instancePath: instancePath + "/employment/employerAddress",
								schemaPath: "#/properties/employment/properties/employerAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err378];
							else vErrors.push(err378);
							errors++;
						}
					} else {
						const err379 = {
							instancePath: instancePath + "/employment/employerAddress",
							schemaPath: "#/properties/employment/properties/employerAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err379];
						else vErrors.push(err379);
						errors++;
					}
					var _valid73 = _errs458 === errors;
					valid92 = valid92 || _valid73;
					if (!valid92) {
						const _errs460 = errors;
						if (typeof data79 === "string") {
							if (!pattern0.test(data79)) {
								const err380 = {
									instancePath: instancePath + "/employment/employerAddress",
									schemaPath: "#/properties/employment/properties/employerAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err380];
								else vErrors.push(err380);
								errors++;
							}
						} else {
							const err381 = {
								instancePath: instancePath + "/employment/employerAddress",
								schemaPath: "#/properties/employment/properties/employerAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err381];
							else vErrors.push(err381);
							errors++;
						}
						var _valid73 = _errs460 === errors;
						valid92 = valid92 || _valid73;
					}
					if (!valid92) {
						const err382 = {
							instancePath: instancePath + "/employment/employerAddress",
							schemaPath: "#/properties/employment/properties/employerAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err382];
						else vErrors.push(err382);
						errors++;
					} else {
						errors = _errs457;
						if (vErrors !== null) {
							if (_errs457) vErrors.length = _errs457;
							else vErrors = null;
						}
					}
				}
				if (data75.employerPhone !== void 0) {
					let data80 = data75.employerPhone;
					const _errs463 = errors;
					let valid93 = false;
					const _errs464 = errors;
					if (typeof data80 === "string") {
						if (func4(data80) > 30) {
							const err383 = {
								instancePath: instancePath + "/employment/employerPhone",
								schemaPath: "#/properties/employment/properties/employerPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err383];
							else vErrors.push(err383);
							errors++;
						}
					} else {
						const err384 = {
							instancePath: instancePath + "/employment/employerPhone",
							schemaPath: "#/properties/employment/properties/employerPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err384];
						else vErrors.push(err384);
						errors++;
					}
					var _valid74 = _errs464 === errors;
					valid93 = valid93 || _valid74;
					if (!valid93) {
						const _errs466 = errors;
						if (typeof data80 === "string") {
							if (!pattern0.test(data80)) {
								const err385 = {
									instancePath: instancePath + "/employment/employerPhone",
									schemaPath: "#/properties/employment/properties/employerPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err385];
								else vErrors.push(err385);
								errors++;
							}
						} else {
							const err386 = {
								instancePath: instancePath + "/employment/employerPhone",
								schemaPath: "#/properties/employment/properties/employerPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err386];
							else vErrors.push(err386);
							errors++;
						}
						var _valid74 = _errs466 === errors;
						valid93 = valid93 || _valid74;
					}
					if (!valid93) {
						const err387 = {
							instancePath: instancePath + "/employment/employerPhone",
							schemaPath: "#/properties/employment/properties/employerPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err387];
						else vErrors.push(err387);
						errors++;
					} else {
						errors = _errs463;
						if (vErrors !== null) {
							if (_errs463) vErrors.length = _errs463;
							else vErrors = null;
						}
					}
				}
				if (data75.workStartDate !== void 0) {
					let data81 = data75.workStartDate;
					const _errs469 = errors;
					let valid94 = false;
					const _errs470 = errors;
					if (typeof data81 === "string") {
						if (!formats0.validate(data81)) {
							const err388 = {
								instancePath: instancePath + "/employment/workStartDate",
								schemaPath: "#/properties/employment/properties/workStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err388];
							else vErrors.push(err388);
							errors++;
						}
					} else {
						const err389 = {
							instancePath: instancePath + "/employment/workStartDate",
							schemaPath: "#/properties/employment/properties/workStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err389];
						else vErrors.push(err389);
						errors++;
					}
					var _valid75 = _errs470 === errors;
					valid94 = valid94 || _valid75;
					if (!valid94) {
						const _errs472 = errors;
						if (typeof data81 === "string") {
							if (!pattern0.test(data81)) {
								const err390 = {
									instancePath: instancePath + "/employment/workStartDate",
									schemaPath: "#/properties/employment/properties/workStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err390];
								else vErrors.push(err390);
								errors++;
							}
						} else {
							const err391 = {
								instancePath: instancePath + "/employment/workStartDate",
								schemaPath: "#/properties/employment/properties/workStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err391];
							else vErrors.push(err391);
							errors++;
						}
						var _valid75 = _errs472 === errors;
						valid94 = valid94 || _valid75;
					}
					if (!valid94) {
						const err392 = {
							instancePath: instancePath + "/employment/workStartDate",
							schemaPath: "#/properties/employment/properties/workStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err392];
						else vErrors.push(err392);
						errors++;
					} else {
						errors = _errs469;
						if (vErrors !== null) {
							if (_errs469) vErrors.length = _errs469;
							else vErrors = null;
						}
					}
				}
				if (data75.employmentStartDate !== void 0) {
					let data82 = data75.employmentStartDate;
					const _errs475 = errors;
					let valid95 = false;
					const _errs476 = errors;
					if (typeof data82 === "string") {
						if (!formats0.validate(data82)) {
							const err393 = {
								instancePath: instancePath + "/employment/employmentStartDate",
								schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err393];
							else vErrors.push(err393);
							errors++;
						}
					} else {
						const err394 = {
							instancePath: instancePath + "/employment/employmentStartDate",
							schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err394];
						else vErrors.push(err394);
						errors++;
					}
					var _valid76 = _errs476 === errors;
					valid95 = valid95 || _valid76;
					if (!valid95) {
						const _errs478 = errors;
						if (typeof data82 === "string") {
							if (!pattern0.test(data82)) {
								const err395 = {
									instancePath: instancePath + "/employment/employmentStartDate",
									schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/1/pattern",
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
								instancePath: instancePath + "/employment/employmentStartDate",
								schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err396];
							else vErrors.push(err396);
							errors++;
						}
						var _valid76 = _errs478 === errors;
						valid95 = valid95 || _valid76;
					}
					if (!valid95) {
						const err397 = {
							instancePath: instancePath + "/employment/employmentStartDate",
							schemaPath: "#/properties/employment/properties/employmentStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err397];
						else vErrors.push(err397);
						errors++;
					} else {
						errors = _errs475;
						if (vErrors !== null) {
							if (_errs475) vErrors.length = _errs475;
							else vErrors = null;
						}
					}
				}
				if (data75.monthlySalary !== void 0) {
					let data83 = data75.monthlySalary;
					const _errs481 = errors;
					let valid96 = false;
					const _errs482 = errors;
					if (typeof data83 == "number" && isFinite(data83)) {
						if (data83 < 0 || isNaN(data83)) {
							const err398 = {
								instancePath: instancePath + "/employment/monthlySalary",
								schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err398];
							else vErrors.push(err398);
							errors++;
						}
					} else {
						const err399 = {
							instancePath: instancePath + "/employment/monthlySalary",
							schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err399];
						else vErrors.push(err399);
						errors++;
					}
					var _valid77 = _errs482 === errors;
					valid96 = valid96 || _valid77;
					if (!valid96) {
						const _errs484 = errors;
						if (typeof data83 === "string") {
							if (!pattern0.test(data83)) {
								const err400 = {
									instancePath: instancePath + "/employment/monthlySalary",
									schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err400];
								else vErrors.push(err400);
								errors++;
							}
						} else {
							const err401 = {
								instancePath: instancePath + "/employment/monthlySalary",
								schemaPath: "#/properties/employment/properties/monthlySalary/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err401];
							else vErrors.push(err401);
							errors++;
						}
						var _valid77 = _errs484 === errors;
						valid96 = valid96 || _valid77;
					}
					if (!valid96) {
						const err402 = {
							instancePath: instancePath + "/employment/monthlySalary",
							schemaPath: "#/properties/employment/properties/monthlySalary/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err402];
						else vErrors.push(err402);
						errors++;
					} else {
						errors = _errs481;
						if (vErrors !== null) {
							if (_errs481) vErrors.length = _errs481;
							else vErrors = null;
						}
					}
				}
				if (data75.supervisorName !== void 0) {
					let data84 = data75.supervisorName;
					const _errs487 = errors;
					let valid97 = false;
					const _errs488 = errors;
					if (typeof data84 === "string") {
						if (func4(data84) > 200) {
							const err403 = {
								instancePath: instancePath + "/employment/supervisorName",
								schemaPath: "#/properties/employment/properties/supervisorName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err403];
							else vErrors.push(err403);
							errors++;
						}
					} else {
						const err404 = {
							instancePath: instancePath + "/employment/supervisorName",
							schemaPath: "#/properties/employment/properties/supervisorName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err404];
						else vErrors.push(err404);
						errors++;
					}
					var _valid78 = _errs488 === errors;
					valid97 = valid97 || _valid78;
					if (!valid97) {
						const _errs490 = errors;
						if (typeof data84 === "string") {
							if (!pattern0.test(data84)) {
								const err405 = {
									instancePath: instancePath + "/employment/supervisorName",
									schemaPath: "#/properties/employment/properties/supervisorName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err405];
								else vErrors.push(err405);
								errors++;
							}
						} else {
							const err406 = {
								instancePath: instancePath + "/employment/supervisorName",
								schemaPath: "#/properties/employment/properties/supervisorName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err406];
							else vErrors.push(err406);
							errors++;
						}
						var _valid78 = _errs490 === errors;
						valid97 = valid97 || _valid78;
					}
					if (!valid97) {
						const err407 = {
							instancePath: instancePath + "/employment/supervisorName",
							schemaPath: "#/properties/employment/properties/supervisorName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err407];
						else vErrors.push(err407);
						errors++;
					} else {
						errors = _errs487;
						if (vErrors !== null) {
							if (_errs487) vErrors.length = _errs487;
							else vErrors = null;
						}
					}
				}
				if (data75.jobDescription !== void 0) {
					let data85 = data75.jobDescription;
					const _errs493 = errors;
					let valid98 = false;
					const _errs494 = errors;
					if (typeof data85 === "string") {
						if (func4(data85) > 2e3) {
							const err408 = {
								instancePath: instancePath + "/employment/jobDescription",
								schemaPath: "#/properties/employment/properties/jobDescription/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err408];
							else vErrors.push(err408);
							errors++;
						}
					} else {
						const err409 = {
							instancePath: instancePath + "/employment/jobDescription",
							schemaPath: "#/properties/employment/properties/jobDescription/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err409];
						else vErrors.push(err409);
						errors++;
					}
					var _valid79 = _errs494 === errors;
					valid98 = valid98 || _valid79;
					if (!valid98) {
						const _errs496 = errors;
						if (typeof data85 === "string") {
							if (!pattern0.test(data85)) {
								const err410 = {
									instancePath: instancePath + "/employment/jobDescription",
									schemaPath: "#/properties/employment/properties/jobDescription/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err410];
								else vErrors.push(err410);
								errors++;
							}
						} else {
							const err411 = {
								instancePath: instancePath + "/employment/jobDescription",
								schemaPath: "#/properties/employment/properties/jobDescription/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err411];
							else vErrors.push(err411);
							errors++;
						}
						var _valid79 = _errs496 === errors;
						valid98 = valid98 || _valid79;
					}
					if (!valid98) {
						const err412 = {
							instancePath: instancePath + "/employment/jobDescription",
							schemaPath: "#/properties/employment/properties/jobDescription/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err412];
						else vErrors.push(err412);
						errors++;
					} else {
						errors = _errs493;
						if (vErrors !== null) {
							if (_errs493) vErrors.length = _errs493;
							else vErrors = null;
						}
					}
				}
				if (data75.willMaintainJob !== void 0) {
					let data86 = data75.willMaintainJob;
					const _errs499 = errors;
					let valid99 = false;
					const _errs500 = errors;
					if (typeof data86 !== "boolean") {
						const err413 = {
							instancePath: instancePath + "/employment/willMaintainJob",
							schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err413];
						else vErrors.push(err413);
						errors++;
					}
					var _valid80 = _errs500 === errors;
					valid99 = valid99 || _valid80;
					if (!valid99) {
						const _errs502 = errors;
						if (typeof data86 === "string") {
							if (!pattern0.test(data86)) {
								const err414 = {
									instancePath: instancePath + "/employment/willMaintainJob",
									schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err414];
								else vErrors.push(err414);
								errors++;
							}
						} else {
							const err415 = {
								instancePath: instancePath + "/employment/willMaintainJob",
								schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err415];
							else vErrors.push(err415);
							errors++;
						}
						var _valid80 = _errs502 === errors;
						valid99 = valid99 || _valid80;
					}
					if (!valid99) {
						const err416 = {
							instancePath: instancePath + "/employment/willMaintainJob",
							schemaPath: "#/properties/employment/properties/willMaintainJob/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err416];
						else vErrors.push(err416);
						errors++;
					} else {
						errors = _errs499;
						if (vErrors !== null) {
							if (_errs499) vErrors.length = _errs499;
							else vErrors = null;
						}
					}
				}
				if (data75.hasApprovedLeave !== void 0) {
					let data87 = data75.hasApprovedLeave;
					const _errs505 = errors;
					let valid100 = false;
					const _errs506 = errors;
					if (typeof data87 !== "boolean") {
						const err417 = {
							instancePath: instancePath + "/employment/hasApprovedLeave",
							schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err417];
						else vErrors.push(err417);
						errors++;
					}
					var _valid81 = _errs506 === errors;
					valid100 = valid100 || _valid81;
					if (!valid100) {
						const _errs508 = errors;
						if (typeof data87 === "string") {
							if (!pattern0.test(data87)) {
								const err418 = {
									instancePath: instancePath + "/employment/hasApprovedLeave",
									schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err418];
								else vErrors.push(err418);
								errors++;
							}
						} else {
							const err419 = {
								instancePath: instancePath + "/employment/hasApprovedLeave",
								schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err419];
							else vErrors.push(err419);
							errors++;
						}
						var _valid81 = _errs508 === errors;
						valid100 = valid100 || _valid81;
					}
					if (!valid100) {
						const err420 = {
							instancePath: instancePath + "/employment/hasApprovedLeave",
							schemaPath: "#/properties/employment/properties/hasApprovedLeave/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err420];
						else vErrors.push(err420);
						errors++;
					} else {
						errors = _errs505;
						if (vErrors !== null) {
							if (_errs505) vErrors.length = _errs505;
							else vErrors = null;
						}
					}
				}
				if (data75.otherIncome !== void 0) {
					let data88 = data75.otherIncome;
					const _errs511 = errors;
					let valid101 = false;
					const _errs512 = errors;
					if (typeof data88 !== "boolean") {
						const err421 = {
							instancePath: instancePath + "/employment/otherIncome",
							schemaPath: "#/properties/employment/properties/otherIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err421];
						else vErrors.push(err421);
						errors++;
					}
					var _valid82 = _errs512 === errors;
					valid101 = valid101 || _valid82;
					if (!valid101) {
						const _errs514 = errors;
						if (typeof data88 === "string") {
							if (!pattern0.test(data88)) {
								const err422 = {
									instancePath: instancePath + "/employment/otherIncome",
									schemaPath: "#/properties/employment/properties/otherIncome/anyOf/1/pattern",
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
								instancePath: instancePath + "/employment/otherIncome",
								schemaPath: "#/properties/employment/properties/otherIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err423];
							else vErrors.push(err423);
							errors++;
						}
						var _valid82 = _errs514 === errors;
						valid101 = valid101 || _valid82;
					}
					if (!valid101) {
						const err424 = {
							instancePath: instancePath + "/employment/otherIncome",
							schemaPath: "#/properties/employment/properties/otherIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err424];
						else vErrors.push(err424);
						errors++;
					} else {
						errors = _errs511;
						if (vErrors !== null) {
							if (_errs511) vErrors.length = _errs511;
							else vErrors = null;
						}
					}
				}
				if (data75.additionalIncome !== void 0) {
					let data89 = data75.additionalIncome;
					const _errs517 = errors;
					let valid102 = false;
					const _errs518 = errors;
					if (typeof data89 === "string") {
						if (func4(data89) > 1e3) {
							const err425 = {
								instancePath: instancePath + "/employment/additionalIncome",
								schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err425];
							else vErrors.push(err425);
							errors++;
						}
					} else {
						const err426 = {
							instancePath: instancePath + "/employment/additionalIncome",
							schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err426];
						else vErrors.push(err426);
						errors++;
					}
					var _valid83 = _errs518 === errors;
					valid102 = valid102 || _valid83;
					if (!valid102) {
						const _errs520 = errors;
						if (typeof data89 === "string") {
							if (!pattern0.test(data89)) {
								const err427 = {
									instancePath: instancePath + "/employment/additionalIncome",
									schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/1/pattern",
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
								instancePath: instancePath + "/employment/additionalIncome",
								schemaPath: "#/properties/employment/properties/additionalIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err428];
							else vErrors.push(err428);
							errors++;
						}
						var _valid83 = _errs520 === errors;
						valid102 = valid102 || _valid83;
					}
					if (!valid102) {
						const err429 = {
							instancePath: instancePath + "/employment/additionalIncome",
							schemaPath: "#/properties/employment/properties/additionalIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err429];
						else vErrors.push(err429);
						errors++;
					} else {
						errors = _errs517;
						if (vErrors !== null) {
							if (_errs517) vErrors.length = _errs517;
							else vErrors = null;
						}
					}
				}
				if (data75.monthlyIncome !== void 0) {
					let data90 = data75.monthlyIncome;
					const _errs523 = errors;
					let valid103 = false;
					const _errs524 = errors;
					if (typeof data90 == "number" && isFinite(data90)) {
						if (data90 < 0 || isNaN(data90)) {
							const err430 = {
								instancePath: instancePath + "/employment/monthlyIncome",
								schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err430];
							else vErrors.push(err430);
							errors++;
						}
					} else {
						const err431 = {
							instancePath: instancePath + "/employment/monthlyIncome",
							schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err431];
						else vErrors.push(err431);
						errors++;
					}
					var _valid84 = _errs524 === errors;
					valid103 = valid103 || _valid84;
					if (!valid103) {
						const _errs526 = errors;
						if (typeof data90 === "string") {
							if (!pattern0.test(data90)) {
								const err432 = {
									instancePath: instancePath + "/employment/monthlyIncome",
									schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/1/pattern",
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
								instancePath: instancePath + "/employment/monthlyIncome",
								schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err433];
							else vErrors.push(err433);
							errors++;
						}
						var _valid84 = _errs526 === errors;
						valid103 = valid103 || _valid84;
					}
					if (!valid103) {
						const err434 = {
							instancePath: instancePath + "/employment/monthlyIncome",
							schemaPath: "#/properties/employment/properties/monthlyIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err434];
						else vErrors.push(err434);
						errors++;
					} else {
						errors = _errs523;
						if (vErrors !== null) {
							if (_errs523) vErrors.length = _errs523;
							else vErrors = null;
						}
					}
				}
				if (data75.hasBusiness !== void 0) {
					let data91 = data75.hasBusiness;
					const _errs529 = errors;
					let valid104 = false;
					const _errs530 = errors;
					if (typeof data91 !== "boolean") {
						const err435 = {
							instancePath: instancePath + "/employment/hasBusiness",
							schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err435];
						else vErrors.push(err435);
						errors++;
					}
					var _valid85 = _errs530 === errors;
					valid104 = valid104 || _valid85;
					if (!valid104) {
						const _errs532 = errors;
						if (typeof data91 === "string") {
							if (!pattern0.test(data91)) {
								const err436 = {
									instancePath: instancePath + "/employment/hasBusiness",
									schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err436];
								else vErrors.push(err436);
								errors++;
							}
						} else {
							const err437 = {
								instancePath: instancePath + "/employment/hasBusiness",
								schemaPath: "#/properties/employment/properties/hasBusiness/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err437];
							else vErrors.push(err437);
							errors++;
						}
						var _valid85 = _errs532 === errors;
						valid104 = valid104 || _valid85;
					}
					if (!valid104) {
						const err438 = {
							instancePath: instancePath + "/employment/hasBusiness",
							schemaPath: "#/properties/employment/properties/hasBusiness/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err438];
						else vErrors.push(err438);
						errors++;
					} else {
						errors = _errs529;
						if (vErrors !== null) {
							if (_errs529) vErrors.length = _errs529;
							else vErrors = null;
						}
					}
				}
				if (data75.businessName !== void 0) {
					let data92 = data75.businessName;
					const _errs535 = errors;
					let valid105 = false;
					const _errs536 = errors;
					if (typeof data92 === "string") {
						if (func4(data92) > 200) {
							const err439 = {
								instancePath: instancePath + "/employment/businessName",
								schemaPath: "#/properties/employment/properties/businessName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err439];
							else vErrors.push(err439);
							errors++;
						}
					} else {
						const err440 = {
							instancePath: instancePath + "/employment/businessName",
							schemaPath: "#/properties/employment/properties/businessName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err440];
						else vErrors.push(err440);
						errors++;
					}
					var _valid86 = _errs536 === errors;
					valid105 = valid105 || _valid86;
					if (!valid105) {
						const _errs538 = errors;
						if (typeof data92 === "string") {
							if (!pattern0.test(data92)) {
								const err441 = {
									instancePath: instancePath + "/employment/businessName",
									schemaPath: "#/properties/employment/properties/businessName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err441];
								else vErrors.push(err441);
								errors++;
							}
						} else {
							const err442 = {
								instancePath: instancePath + "/employment/businessName",
								schemaPath: "#/properties/employment/properties/businessName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err442];
							else vErrors.push(err442);
							errors++;
						}
						var _valid86 = _errs538 === errors;
						valid105 = valid105 || _valid86;
					}
					if (!valid105) {
						const err443 = {
							instancePath: instancePath + "/employment/businessName",
							schemaPath: "#/properties/employment/properties/businessName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err443];
						else vErrors.push(err443);
						errors++;
					} else {
						errors = _errs535;
						if (vErrors !== null) {
							if (_errs535) vErrors.length = _errs535;
							else vErrors = null;
						}
					}
				}
				if (data75.businessRnc !== void 0) {
					let data93 = data75.businessRnc;
					const _errs541 = errors;
					let valid106 = false;
					const _errs542 = errors;
					if (typeof data93 === "string") {
						if (func4(data93) > 20) {
							const err444 = {
								instancePath: instancePath + "/employment/businessRnc",
								schemaPath: "#/properties/employment/properties/businessRnc/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 20 },
								message: "must NOT have more than 20 characters"
							};
							if (vErrors === null) vErrors = [err444];
							else vErrors.push(err444);
							errors++;
						}
					} else {
						const err445 = {
							instancePath: instancePath + "/employment/businessRnc",
							schemaPath: "#/properties/employment/properties/businessRnc/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err445];
						else vErrors.push(err445);
						errors++;
					}
					var _valid87 = _errs542 === errors;
					valid106 = valid106 || _valid87;
					if (!valid106) {
						const _errs544 = errors;
						if (typeof data93 === "string") {
							if (!pattern0.test(data93)) {
								const err446 = {
									instancePath: instancePath + "/employment/businessRnc",
									schemaPath: "#/properties/employment/properties/businessRnc/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err446];
								else vErrors.push(err446);
								errors++;
							}
						} else {
							const err447 = {
								instancePath: instancePath + "/employment/businessRnc",
								schemaPath: "#/properties/employment/properties/businessRnc/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err447];
							else vErrors.push(err447);
							errors++;
						}
						var _valid87 = _errs544 === errors;
						valid106 = valid106 || _valid87;
					}
					if (!valid106) {
						const err448 = {
							instancePath: instancePath + "/employment/businessRnc",
							schemaPath: "#/properties/employment/properties/businessRnc/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err448];
						else vErrors.push(err448);
						errors++;
					} else {
						errors = _errs541;
						if (vErrors !== null) {
							if (_errs541) vErrors.length = _errs541;
							else vErrors = null;
						}
					}
				}
				if (data75.businessActivity !== void 0) {
					let data94 = data75.businessActivity;
					const _errs547 = errors;
					let valid107 = false;
					const _errs548 = errors;
					if (typeof data94 === "string") {
						if (func4(data94) > 300) {
							const err449 = {
								instancePath: instancePath + "/employment/businessActivity",
								schemaPath: "#/properties/employment/properties/businessActivity/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err449];
							else vErrors.push(err449);
							errors++;
						}
					} else {
						const err450 = {
							instancePath: instancePath + "/employment/businessActivity",
							schemaPath: "#/properties/employment/properties/businessActivity/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err450];
						else vErrors.push(err450);
						errors++;
					}
					var _valid88 = _errs548 === errors;
					valid107 = valid107 || _valid88;
					if (!valid107) {
						const _errs550 = errors;
						if (typeof data94 === "string") {
							if (!pattern0.test(data94)) {
								const err451 = {
									instancePath: instancePath + "/employment/businessActivity",
									schemaPath: "#/properties/employment/properties/businessActivity/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err451];
								else vErrors.push(err451);
								errors++;
							}
						} else {
							const err452 = {
								instancePath: instancePath + "/employment/businessActivity",
								schemaPath: "#/properties/employment/properties/businessActivity/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err452];
							else vErrors.push(err452);
							errors++;
						}
						var _valid88 = _errs550 === errors;
						valid107 = valid107 || _valid88;
					}
					if (!valid107) {
						const err453 = {
							instancePath: instancePath + "/employment/businessActivity",
							schemaPath: "#/properties/employment/properties/businessActivity/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err453];
						else vErrors.push(err453);
						errors++;
					} else {
						errors = _errs547;
						if (vErrors !== null) {
							if (_errs547) vErrors.length = _errs547;
							else vErrors = null;
						}
					}
				}
				if (data75.businessStartDate !== void 0) {
					let data95 = data75.businessStartDate;
					const _errs553 = errors;
					let valid108 = false;
					const _errs554 = errors;
					if (typeof data95 === "string") {
						if (!formats0.validate(data95)) {
							const err454 = {
								instancePath: instancePath + "/employment/businessStartDate",
								schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err454];
							else vErrors.push(err454);
							errors++;
						}
					} else {
						const err455 = {
							instancePath: instancePath + "/employment/businessStartDate",
							schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err455];
						else vErrors.push(err455);
						errors++;
					}
					var _valid89 = _errs554 === errors;
					valid108 = valid108 || _valid89;
					if (!valid108) {
						const _errs556 = errors;
						if (typeof data95 === "string") {
							if (!pattern0.test(data95)) {
								const err456 = {
									instancePath: instancePath + "/employment/businessStartDate",
									schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err456];
								else vErrors.push(err456);
								errors++;
							}
						} else {
							const err457 = {
								instancePath: instancePath + "/employment/businessStartDate",
								schemaPath: "#/properties/employment/properties/businessStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err457];
							else vErrors.push(err457);
							errors++;
						}
						var _valid89 = _errs556 === errors;
						valid108 = valid108 || _valid89;
					}
					if (!valid108) {
						const err458 = {
							instancePath: instancePath + "/employment/businessStartDate",
							schemaPath: "#/properties/employment/properties/businessStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err458];
						else vErrors.push(err458);
						errors++;
					} else {
						errors = _errs553;
						if (vErrors !== null) {
							if (_errs553) vErrors.length = _errs553;
							else vErrors = null;
						}
					}
				}
				if (data75.businessMonthlyIncome !== void 0) {
					let data96 = data75.businessMonthlyIncome;
					const _errs559 = errors;
					let valid109 = false;
					const _errs560 = errors;
					if (typeof data96 == "number" && isFinite(data96)) {
						if (data96 < 0 || isNaN(data96)) {
							const err459 = {
								instancePath: instancePath + "/employment/businessMonthlyIncome",
								schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err459];
							else vErrors.push(err459);
							errors++;
						}
					} else {
						const err460 = {
							instancePath: instancePath + "/employment/businessMonthlyIncome",
							schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err460];
						else vErrors.push(err460);
						errors++;
					}
					var _valid90 = _errs560 === errors;
					valid109 = valid109 || _valid90;
					if (!valid109) {
						const _errs562 = errors;
						if (typeof data96 === "string") {
							if (!pattern0.test(data96)) {
								const err461 = {
									instancePath: instancePath + "/employment/businessMonthlyIncome",
									schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err461];
								else vErrors.push(err461);
								errors++;
							}
						} else {
							const err462 = {
								instancePath: instancePath + "/employment/businessMonthlyIncome",
								schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err462];
							else vErrors.push(err462);
							errors++;
						}
						var _valid90 = _errs562 === errors;
						valid109 = valid109 || _valid90;
					}
					if (!valid109) {
						const err463 = {
							instancePath: instancePath + "/employment/businessMonthlyIncome",
							schemaPath: "#/properties/employment/properties/businessMonthlyIncome/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err463];
						else vErrors.push(err463);
						errors++;
					} else {
						errors = _errs559;
						if (vErrors !== null) {
							if (_errs559) vErrors.length = _errs559;
							else vErrors = null;
						}
					}
				}
				if (data75.previousEmployer !== void 0) {
					let data97 = data75.previousEmployer;
					const _errs565 = errors;
					let valid110 = false;
					const _errs566 = errors;
					if (typeof data97 === "string") {
						if (func4(data97) > 200) {
							const err464 = {
								instancePath: instancePath + "/employment/previousEmployer",
								schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err464];
							else vErrors.push(err464);
							errors++;
						}
					} else {
						const err465 = {
							instancePath: instancePath + "/employment/previousEmployer",
							schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err465];
						else vErrors.push(err465);
						errors++;
					}
					var _valid91 = _errs566 === errors;
					valid110 = valid110 || _valid91;
					if (!valid110) {
						const _errs568 = errors;
						if (typeof data97 === "string") {
							if (!pattern0.test(data97)) {
								const err466 = {
									instancePath: instancePath + "/employment/previousEmployer",
									schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err466];
								else vErrors.push(err466);
								errors++;
							}
						} else {
							const err467 = {
								instancePath: instancePath + "/employment/previousEmployer",
								schemaPath: "#/properties/employment/properties/previousEmployer/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err467];
							else vErrors.push(err467);
							errors++;
						}
						var _valid91 = _errs568 === errors;
						valid110 = valid110 || _valid91;
					}
					if (!valid110) {
						const err468 = {
							instancePath: instancePath + "/employment/previousEmployer",
							schemaPath: "#/properties/employment/properties/previousEmployer/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err468];
						else vErrors.push(err468);
						errors++;
					} else {
						errors = _errs565;
						if (vErrors !== null) {
							if (_errs565) vErrors.length = _errs565;
							else vErrors = null;
						}
					}
				}
				if (data75.previousPosition !== void 0) {
					let data98 = data75.previousPosition;
					const _errs571 = errors;
					let valid111 = false;
					const _errs572 = errors;
					if (typeof data98 === "string") {
						if (func4(data98) > 150) {
							const err469 = {
								instancePath: instancePath + "/employment/previousPosition",
								schemaPath: "#/properties/employment/properties/previousPosition/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err469];
							else vErrors.push(err469);
							errors++;
						}
					} else {
						const err470 = {
							instancePath: instancePath + "/employment/previousPosition",
							schemaPath: "#/properties/employment/properties/previousPosition/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err470];
						else vErrors.push(err470);
						errors++;
					}
					var _valid92 = _errs572 === errors;
					valid111 = valid111 || _valid92;
					if (!valid111) {
						const _errs574 = errors;
						if (typeof data98 === "string") {
							if (!pattern0.test(data98)) {
								const err471 = {
									instancePath: instancePath + "/employment/previousPosition",
									schemaPath: "#/properties/employment/properties/previousPosition/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err471];
								else vErrors.push(err471);
								errors++;
							}
						} else {
							const err472 = {
								instancePath: instancePath + "/employment/previousPosition",
								schemaPath: "#/properties/employment/properties/previousPosition/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err472];
							else vErrors.push(err472);
							errors++;
						}
						var _valid92 = _errs574 === errors;
						valid111 = valid111 || _valid92;
					}
					if (!valid111) {
						const err473 = {
							instancePath: instancePath + "/employment/previousPosition",
							schemaPath: "#/properties/employment/properties/previousPosition/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err473];
						else vErrors.push(err473);
						errors++;
					} else {
						errors = _errs571;
						if (vErrors !== null) {
							if (_errs571) vErrors.length = _errs571;
							else vErrors = null;
						}
					}
				}
				if (data75.previousEmploymentPeriod !== void 0) {
					let data99 = data75.previousEmploymentPeriod;
					const _errs577 = errors;
					let valid112 = false;
					const _errs578 = errors;
					if (typeof data99 === "string") {
						if (func4(data99) > 100) {
							const err474 = {
								instancePath: instancePath + "/employment/previousEmploymentPeriod",
								schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err474];
							else vErrors.push(err474);
							errors++;
						}
					} else {
						const err475 = {
							instancePath: instancePath + "/employment/previousEmploymentPeriod",
							schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err475];
						else vErrors.push(err475);
						errors++;
					}
					var _valid93 = _errs578 === errors;
					valid112 = valid112 || _valid93;
					if (!valid112) {
						const _errs580 = errors;
						if (typeof data99 === "string") {
							if (!pattern0.test(data99)) {
								const err476 = {
									instancePath: instancePath + "/employment/previousEmploymentPeriod",
									schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err476];
								else vErrors.push(err476);
								errors++;
							}
						} else {
							const err477 = {
								instancePath: instancePath + "/employment/previousEmploymentPeriod",
								schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err477];
							else vErrors.push(err477);
							errors++;
						}
						var _valid93 = _errs580 === errors;
						valid112 = valid112 || _valid93;
					}
					if (!valid112) {
						const err478 = {
							instancePath: instancePath + "/employment/previousEmploymentPeriod",
							schemaPath: "#/properties/employment/properties/previousEmploymentPeriod/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err478];
						else vErrors.push(err478);
						errors++;
					} else {
						errors = _errs577;
						if (vErrors !== null) {
							if (_errs577) vErrors.length = _errs577;
							else vErrors = null;
						}
					}
				}
			} else {
				const err479 = {
					instancePath: instancePath + "/employment",
					schemaPath: "#/properties/employment/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err479];
				else vErrors.push(err479);
				errors++;
			}
		}
		if (data.education !== void 0) {
			let data100 = data.education;
			if (data100 && typeof data100 == "object" && !Array.isArray(data100)) {
				for (const key7 in data100) if (!(key7 === "educationLevel" || key7 === "educationInstitution" || key7 === "fieldOfStudy" || key7 === "graduationYear" || key7 === "currentlyStudying" || key7 === "currentStudiesDetails" || key7 === "languages" || key7 === "englishLevel")) {
					const err480 = {
						instancePath: instancePath + "/education",
						schemaPath: "#/properties/education/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key7 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err480];
					else vErrors.push(err480);
					errors++;
				}
				if (data100.educationLevel !== void 0) {
					let data101 = data100.educationLevel;
					const _errs586 = errors;
					let valid114 = false;
					const _errs587 = errors;
					if (typeof data101 !== "string") {
						const err481 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err481];
						else vErrors.push(err481);
						errors++;
					}
					if (!(data101 === "primaria" || data101 === "secundaria" || data101 === "tecnico" || data101 === "universitario" || data101 === "maestria" || data101 === "doctorado")) {
						const err482 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.education.properties.educationLevel.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err482];
						else vErrors.push(err482);
						errors++;
					}
					var _valid94 = _errs587 === errors;
					valid114 = valid114 || _valid94;
					if (!valid114) {
						const _errs589 = errors;
						if (typeof data101 === "string") {
							if (!pattern0.test(data101)) {
								const err483 = {
									instancePath: instancePath + "/education/educationLevel",
									schemaPath: "#/properties/education/properties/educationLevel/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err483];
								else vErrors.push(err483);
								errors++;
							}
						} else {
							const err484 = {
								instancePath: instancePath + "/education/educationLevel",
								schemaPath: "#/properties/education/properties/educationLevel/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err484];
							else vErrors.push(err484);
							errors++;
						}
						var _valid94 = _errs589 === errors;
						valid114 = valid114 || _valid94;
					}
					if (!valid114) {
						const err485 = {
							instancePath: instancePath + "/education/educationLevel",
							schemaPath: "#/properties/education/properties/educationLevel/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err485];
						else vErrors.push(err485);
						errors++;
					} else {
						errors = _errs586;
						if (vErrors !== null) {
							if (_errs586) vErrors.length = _errs586;
							else vErrors = null;
						}
					}
				}
				if (data100.educationInstitution !== void 0) {
					let data102 = data100.educationInstitution;
					const _errs592 = errors;
					let valid115 = false;
					const _errs593 = errors;
					if (typeof data102 === "string") {
						if (func4(data102) > 200) {
							const err486 = {
								instancePath: instancePath + "/education/educationInstitution",
								schemaPath: "#/properties/education/properties/educationInstitution/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err486];
							else vErrors.push(err486);
							errors++;
						}
					} else {
						const err487 = {
							instancePath: instancePath + "/education/educationInstitution",
							schemaPath: "#/properties/education/properties/educationInstitution/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err487];
						else vErrors.push(err487);
						errors++;
					}
					var _valid95 = _errs593 === errors;
					valid115 = valid115 || _valid95;
					if (!valid115) {
						const _errs595 = errors;
						if (typeof data102 === "string") {
							if (!pattern0.test(data102)) {
								const err488 = {
									instancePath: instancePath + "/education/educationInstitution",
									schemaPath: "#/properties/education/properties/educationInstitution/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err488];
								else vErrors.push(err488);
								errors++;
							}
						} else {
							const err489 = {
								instancePath: instancePath + "/education/educationInstitution",
								schemaPath: "#/properties/education/properties/educationInstitution/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err489];
							else vErrors.push(err489);
							errors++;
						}
						var _valid95 = _errs595 === errors;
						valid115 = valid115 || _valid95;
					}
					if (!valid115) {
						const err490 = {
							instancePath: instancePath + "/education/educationInstitution",
							schemaPath: "#/properties/education/properties/educationInstitution/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err490];
						else vErrors.push(err490);
						errors++;
					} else {
						errors = _errs592;
						if (vErrors !== null) {
							if (_errs592) vErrors.length = _errs592;
							else vErrors = null;
						}
					}
				}
				if (data100.fieldOfStudy !== void 0) {
					let data103 = data100.fieldOfStudy;
					const _errs598 = errors;
					let valid116 = false;
					const _errs599 = errors;
					if (typeof data103 === "string") {
						if (func4(data103) > 150) {
							const err491 = {
								instancePath: instancePath + "/education/fieldOfStudy",
								schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err491];
							else vErrors.push(err491);
							errors++;
						}
					} else {
						const err492 = {
							instancePath: instancePath + "/education/fieldOfStudy",
							schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err492];
						else vErrors.push(err492);
						errors++;
					}
					var _valid96 = _errs599 === errors;
					valid116 = valid116 || _valid96;
					if (!valid116) {
						const _errs601 = errors;
						if (typeof data103 === "string") {
							if (!pattern0.test(data103)) {
								const err493 = {
									instancePath: instancePath + "/education/fieldOfStudy",
									schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err493];
								else vErrors.push(err493);
								errors++;
							}
						} else {
							const err494 = {
								instancePath: instancePath + "/education/fieldOfStudy",
								schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err494];
							else vErrors.push(err494);
							errors++;
						}
						var _valid96 = _errs601 === errors;
						valid116 = valid116 || _valid96;
					}
					if (!valid116) {
						const err495 = {
							instancePath: instancePath + "/education/fieldOfStudy",
							schemaPath: "#/properties/education/properties/fieldOfStudy/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err495];
						else vErrors.push(err495);
						errors++;
					} else {
						errors = _errs598;
						if (vErrors !== null) {
							if (_errs598) vErrors.length = _errs598;
							else vErrors = null;
						}
					}
				}
				if (data100.graduationYear !== void 0) {
					let data104 = data100.graduationYear;
					const _errs604 = errors;
					let valid117 = false;
					const _errs605 = errors;
					if (!(typeof data104 == "number" && !(data104 % 1) && !isNaN(data104) && isFinite(data104))) {
						const err496 = {
							instancePath: instancePath + "/education/graduationYear",
							schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err496];
						else vErrors.push(err496);
						errors++;
					}
					if (typeof data104 == "number" && isFinite(data104)) {
						if (data104 > 2100 || isNaN(data104)) {
							const err497 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 2100
								},
								message: "must be <= 2100"
							};
							if (vErrors === null) vErrors = [err497];
							else vErrors.push(err497);
							errors++;
						}
						if (data104 < 1940 || isNaN(data104)) {
							const err498 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 1940
								},
								message: "must be >= 1940"
							};
							if (vErrors === null) vErrors = [err498];
							else vErrors.push(err498);
							errors++;
						}
					}
					var _valid97 = _errs605 === errors;
					valid117 = valid117 || _valid97;
					if (!valid117) {
						const _errs607 = errors;
						if (typeof data104 === "string") {
							if (!pattern0.test(data104)) {
								const err499 = {
									instancePath: instancePath + "/education/graduationYear",
									schemaPath: "#/properties/education/properties/graduationYear/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err499];
								else vErrors.push(err499);
								errors++;
							}
						} else {
							const err500 = {
								instancePath: instancePath + "/education/graduationYear",
								schemaPath: "#/properties/education/properties/graduationYear/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err500];
							else vErrors.push(err500);
							errors++;
						}
						var _valid97 = _errs607 === errors;
						valid117 = valid117 || _valid97;
					}
					if (!valid117) {
						const err501 = {
							instancePath: instancePath + "/education/graduationYear",
							schemaPath: "#/properties/education/properties/graduationYear/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err501];
						else vErrors.push(err501);
						errors++;
					} else {
						errors = _errs604;
						if (vErrors !== null) {
							if (_errs604) vErrors.length = _errs604;
							else vErrors = null;
						}
					}
				}
				if (data100.currentlyStudying !== void 0) {
					let data105 = data100.currentlyStudying;
					const _errs610 = errors;
					let valid118 = false;
					const _errs611 = errors;
					if (typeof data105 !== "boolean") {
						const err502 = {
							instancePath: instancePath + "/education/currentlyStudying",
							schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err502];
						else vErrors.push(err502);
						errors++;
					}
					var _valid98 = _errs611 === errors;
					valid118 = valid118 || _valid98;
					if (!valid118) {
						const _errs613 = errors;
						if (typeof data105 === "string") {
							if (!pattern0.test(data105)) {
								const err503 = {
									instancePath: instancePath + "/education/currentlyStudying",
									schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err503];
								else vErrors.push(err503);
								errors++;
							}
						} else {
							const err504 = {
								instancePath: instancePath + "/education/currentlyStudying",
								schemaPath: "#/properties/education/properties/currentlyStudying/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err504];
							else vErrors.push(err504);
							errors++;
						}
						var _valid98 = _errs613 === errors;
						valid118 = valid118 || _valid98;
					}
					if (!valid118) {
						const err505 = {
							instancePath: instancePath + "/education/currentlyStudying",
							schemaPath: "#/properties/education/properties/currentlyStudying/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err505];
						else vErrors.push(err505);
						errors++;
					} else {
						errors = _errs610;
						if (vErrors !== null) {
							if (_errs610) vErrors.length = _errs610;
							else vErrors = null;
						}
					}
				}
				if (data100.currentStudiesDetails !== void 0) {
					let data106 = data100.currentStudiesDetails;
					const _errs616 = errors;
					let valid119 = false;
					const _errs617 = errors;
					if (typeof data106 === "string") {
						if (func4(data106) > 300) {
							const err506 = {
								instancePath: instancePath + "/education/currentStudiesDetails",
								schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err506];
							else vErrors.push(err506);
							errors++;
						}
					} else {
						const err507 = {
							instancePath: instancePath + "/education/currentStudiesDetails",
							schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err507];
						else vErrors.push(err507);
						errors++;
					}
					var _valid99 = _errs617 === errors;
					valid119 = valid119 || _valid99;
					if (!valid119) {
						const _errs619 = errors;
						if (typeof data106 === "string") {
							if (!pattern0.test(data106)) {
								const err508 = {
									instancePath: instancePath + "/education/currentStudiesDetails",
									schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err508];
								else vErrors.push(err508);
								errors++;
							}
						} else {
							const err509 = {
								instancePath: instancePath + "/education/currentStudiesDetails",
								schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err509];
							else vErrors.push(err509);
							errors++;
						}
						var _valid99 = _errs619 === errors;
						valid119 = valid119 || _valid99;
					}
					if (!valid119) {
						const err510 = {
							instancePath: instancePath + "/education/currentStudiesDetails",
							schemaPath: "#/properties/education/properties/currentStudiesDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err510];
						else vErrors.push(err510);
						errors++;
					} else {
						errors = _errs616;
						if (vErrors !== null) {
							if (_errs616) vErrors.length = _errs616;
							else vErrors = null;
						}
					}
				}
				if (data100.languages !== void 0) {
					let data107 = data100.languages;
					const _errs622 = errors;
					let valid120 = false;
					const _errs623 = errors;
					if (Array.isArray(data107)) {
						const len2 = data107.length;
						for (let i2 = 0; i2 < len2; i2++) {
							let data108 = data107[i2];
							if (typeof data108 !== "string") {
								const err511 = {
									instancePath: instancePath + "/education/languages/" + i2,
									schemaPath: "#/properties/education/properties/languages/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err511];
								else vErrors.push(err511);
								errors++;
							}
							if (!(data108 === "espanol" || data108 === "ingles" || data108 === "frances" || data108 === "portugues" || data108 === "italiano" || data108 === "aleman" || data108 === "neerlandes" || data108 === "papiamento" || data108 === "creole")) {
								const err512 = {
									instancePath: instancePath + "/education/languages/" + i2,
									schemaPath: "#/properties/education/properties/languages/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.education.properties.languages.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err512];
								else vErrors.push(err512);
								errors++;
							}
						}
						let i3 = data107.length;
						let j0;
						if (i3 > 1) {
							const indices0 = {};
							for (; i3--;) {
								let item0 = data107[i3];
								if (typeof item0 !== "string") continue;
								if (typeof indices0[item0] == "number") {
									j0 = indices0[item0];
									const err513 = {
										instancePath: instancePath + "/education/languages",
										schemaPath: "#/properties/education/properties/languages/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i3,
											j: j0
										},
										message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)"
									};
									if (vErrors === null) vErrors = [err513];
									else vErrors.push(err513);
									errors++;
									break;
								}
								indices0[item0] = i3;
							}
						}
					} else {
						const err514 = {
							instancePath: instancePath + "/education/languages",
							schemaPath: "#/properties/education/properties/languages/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err514];
						else vErrors.push(err514);
						errors++;
					}
					var _valid100 = _errs623 === errors;
					valid120 = valid120 || _valid100;
					if (!valid120) {
						const _errs627 = errors;
						if (typeof data107 === "string") {
							if (!pattern0.test(data107)) {
								const err515 = {
									instancePath: instancePath + "/education/languages",
									schemaPath: "#/properties/education/properties/languages/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err515];
								else vErrors.push(err515);
								errors++;
							}
						} else {
							const err516 = {
								instancePath: instancePath + "/education/languages",
								schemaPath: "#/properties/education/properties/languages/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err516];
							else vErrors.push(err516);
							errors++;
						}
						var _valid100 = _errs627 === errors;
						valid120 = valid120 || _valid100;
					}
					if (!valid120) {
						const err517 = {
							instancePath: instancePath + "/education/languages",
							schemaPath: "#/properties/education/properties/languages/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err517];
						else vErrors.push(err517);
						errors++;
					} else {
						errors = _errs622;
						if (vErrors !== null) {
							if (_errs622) vErrors.length = _errs622;
							else vErrors = null;
						}
					}
				}
				if (data100.englishLevel !== void 0) {
					let data109 = data100.englishLevel;
					const _errs630 = errors;
					let valid124 = false;
					const _errs631 = errors;
					if (typeof data109 !== "string") {
						const err518 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err518];
						else vErrors.push(err518);
						errors++;
					}
					if (!(data109 === "ninguno" || data109 === "basico" || data109 === "intermedio" || data109 === "avanzado")) {
						const err519 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.education.properties.englishLevel.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err519];
						else vErrors.push(err519);
						errors++;
					}
					var _valid101 = _errs631 === errors;
					valid124 = valid124 || _valid101;
					if (!valid124) {
						const _errs633 = errors;
						if (typeof data109 === "string") {
							if (!pattern0.test(data109)) {
								const err520 = {
									instancePath: instancePath + "/education/englishLevel",
									schemaPath: "#/properties/education/properties/englishLevel/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err520];
								else vErrors.push(err520);
								errors++;
							}
						} else {
							const err521 = {
								instancePath: instancePath + "/education/englishLevel",
								schemaPath: "#/properties/education/properties/englishLevel/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err521];
							else vErrors.push(err521);
							errors++;
						}
						var _valid101 = _errs633 === errors;
						valid124 = valid124 || _valid101;
					}
					if (!valid124) {
						const err522 = {
							instancePath: instancePath + "/education/englishLevel",
							schemaPath: "#/properties/education/properties/englishLevel/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err522];
						else vErrors.push(err522);
						errors++;
					} else {
						errors = _errs630;
						if (vErrors !== null) {
							if (_errs630) vErrors.length = _errs630;
							else vErrors = null;
						}
					}
				}
			} else {
				const err523 = {
					instancePath: instancePath + "/education",
					schemaPath: "#/properties/education/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err523];
				else vErrors.push(err523);
				errors++;
			}
		}
		if (data.finances !== void 0) {
			let data110 = data.finances;
			if (data110 && typeof data110 == "object" && !Array.isArray(data110)) {
				for (const key8 in data110) if (!func2.call(schema11.properties.finances.properties, key8)) {
					const err524 = {
						instancePath: instancePath + "/finances",
						schemaPath: "#/properties/finances/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key8 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err524];
					else vErrors.push(err524);
					errors++;
				}
				if (data110.bankAccounts !== void 0) {
					let data111 = data110.bankAccounts;
					const _errs639 = errors;
					let valid126 = false;
					const _errs640 = errors;
					if (Array.isArray(data111)) {
						const len3 = data111.length;
						for (let i4 = 0; i4 < len3; i4++) {
							let data112 = data111[i4];
							if (data112 && typeof data112 == "object" && !Array.isArray(data112)) {
								for (const key9 in data112) if (!(key9 === "bankName" || key9 === "accountType" || key9 === "currency" || key9 === "balance" || key9 === "openingDate")) {
									const err525 = {
										instancePath: instancePath + "/finances/bankAccounts/" + i4,
										schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key9 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err525];
									else vErrors.push(err525);
									errors++;
								}
								if (data112.bankName !== void 0) {
									let data113 = data112.bankName;
									const _errs646 = errors;
									let valid130 = false;
									const _errs647 = errors;
									if (typeof data113 === "string") {
										if (func4(data113) > 150) {
											const err526 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err526];
											else vErrors.push(err526);
											errors++;
										}
									} else {
										const err527 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err527];
										else vErrors.push(err527);
										errors++;
									}
									var _valid103 = _errs647 === errors;
									valid130 = valid130 || _valid103;
									if (!valid130) {
										const _errs649 = errors;
										if (typeof data113 === "string") {
											if (!pattern0.test(data113)) {
												const err528 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/1/pattern",
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
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err529];
											else vErrors.push(err529);
											errors++;
										}
										var _valid103 = _errs649 === errors;
										valid130 = valid130 || _valid103;
									}
									if (!valid130) {
										const err530 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/bankName",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/bankName/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err530];
										else vErrors.push(err530);
										errors++;
									} else {
										errors = _errs646;
										if (vErrors !== null) {
											if (_errs646) vErrors.length = _errs646;
											else vErrors = null;
										}
									}
								}
								if (data112.accountType !== void 0) {
									let data114 = data112.accountType;
									const _errs652 = errors;
									let valid131 = false;
									const _errs653 = errors;
									if (typeof data114 !== "string") {
										const err531 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err531];
										else vErrors.push(err531);
										errors++;
									}
									if (!(data114 === "ahorro" || data114 === "corriente" || data114 === "certificado")) {
										const err532 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/0/enum",
											keyword: "enum",
											params: { allowedValues: schema11.properties.finances.properties.bankAccounts.anyOf[0].items.properties.accountType.anyOf[0].enum },
											message: "must be equal to one of the allowed values"
										};
										if (vErrors === null) vErrors = [err532];
										else vErrors.push(err532);
										errors++;
									}
									var _valid104 = _errs653 === errors;
									valid131 = valid131 || _valid104;
									if (!valid131) {
										const _errs655 = errors;
										if (typeof data114 === "string") {
											if (!pattern0.test(data114)) {
												const err533 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/1/pattern",
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
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err534];
											else vErrors.push(err534);
											errors++;
										}
										var _valid104 = _errs655 === errors;
										valid131 = valid131 || _valid104;
									}
									if (!valid131) {
										const err535 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/accountType",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/accountType/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err535];
										else vErrors.push(err535);
										errors++;
									} else {
										errors = _errs652;
										if (vErrors !== null) {
											if (_errs652) vErrors.length = _errs652;
											else vErrors = null;
										}
									}
								}
								if (data112.currency !== void 0) {
									let data115 = data112.currency;
									const _errs658 = errors;
									let valid132 = false;
									const _errs659 = errors;
									if (typeof data115 !== "string") {
										const err536 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err536];
										else vErrors.push(err536);
										errors++;
									}
									if (!(data115 === "DOP" || data115 === "USD" || data115 === "EUR")) {
										const err537 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/0/enum",
											keyword: "enum",
											params: { allowedValues: schema11.properties.finances.properties.bankAccounts.anyOf[0].items.properties.currency.anyOf[0].enum },
											message: "must be equal to one of the allowed values"
										};
										if (vErrors === null) vErrors = [err537];
										else vErrors.push(err537);
										errors++;
									}
									var _valid105 = _errs659 === errors;
									valid132 = valid132 || _valid105;
									if (!valid132) {
										const _errs661 = errors;
										if (typeof data115 === "string") {
											if (!pattern0.test(data115)) {
												const err538 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/1/pattern",
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
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err539];
											else vErrors.push(err539);
											errors++;
										}
										var _valid105 = _errs661 === errors;
										valid132 = valid132 || _valid105;
									}
									if (!valid132) {
										const err540 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/currency",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/currency/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err540];
										else vErrors.push(err540);
										errors++;
									} else {
										errors = _errs658;
										if (vErrors !== null) {
											if (_errs658) vErrors.length = _errs658;
											else vErrors = null;
										}
									}
								}
								if (data112.balance !== void 0) {
									let data116 = data112.balance;
									const _errs664 = errors;
									let valid133 = false;
									const _errs665 = errors;
									if (!(typeof data116 == "number" && isFinite(data116))) {
										const err541 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/0/type",
											keyword: "type",
											params: { type: "number" },
											message: "must be number"
										};
										if (vErrors === null) vErrors = [err541];
										else vErrors.push(err541);
										errors++;
									}
									var _valid106 = _errs665 === errors;
									valid133 = valid133 || _valid106;
									if (!valid133) {
										const _errs667 = errors;
										if (typeof data116 === "string") {
											if (!pattern0.test(data116)) {
												const err542 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err542];
												else vErrors.push(err542);
												errors++;
											}
										} else {
											const err543 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err543];
											else vErrors.push(err543);
											errors++;
										}
										var _valid106 = _errs667 === errors;
										valid133 = valid133 || _valid106;
									}
									if (!valid133) {
										const err544 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/balance",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/balance/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err544];
										else vErrors.push(err544);
										errors++;
									} else {
										errors = _errs664;
										if (vErrors !== null) {
											if (_errs664) vErrors.length = _errs664;
											else vErrors = null;
										}
									}
								}
								if (data112.openingDate !== void 0) {
									let data117 = data112.openingDate;
									const _errs670 = errors;
									let valid134 = false;
									const _errs671 = errors;
									if (typeof data117 === "string") {
										if (!formats0.validate(data117)) {
											const err545 = {
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err545];
											else vErrors.push(err545);
											errors++;
										}
									} else {
										const err546 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err546];
										else vErrors.push(err546);
										errors++;
									}
									var _valid107 = _errs671 === errors;
									valid134 = valid134 || _valid107;
									if (!valid134) {
										const _errs673 = errors;
										if (typeof data117 === "string") {
											if (!pattern0.test(data117)) {
												const err547 = {
													instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
													schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/1/pattern",
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
												instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
												schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err548];
											else vErrors.push(err548);
											errors++;
										}
										var _valid107 = _errs673 === errors;
										valid134 = valid134 || _valid107;
									}
									if (!valid134) {
										const err549 = {
											instancePath: instancePath + "/finances/bankAccounts/" + i4 + "/openingDate",
											schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/properties/openingDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err549];
										else vErrors.push(err549);
										errors++;
									} else {
										errors = _errs670;
										if (vErrors !== null) {
											if (_errs670) vErrors.length = _errs670;
											else vErrors = null;
										}
									}
								}
							} else {
								const err550 = {
									instancePath: instancePath + "/finances/bankAccounts/" + i4,
									schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err550];
								else vErrors.push(err550);
								errors++;
							}
						}
					} else {
						const err551 = {
							instancePath: instancePath + "/finances/bankAccounts",
							schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err551];
						else vErrors.push(err551);
						errors++;
					}
					var _valid102 = _errs640 === errors;
					valid126 = valid126 || _valid102;
					if (!valid126) {
						const _errs675 = errors;
						if (typeof data111 === "string") {
							if (!pattern0.test(data111)) {
								const err552 = {
									instancePath: instancePath + "/finances/bankAccounts",
									schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/1/pattern",
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
								instancePath: instancePath + "/finances/bankAccounts",
								schemaPath: "#/properties/finances/properties/bankAccounts/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err553];
							else vErrors.push(err553);
							errors++;
						}
						var _valid102 = _errs675 === errors;
						valid126 = valid126 || _valid102;
					}
					if (!valid126) {
						const err554 = {
							instancePath: instancePath + "/finances/bankAccounts",
							schemaPath: "#/properties/finances/properties/bankAccounts/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err554];
						else vErrors.push(err554);
						errors++;
					} else {
						errors = _errs639;
						if (vErrors !== null) {
							if (_errs639) vErrors.length = _errs639;
							else vErrors = null;
						}
					}
				}
				if (data110.totalSavings !== void 0) {
					let data118 = data110.totalSavings;
					const _errs678 = errors;
					let valid135 = false;
					const _errs679 = errors;
					if (typeof data118 == "number" && isFinite(data118)) {
						if (data118 < 0 || isNaN(data118)) {
							const err555 = {
								instancePath: instancePath + "/finances/totalSavings",
								schemaPath: "#/properties/finances/properties/totalSavings/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err555];
							else vErrors.push(err555);
							errors++;
						}
					} else {
						const err556 = {
							instancePath: instancePath + "/finances/totalSavings",
							schemaPath: "#/properties/finances/properties/totalSavings/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err556];
						else vErrors.push(err556);
						errors++;
					}
					var _valid108 = _errs679 === errors;
					valid135 = valid135 || _valid108;
					if (!valid135) {
						const _errs681 = errors;
						if (typeof data118 === "string") {
							if (!pattern0.test(data118)) {
								const err557 = {
									instancePath: instancePath + "/finances/totalSavings",
									schemaPath: "#/properties/finances/properties/totalSavings/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err557];
								else vErrors.push(err557);
								errors++;
							}
						} else {
							const err558 = {
								instancePath: instancePath + "/finances/totalSavings",
								schemaPath: "#/properties/finances/properties/totalSavings/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err558];
							else vErrors.push(err558);
							errors++;
						}
						var _valid108 = _errs681 === errors;
						valid135 = valid135 || _valid108;
					}
					if (!valid135) {
						const err559 = {
							instancePath: instancePath + "/finances/totalSavings",
							schemaPath: "#/properties/finances/properties/totalSavings/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err559];
						else vErrors.push(err559);
						errors++;
					} else {
						errors = _errs678;
						if (vErrors !== null) {
							if (_errs678) vErrors.length = _errs678;
							else vErrors = null;
						}
					}
				}
				if (data110.monthlyExpenses !== void 0) {
					let data119 = data110.monthlyExpenses;
					const _errs684 = errors;
					let valid136 = false;
					const _errs685 = errors;
					if (typeof data119 == "number" && isFinite(data119)) {
						if (data119 < 0 || isNaN(data119)) {
							const err560 = {
								instancePath: instancePath + "/finances/monthlyExpenses",
								schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err560];
							else vErrors.push(err560);
							errors++;
						}
					} else {
						const err561 = {
							instancePath: instancePath + "/finances/monthlyExpenses",
							schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err561];
						else vErrors.push(err561);
						errors++;
					}
					var _valid109 = _errs685 === errors;
					valid136 = valid136 || _valid109;
					if (!valid136) {
						const _errs687 = errors;
						if (typeof data119 === "string") {
							if (!pattern0.test(data119)) {
								const err562 = {
									instancePath: instancePath + "/finances/monthlyExpenses",
									schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err562];
								else vErrors.push(err562);
								errors++;
							}
						} else {
							const err563 = {
								instancePath: instancePath + "/finances/monthlyExpenses",
								schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err563];
							else vErrors.push(err563);
							errors++;
						}
						var _valid109 = _errs687 === errors;
						valid136 = valid136 || _valid109;
					}
					if (!valid136) {
						const err564 = {
							instancePath: instancePath + "/finances/monthlyExpenses",
							schemaPath: "#/properties/finances/properties/monthlyExpenses/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err564];
						else vErrors.push(err564);
						errors++;
					} else {
						errors = _errs684;
						if (vErrors !== null) {
							if (_errs684) vErrors.length = _errs684;
							else vErrors = null;
						}
					}
				}
				if (data110.hasProperties !== void 0) {
					let data120 = data110.hasProperties;
					const _errs690 = errors;
					let valid137 = false;
					const _errs691 = errors;
					if (typeof data120 !== "boolean") {
						const err565 = {
							instancePath: instancePath + "/finances/hasProperties",
							schemaPath: "#/properties/finances/properties/hasProperties/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err565];
						else vErrors.push(err565);
						errors++;
					}
					var _valid110 = _errs691 === errors;
					valid137 = valid137 || _valid110;
					if (!valid137) {
						const _errs693 = errors;
						if (typeof data120 === "string") {
							if (!pattern0.test(data120)) {
								const err566 = {
									instancePath: instancePath + "/finances/hasProperties",
									schemaPath: "#/properties/finances/properties/hasProperties/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err566];
								else vErrors.push(err566);
								errors++;
							}
						} else {
							const err567 = {
								instancePath: instancePath + "/finances/hasProperties",
								schemaPath: "#/properties/finances/properties/hasProperties/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err567];
							else vErrors.push(err567);
							errors++;
						}
						var _valid110 = _errs693 === errors;
						valid137 = valid137 || _valid110;
					}
					if (!valid137) {
						const err568 = {
							instancePath: instancePath + "/finances/hasProperties",
							schemaPath: "#/properties/finances/properties/hasProperties/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err568];
						else vErrors.push(err568);
						errors++;
					} else {
						errors = _errs690;
						if (vErrors !== null) {
							if (_errs690) vErrors.length = _errs690;
							else vErrors = null;
						}
					}
				}
				if (data110.ownedProperties !== void 0) {
					let data121 = data110.ownedProperties;
					const _errs696 = errors;
					let valid138 = false;
					const _errs697 = errors;
					if (typeof data121 === "string") {
						if (func4(data121) > 2e3) {
							const err569 = {
								instancePath: instancePath + "/finances/ownedProperties",
								schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err569];
							else vErrors.push(err569);
							errors++;
						}
					} else {
						const err570 = {
							instancePath: instancePath + "/finances/ownedProperties",
							schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err570];
						else vErrors.push(err570);
						errors++;
					}
					var _valid111 = _errs697 === errors;
					valid138 = valid138 || _valid111;
					if (!valid138) {
						const _errs699 = errors;
						if (typeof data121 === "string") {
							if (!pattern0.test(data121)) {
								const err571 = {
									instancePath: instancePath + "/finances/ownedProperties",
									schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err571];
								else vErrors.push(err571);
								errors++;
							}
						} else {
							const err572 = {
								instancePath: instancePath + "/finances/ownedProperties",
								schemaPath: "#/properties/finances/properties/ownedProperties/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err572];
							else vErrors.push(err572);
							errors++;
						}
						var _valid111 = _errs699 === errors;
						valid138 = valid138 || _valid111;
					}
					if (!valid138) {
						const err573 = {
							instancePath: instancePath + "/finances/ownedProperties",
							schemaPath: "#/properties/finances/properties/ownedProperties/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err573];
						else vErrors.push(err573);
						errors++;
					} else {
						errors = _errs696;
						if (vErrors !== null) {
							if (_errs696) vErrors.length = _errs696;
							else vErrors = null;
						}
					}
				}
				if (data110.hasVehicles !== void 0) {
					let data122 = data110.hasVehicles;
					const _errs702 = errors;
					let valid139 = false;
					const _errs703 = errors;
					if (typeof data122 !== "boolean") {
						const err574 = {
							instancePath: instancePath + "/finances/hasVehicles",
							schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err574];
						else vErrors.push(err574);
						errors++;
					}
					var _valid112 = _errs703 === errors;
					valid139 = valid139 || _valid112;
					if (!valid139) {
						const _errs705 = errors;
						if (typeof data122 === "string") {
							if (!pattern0.test(data122)) {
								const err575 = {
									instancePath: instancePath + "/finances/hasVehicles",
									schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err575];
								else vErrors.push(err575);
								errors++;
							}
						} else {
							const err576 = {
								instancePath: instancePath + "/finances/hasVehicles",
								schemaPath: "#/properties/finances/properties/hasVehicles/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err576];
							else vErrors.push(err576);
							errors++;
						}
						var _valid112 = _errs705 === errors;
						valid139 = valid139 || _valid112;
					}
					if (!valid139) {
						const err577 = {
							instancePath: instancePath + "/finances/hasVehicles",
							schemaPath: "#/properties/finances/properties/hasVehicles/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err577];
						else vErrors.push(err577);
						errors++;
					} else {
						errors = _errs702;
						if (vErrors !== null) {
							if (_errs702) vErrors.length = _errs702;
							else vErrors = null;
						}
					}
				}
				if (data110.vehiclesDetails !== void 0) {
					let data123 = data110.vehiclesDetails;
					const _errs708 = errors;
					let valid140 = false;
					const _errs709 = errors;
					if (typeof data123 === "string") {
						if (func4(data123) > 1e3) {
							const err578 = {
								instancePath: instancePath + "/finances/vehiclesDetails",
								schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err578];
							else vErrors.push(err578);
							errors++;
						}
					} else {
						const err579 = {
							instancePath: instancePath + "/finances/vehiclesDetails",
							schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err579];
						else vErrors.push(err579);
						errors++;
					}
					var _valid113 = _errs709 === errors;
					valid140 = valid140 || _valid113;
					if (!valid140) {
						const _errs711 = errors;
						if (typeof data123 === "string") {
							if (!pattern0.test(data123)) {
								const err580 = {
									instancePath: instancePath + "/finances/vehiclesDetails",
									schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err580];
								else vErrors.push(err580);
								errors++;
							}
						} else {
							const err581 = {
								instancePath: instancePath + "/finances/vehiclesDetails",
								schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err581];
							else vErrors.push(err581);
							errors++;
						}
						var _valid113 = _errs711 === errors;
						valid140 = valid140 || _valid113;
					}
					if (!valid140) {
						const err582 = {
							instancePath: instancePath + "/finances/vehiclesDetails",
							schemaPath: "#/properties/finances/properties/vehiclesDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err582];
						else vErrors.push(err582);
						errors++;
					} else {
						errors = _errs708;
						if (vErrors !== null) {
							if (_errs708) vErrors.length = _errs708;
							else vErrors = null;
						}
					}
				}
				if (data110.hasInvestments !== void 0) {
					let data124 = data110.hasInvestments;
					const _errs714 = errors;
					let valid141 = false;
					const _errs715 = errors;
					if (typeof data124 !== "boolean") {
						const err583 = {
							instancePath: instancePath + "/finances/hasInvestments",
							schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err583];
						else vErrors.push(err583);
						errors++;
					}
					var _valid114 = _errs715 === errors;
					valid141 = valid141 || _valid114;
					if (!valid141) {
						const _errs717 = errors;
						if (typeof data124 === "string") {
							if (!pattern0.test(data124)) {
								const err584 = {
									instancePath: instancePath + "/finances/hasInvestments",
									schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err584];
								else vErrors.push(err584);
								errors++;
							}
						} else {
							const err585 = {
								instancePath: instancePath + "/finances/hasInvestments",
								schemaPath: "#/properties/finances/properties/hasInvestments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err585];
							else vErrors.push(err585);
							errors++;
						}
						var _valid114 = _errs717 === errors;
						valid141 = valid141 || _valid114;
					}
					if (!valid141) {
						const err586 = {
							instancePath: instancePath + "/finances/hasInvestments",
							schemaPath: "#/properties/finances/properties/hasInvestments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err586];
						else vErrors.push(err586);
						errors++;
					} else {
						errors = _errs714;
						if (vErrors !== null) {
							if (_errs714) vErrors.length = _errs714;
							else vErrors = null;
						}
					}
				}
				if (data110.investmentsDetails !== void 0) {
					let data125 = data110.investmentsDetails;
					const _errs720 = errors;
					let valid142 = false;
					const _errs721 = errors;
					if (typeof data125 === "string") {
						if (func4(data125) > 1e3) {
							const err587 = {
								instancePath: instancePath + "/finances/investmentsDetails",
								schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err587];
							else vErrors.push(err587);
							errors++;
						}
					} else {
						const err588 = {
							instancePath: instancePath + "/finances/investmentsDetails",
							schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err588];
						else vErrors.push(err588);
						errors++;
					}
					var _valid115 = _errs721 === errors;
					valid142 = valid142 || _valid115;
					if (!valid142) {
						const _errs723 = errors;
						if (typeof data125 === "string") {
							if (!pattern0.test(data125)) {
								const err589 = {
									instancePath: instancePath + "/finances/investmentsDetails",
									schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err589];
								else vErrors.push(err589);
								errors++;
							}
						} else {
							const err590 = {
								instancePath: instancePath + "/finances/investmentsDetails",
								schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err590];
							else vErrors.push(err590);
							errors++;
						}
						var _valid115 = _errs723 === errors;
						valid142 = valid142 || _valid115;
					}
					if (!valid142) {
						const err591 = {
							instancePath: instancePath + "/finances/investmentsDetails",
							schemaPath: "#/properties/finances/properties/investmentsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err591];
						else vErrors.push(err591);
						errors++;
					} else {
						errors = _errs720;
						if (vErrors !== null) {
							if (_errs720) vErrors.length = _errs720;
							else vErrors = null;
						}
					}
				}
				if (data110.hasCreditCards !== void 0) {
					let data126 = data110.hasCreditCards;
					const _errs726 = errors;
					let valid143 = false;
					const _errs727 = errors;
					if (typeof data126 !== "boolean") {
						const err592 = {
							instancePath: instancePath + "/finances/hasCreditCards",
							schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err592];
						else vErrors.push(err592);
						errors++;
					}
					var _valid116 = _errs727 === errors;
					valid143 = valid143 || _valid116;
					if (!valid143) {
						const _errs729 = errors;
						if (typeof data126 === "string") {
							if (!pattern0.test(data126)) {
								const err593 = {
									instancePath: instancePath + "/finances/hasCreditCards",
									schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err593];
								else vErrors.push(err593);
								errors++;
							}
						} else {
							const err594 = {
								instancePath: instancePath + "/finances/hasCreditCards",
								schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err594];
							else vErrors.push(err594);
							errors++;
						}
						var _valid116 = _errs729 === errors;
						valid143 = valid143 || _valid116;
					}
					if (!valid143) {
						const err595 = {
							instancePath: instancePath + "/finances/hasCreditCards",
							schemaPath: "#/properties/finances/properties/hasCreditCards/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err595];
						else vErrors.push(err595);
						errors++;
					} else {
						errors = _errs726;
						if (vErrors !== null) {
							if (_errs726) vErrors.length = _errs726;
							else vErrors = null;
						}
					}
				}
				if (data110.creditCardsDetails !== void 0) {
					let data127 = data110.creditCardsDetails;
					const _errs732 = errors;
					let valid144 = false;
					const _errs733 = errors;
					if (typeof data127 === "string") {
						if (func4(data127) > 300) {
							const err596 = {
								instancePath: instancePath + "/finances/creditCardsDetails",
								schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err596];
							else vErrors.push(err596);
							errors++;
						}
					} else {
						const err597 = {
							instancePath: instancePath + "/finances/creditCardsDetails",
							schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err597];
						else vErrors.push(err597);
						errors++;
					}
					var _valid117 = _errs733 === errors;
					valid144 = valid144 || _valid117;
					if (!valid144) {
						const _errs735 = errors;
						if (typeof data127 === "string") {
							if (!pattern0.test(data127)) {
								const err598 = {
									instancePath: instancePath + "/finances/creditCardsDetails",
									schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err598];
								else vErrors.push(err598);
								errors++;
							}
						} else {
							const err599 = {
								instancePath: instancePath + "/finances/creditCardsDetails",
								schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err599];
							else vErrors.push(err599);
							errors++;
						}
						var _valid117 = _errs735 === errors;
						valid144 = valid144 || _valid117;
					}
					if (!valid144) {
						const err600 = {
							instancePath: instancePath + "/finances/creditCardsDetails",
							schemaPath: "#/properties/finances/properties/creditCardsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err600];
						else vErrors.push(err600);
						errors++;
					} else {
						errors = _errs732;
						if (vErrors !== null) {
							if (_errs732) vErrors.length = _errs732;
							else vErrors = null;
						}
					}
				}
				if (data110.hasDebts !== void 0) {
					let data128 = data110.hasDebts;
					const _errs738 = errors;
					let valid145 = false;
					const _errs739 = errors;
					if (typeof data128 !== "boolean") {
						const err601 = {
							instancePath: instancePath + "/finances/hasDebts",
							schemaPath: "#/properties/finances/properties/hasDebts/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err601];
						else vErrors.push(err601);
						errors++;
					}
					var _valid118 = _errs739 === errors;
					valid145 = valid145 || _valid118;
					if (!valid145) {
						const _errs741 = errors;
						if (typeof data128 === "string") {
							if (!pattern0.test(data128)) {
								const err602 = {
									instancePath: instancePath + "/finances/hasDebts",
									schemaPath: "#/properties/finances/properties/hasDebts/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err602];
								else vErrors.push(err602);
								errors++;
							}
						} else {
							const err603 = {
								instancePath: instancePath + "/finances/hasDebts",
								schemaPath: "#/properties/finances/properties/hasDebts/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err603];
							else vErrors.push(err603);
							errors++;
						}
						var _valid118 = _errs741 === errors;
						valid145 = valid145 || _valid118;
					}
					if (!valid145) {
						const err604 = {
							instancePath: instancePath + "/finances/hasDebts",
							schemaPath: "#/properties/finances/properties/hasDebts/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err604];
						else vErrors.push(err604);
						errors++;
					} else {
						errors = _errs738;
						if (vErrors !== null) {
							if (_errs738) vErrors.length = _errs738;
							else vErrors = null;
						}
					}
				}
				if (data110.debtsDetails !== void 0) {
					let data129 = data110.debtsDetails;
					const _errs744 = errors;
					let valid146 = false;
					const _errs745 = errors;
					if (typeof data129 === "string") {
						if (func4(data129) > 1e3) {
							const err605 = {
								instancePath: instancePath + "/finances/debtsDetails",
								schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err605];
							else vErrors.push(err605);
							errors++;
						}
					} else {
						const err606 = {
							instancePath: instancePath + "/finances/debtsDetails",
							schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err606];
						else vErrors.push(err606);
						errors++;
					}
					var _valid119 = _errs745 === errors;
					valid146 = valid146 || _valid119;
					if (!valid146) {
						const _errs747 = errors;
						if (typeof data129 === "string") {
							if (!pattern0.test(data129)) {
								const err607 = {
									instancePath: instancePath + "/finances/debtsDetails",
									schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err607];
								else vErrors.push(err607);
								errors++;
							}
						} else {
							const err608 = {
								instancePath: instancePath + "/finances/debtsDetails",
								schemaPath: "#/properties/finances/properties/debtsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err608];
							else vErrors.push(err608);
							errors++;
						}
						var _valid119 = _errs747 === errors;
						valid146 = valid146 || _valid119;
					}
					if (!valid146) {
						const err609 = {
							instancePath: instancePath + "/finances/debtsDetails",
							schemaPath: "#/properties/finances/properties/debtsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err609];
						else vErrors.push(err609);
						errors++;
					} else {
						errors = _errs744;
						if (vErrors !== null) {
							if (_errs744) vErrors.length = _errs744;
							else vErrors = null;
						}
					}
				}
			} else {
				const err610 = {
					instancePath: instancePath + "/finances",
					schemaPath: "#/properties/finances/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err610];
				else vErrors.push(err610);
				errors++;
			}
		}
		if (data.tripPlan !== void 0) {
			let data130 = data.tripPlan;
			const _errs752 = errors;
			let valid148 = true;
			const _errs753 = errors;
			if (errors === _errs753) {
				if (data130 && typeof data130 == "object" && !Array.isArray(data130)) {
					if (data130.whoWillPay === void 0 && "whoWillPay") {
						const err611 = {};
						if (vErrors === null) vErrors = [err611];
						else vErrors.push(err611);
						errors++;
					} else if (data130.whoWillPay !== void 0) {
						let data131 = data130.whoWillPay;
						if (errors === errors) {
							if (typeof data131 === "string") {
								if (!pattern0.test(data131)) {
									const err612 = {};
									if (vErrors === null) vErrors = [err612];
									else vErrors.push(err612);
									errors++;
								}
							} else {
								const err613 = {};
								if (vErrors === null) vErrors = [err613];
								else vErrors.push(err613);
								errors++;
							}
						}
					}
				} else {
					const err614 = {};
					if (vErrors === null) vErrors = [err614];
					else vErrors.push(err614);
					errors++;
				}
			}
			var _valid120 = _errs753 === errors;
			errors = _errs752;
			if (vErrors !== null) {
				if (_errs752) vErrors.length = _errs752;
				else vErrors = null;
			}
			if (!_valid120) {
				const _errs757 = errors;
				const _errs758 = errors;
				let valid150 = true;
				const _errs759 = errors;
				if (data130 && typeof data130 == "object" && !Array.isArray(data130)) {
					if (data130.whoWillPay === void 0 && "whoWillPay") {
						const err615 = {};
						if (vErrors === null) vErrors = [err615];
						else vErrors.push(err615);
						errors++;
					} else if (data130.whoWillPay !== void 0) {
						let data132 = data130.whoWillPay;
						if (!(data132 === "family" || data132 === "friend" || data132 === "company" || data132 === "other")) {
							const err616 = {};
							if (vErrors === null) vErrors = [err616];
							else vErrors.push(err616);
							errors++;
						}
					}
				}
				var _valid121 = _errs759 === errors;
				errors = _errs758;
				if (vErrors !== null) {
					if (_errs758) vErrors.length = _errs758;
					else vErrors = null;
				}
				if (_valid121) {
					const _errs761 = errors;
					if (data130 && typeof data130 == "object" && !Array.isArray(data130)) {
						if (data130.tripSponsor === void 0) {
							const err617 = {
								instancePath: instancePath + "/tripPlan",
								schemaPath: "#/properties/tripPlan/allOf/0/else/then/required",
								keyword: "required",
								params: { missingProperty: "tripSponsor" },
								message: "must have required property 'tripSponsor'"
							};
							if (vErrors === null) vErrors = [err617];
							else vErrors.push(err617);
							errors++;
						}
						if (data130.tripSponsor !== void 0) {
							let data133 = data130.tripSponsor;
							const _errs763 = errors;
							let valid153 = false;
							const _errs764 = errors;
							if (typeof data133 === "string") {
								if (func4(data133) > 200) {
									const err618 = {
										instancePath: instancePath + "/tripPlan/tripSponsor",
										schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/tripSponsor/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 200 },
										message: "must NOT have more than 200 characters"
									};
									if (vErrors === null) vErrors = [err618];
									else vErrors.push(err618);
									errors++;
								}
							} else {
								const err619 = {
									instancePath: instancePath + "/tripPlan/tripSponsor",
									schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/tripSponsor/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err619];
								else vErrors.push(err619);
								errors++;
							}
							var _valid122 = _errs764 === errors;
							valid153 = valid153 || _valid122;
							if (!valid153) {
								const _errs766 = errors;
								if (typeof data133 === "string") {
									if (!pattern0.test(data133)) {
										const err620 = {
											instancePath: instancePath + "/tripPlan/tripSponsor",
											schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/tripSponsor/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err620];
										else vErrors.push(err620);
										errors++;
									}
								} else {
									const err621 = {
										instancePath: instancePath + "/tripPlan/tripSponsor",
										schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/tripSponsor/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err621];
									else vErrors.push(err621);
									errors++;
								}
								var _valid122 = _errs766 === errors;
								valid153 = valid153 || _valid122;
							}
							if (!valid153) {
								const err622 = {
									instancePath: instancePath + "/tripPlan/tripSponsor",
									schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/tripSponsor/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err622];
								else vErrors.push(err622);
								errors++;
							} else {
								errors = _errs763;
								if (vErrors !== null) {
									if (_errs763) vErrors.length = _errs763;
									else vErrors = null;
								}
							}
						}
						if (data130.sponsorDetails !== void 0) {
							let data134 = data130.sponsorDetails;
							const _errs769 = errors;
							let valid154 = false;
							const _errs770 = errors;
							if (typeof data134 === "string") {
								if (func4(data134) > 2e3) {
									const err623 = {
										instancePath: instancePath + "/tripPlan/sponsorDetails",
										schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/sponsorDetails/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 2e3 },
										message: "must NOT have more than 2000 characters"
									};
									if (vErrors === null) vErrors = [err623];
									else vErrors.push(err623);
									errors++;
								}
							} else {
								const err624 = {
									instancePath: instancePath + "/tripPlan/sponsorDetails",
									schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/sponsorDetails/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err624];
								else vErrors.push(err624);
								errors++;
							}
							var _valid123 = _errs770 === errors;
							valid154 = valid154 || _valid123;
							if (!valid154) {
								const _errs772 = errors;
								if (typeof data134 === "string") {
									if (!pattern0.test(data134)) {
										const err625 = {
											instancePath: instancePath + "/tripPlan/sponsorDetails",
											schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/sponsorDetails/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err625];
										else vErrors.push(err625);
										errors++;
									}
								} else {
									const err626 = {
										instancePath: instancePath + "/tripPlan/sponsorDetails",
										schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/sponsorDetails/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err626];
									else vErrors.push(err626);
									errors++;
								}
								var _valid123 = _errs772 === errors;
								valid154 = valid154 || _valid123;
							}
							if (!valid154) {
								const err627 = {
									instancePath: instancePath + "/tripPlan/sponsorDetails",
									schemaPath: "#/properties/tripPlan/allOf/0/else/then/properties/sponsorDetails/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err627];
								else vErrors.push(err627);
								errors++;
							} else {
								errors = _errs769;
								if (vErrors !== null) {
									if (_errs769) vErrors.length = _errs769;
									else vErrors = null;
								}
							}
						}
					}
					var _valid121 = _errs761 === errors;
					valid150 = _valid121;
				}
				if (!valid150) {
					const err628 = {
						instancePath: instancePath + "/tripPlan",
						schemaPath: "#/properties/tripPlan/allOf/0/else/if",
						keyword: "if",
						params: { failingKeyword: "then" },
						message: "must match \"then\" schema"
					};
					if (vErrors === null) vErrors = [err628];
					else vErrors.push(err628);
					errors++;
				}
				var _valid120 = _errs757 === errors;
				valid148 = _valid120;
			}
			if (!valid148) {
				const err629 = {
					instancePath: instancePath + "/tripPlan",
					schemaPath: "#/properties/tripPlan/allOf/0/if",
					keyword: "if",
					params: { failingKeyword: "else" },
					message: "must match \"else\" schema"
				};
				if (vErrors === null) vErrors = [err629];
				else vErrors.push(err629);
				errors++;
			}
			if (data130 && typeof data130 == "object" && !Array.isArray(data130)) {
				if (data130.tripPurpose === void 0) {
					const err630 = {
						instancePath: instancePath + "/tripPlan",
						schemaPath: "#/properties/tripPlan/required",
						keyword: "required",
						params: { missingProperty: "tripPurpose" },
						message: "must have required property 'tripPurpose'"
					};
					if (vErrors === null) vErrors = [err630];
					else vErrors.push(err630);
					errors++;
				}
				for (const key10 in data130) {
					const _errs774 = errors;
					if (!(key10 === "visaType" || key10 === "tripPurpose" || key10 === "tripPurposeDetails" || key10 === "estimatedEntryDate" || key10 === "estimatedExitDate" || key10 === "stayDuration" || key10 === "arrivalCity" || key10 === "tentativeItinerary" || key10 === "travelCompanions" || key10 === "companionsDetails" || key10 === "accommodationType" || key10 === "accommodationDetails" || key10 === "accommodationAddress" || key10 === "whoWillPay" || key10 === "estimatedBudget" || key10 === "tripSponsor" || key10 === "sponsorDetails")) {
						const err631 = {
							instancePath: instancePath + "/tripPlan",
							schemaPath: "#/properties/tripPlan/propertyNames/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.propertyNames.enum },
							message: "must be equal to one of the allowed values",
							propertyName: key10
						};
						if (vErrors === null) vErrors = [err631];
						else vErrors.push(err631);
						errors++;
					}
					if (!(_errs774 === errors)) {
						const err632 = {
							instancePath: instancePath + "/tripPlan",
							schemaPath: "#/properties/tripPlan/propertyNames",
							keyword: "propertyNames",
							params: { propertyName: key10 },
							message: "property name must be valid"
						};
						if (vErrors === null) vErrors = [err632];
						else vErrors.push(err632);
						errors++;
					}
				}
				if (data130.visaType !== void 0) {
					let data135 = data130.visaType;
					const _errs776 = errors;
					let valid157 = false;
					const _errs777 = errors;
					if (typeof data135 !== "string") {
						const err633 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err633];
						else vErrors.push(err633);
						errors++;
					}
					if (!(data135 === "schengen-c-una" || data135 === "schengen-c-multiple" || data135 === "transito-a")) {
						const err634 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.visaType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err634];
						else vErrors.push(err634);
						errors++;
					}
					var _valid124 = _errs777 === errors;
					valid157 = valid157 || _valid124;
					if (!valid157) {
						const _errs779 = errors;
						if (typeof data135 === "string") {
							if (!pattern0.test(data135)) {
								const err635 = {
									instancePath: instancePath + "/tripPlan/visaType",
									schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err635];
								else vErrors.push(err635);
								errors++;
							}
						} else {
							const err636 = {
								instancePath: instancePath + "/tripPlan/visaType",
								schemaPath: "#/properties/tripPlan/properties/visaType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err636];
							else vErrors.push(err636);
							errors++;
						}
						var _valid124 = _errs779 === errors;
						valid157 = valid157 || _valid124;
					}
					if (!valid157) {
						const err637 = {
							instancePath: instancePath + "/tripPlan/visaType",
							schemaPath: "#/properties/tripPlan/properties/visaType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err637];
						else vErrors.push(err637);
						errors++;
					} else {
						errors = _errs776;
						if (vErrors !== null) {
							if (_errs776) vErrors.length = _errs776;
							else vErrors = null;
						}
					}
				}
				if (data130.tripPurpose !== void 0) {
					let data136 = data130.tripPurpose;
					const _errs782 = errors;
					let valid158 = false;
					const _errs783 = errors;
					if (typeof data136 !== "string") {
						const err638 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err638];
						else vErrors.push(err638);
						errors++;
					}
					if (!(data136 === "turismo" || data136 === "negocios" || data136 === "visita-familiar" || data136 === "estudios" || data136 === "tratamiento-medico" || data136 === "evento" || data136 === "transito" || data136 === "otro")) {
						const err639 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.tripPurpose.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err639];
						else vErrors.push(err639);
						errors++;
					}
					var _valid125 = _errs783 === errors;
					valid158 = valid158 || _valid125;
					if (!valid158) {
						const _errs785 = errors;
						if (typeof data136 === "string") {
							if (!pattern0.test(data136)) {
								const err640 = {
									instancePath: instancePath + "/tripPlan/tripPurpose",
									schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err640];
								else vErrors.push(err640);
								errors++;
							}
						} else {
							const err641 = {
								instancePath: instancePath + "/tripPlan/tripPurpose",
								schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err641];
							else vErrors.push(err641);
							errors++;
						}
						var _valid125 = _errs785 === errors;
						valid158 = valid158 || _valid125;
					}
					if (!valid158) {
						const err642 = {
							instancePath: instancePath + "/tripPlan/tripPurpose",
							schemaPath: "#/properties/tripPlan/properties/tripPurpose/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err642];
						else vErrors.push(err642);
						errors++;
					} else {
						errors = _errs782;
						if (vErrors !== null) {
							if (_errs782) vErrors.length = _errs782;
							else vErrors = null;
						}
					}
				}
				if (data130.tripPurposeDetails !== void 0) {
					let data137 = data130.tripPurposeDetails;
					const _errs788 = errors;
					let valid159 = false;
					const _errs789 = errors;
					if (typeof data137 === "string") {
						if (func4(data137) > 2e3) {
							const err643 = {
								instancePath: instancePath + "/tripPlan/tripPurposeDetails",
								schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err643];
							else vErrors.push(err643);
							errors++;
						}
					} else {
						const err644 = {
							instancePath: instancePath + "/tripPlan/tripPurposeDetails",
							schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err644];
						else vErrors.push(err644);
						errors++;
					}
					var _valid126 = _errs789 === errors;
					valid159 = valid159 || _valid126;
					if (!valid159) {
						const _errs791 = errors;
						if (typeof data137 === "string") {
							if (!pattern0.test(data137)) {
								const err645 = {
									instancePath: instancePath + "/tripPlan/tripPurposeDetails",
									schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err645];
								else vErrors.push(err645);
								errors++;
							}
						} else {
							const err646 = {
								instancePath: instancePath + "/tripPlan/tripPurposeDetails",
								schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err646];
							else vErrors.push(err646);
							errors++;
						}
						var _valid126 = _errs791 === errors;
						valid159 = valid159 || _valid126;
					}
					if (!valid159) {
						const err647 = {
							instancePath: instancePath + "/tripPlan/tripPurposeDetails",
							schemaPath: "#/properties/tripPlan/properties/tripPurposeDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err647];
						else vErrors.push(err647);
						errors++;
					} else {
						errors = _errs788;
						if (vErrors !== null) {
							if (_errs788) vErrors.length = _errs788;
							else vErrors = null;
						}
					}
				}
				if (data130.estimatedEntryDate !== void 0) {
					let data138 = data130.estimatedEntryDate;
					const _errs794 = errors;
					let valid160 = false;
					const _errs795 = errors;
					if (typeof data138 === "string") {
						if (!formats0.validate(data138)) {
							const err648 = {
								instancePath: instancePath + "/tripPlan/estimatedEntryDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err648];
							else vErrors.push(err648);
							errors++;
						}
					} else {
						const err649 = {
							instancePath: instancePath + "/tripPlan/estimatedEntryDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err649];
						else vErrors.push(err649);
						errors++;
					}
					var _valid127 = _errs795 === errors;
					valid160 = valid160 || _valid127;
					if (!valid160) {
						const _errs797 = errors;
						if (typeof data138 === "string") {
							if (!pattern0.test(data138)) {
								const err650 = {
									instancePath: instancePath + "/tripPlan/estimatedEntryDate",
									schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err650];
								else vErrors.push(err650);
								errors++;
							}
						} else {
							const err651 = {
								instancePath: instancePath + "/tripPlan/estimatedEntryDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err651];
							else vErrors.push(err651);
							errors++;
						}
						var _valid127 = _errs797 === errors;
						valid160 = valid160 || _valid127;
					}
					if (!valid160) {
						const err652 = {
							instancePath: instancePath + "/tripPlan/estimatedEntryDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedEntryDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err652];
						else vErrors.push(err652);
						errors++;
					} else {
						errors = _errs794;
						if (vErrors !== null) {
							if (_errs794) vErrors.length = _errs794;
							else vErrors = null;
						}
					}
				}
				if (data130.estimatedExitDate !== void 0) {
					let data139 = data130.estimatedExitDate;
					const _errs800 = errors;
					let valid161 = false;
					const _errs801 = errors;
					if (typeof data139 === "string") {
						if (!formats0.validate(data139)) {
							const err653 = {
								instancePath: instancePath + "/tripPlan/estimatedExitDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err653];
							else vErrors.push(err653);
							errors++;
						}
					} else {
						const err654 = {
							instancePath: instancePath + "/tripPlan/estimatedExitDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err654];
						else vErrors.push(err654);
						errors++;
					}
					var _valid128 = _errs801 === errors;
					valid161 = valid161 || _valid128;
					if (!valid161) {
						const _errs803 = errors;
						if (typeof data139 === "string") {
							if (!pattern0.test(data139)) {
								const err655 = {
									instancePath: instancePath + "/tripPlan/estimatedExitDate",
									schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err655];
								else vErrors.push(err655);
								errors++;
							}
						} else {
							const err656 = {
								instancePath: instancePath + "/tripPlan/estimatedExitDate",
								schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err656];
							else vErrors.push(err656);
							errors++;
						}
						var _valid128 = _errs803 === errors;
						valid161 = valid161 || _valid128;
					}
					if (!valid161) {
						const err657 = {
							instancePath: instancePath + "/tripPlan/estimatedExitDate",
							schemaPath: "#/properties/tripPlan/properties/estimatedExitDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err657];
						else vErrors.push(err657);
						errors++;
					} else {
						errors = _errs800;
						if (vErrors !== null) {
							if (_errs800) vErrors.length = _errs800;
							else vErrors = null;
						}
					}
				}
				if (data130.stayDuration !== void 0) {
					let data140 = data130.stayDuration;
					const _errs806 = errors;
					let valid162 = false;
					const _errs807 = errors;
					if (!(typeof data140 == "number" && !(data140 % 1) && !isNaN(data140) && isFinite(data140))) {
						const err658 = {
							instancePath: instancePath + "/tripPlan/stayDuration",
							schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							message: "must be integer"
						};
						if (vErrors === null) vErrors = [err658];
						else vErrors.push(err658);
						errors++;
					}
					if (typeof data140 == "number" && isFinite(data140)) {
						if (data140 > 365 || isNaN(data140)) {
							const err659 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/maximum",
								keyword: "maximum",
								params: {
									comparison: "<=",
									limit: 365
								},
								message: "must be <= 365"
							};
							if (vErrors === null) vErrors = [err659];
							else vErrors.push(err659);
							errors++;
						}
						if (data140 < 1 || isNaN(data140)) {
							const err660 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 1
								},
								message: "must be >= 1"
							};
							if (vErrors === null) vErrors = [err660];
							else vErrors.push(err660);
							errors++;
						}
					}
					var _valid129 = _errs807 === errors;
					valid162 = valid162 || _valid129;
					if (!valid162) {
						const _errs809 = errors;
						if (typeof data140 === "string") {
							if (!pattern0.test(data140)) {
								const err661 = {
									instancePath: instancePath + "/tripPlan/stayDuration",
									schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err661];
								else vErrors.push(err661);
								errors++;
							}
						} else {
							const err662 = {
								instancePath: instancePath + "/tripPlan/stayDuration",
								schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err662];
							else vErrors.push(err662);
							errors++;
						}
						var _valid129 = _errs809 === errors;
						valid162 = valid162 || _valid129;
					}
					if (!valid162) {
						const err663 = {
							instancePath: instancePath + "/tripPlan/stayDuration",
							schemaPath: "#/properties/tripPlan/properties/stayDuration/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err663];
						else vErrors.push(err663);
						errors++;
					} else {
						errors = _errs806;
						if (vErrors !== null) {
							if (_errs806) vErrors.length = _errs806;
							else vErrors = null;
						}
					}
				}
				if (data130.arrivalCity !== void 0) {
					let data141 = data130.arrivalCity;
					const _errs812 = errors;
					let valid163 = false;
					const _errs813 = errors;
					if (typeof data141 === "string") {
						if (func4(data141) > 100) {
							const err664 = {
								instancePath: instancePath + "/tripPlan/arrivalCity",
								schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err664];
							else vErrors.push(err664);
							errors++;
						}
					} else {
						const err665 = {
							instancePath: instancePath + "/tripPlan/arrivalCity",
							schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err665];
						else vErrors.push(err665);
						errors++;
					}
					var _valid130 = _errs813 === errors;
					valid163 = valid163 || _valid130;
					if (!valid163) {
						const _errs815 = errors;
						if (typeof data141 === "string") {
							if (!pattern0.test(data141)) {
								const err666 = {
									instancePath: instancePath + "/tripPlan/arrivalCity",
									schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err666];
								else vErrors.push(err666);
								errors++;
							}
						} else {
							const err667 = {
								instancePath: instancePath + "/tripPlan/arrivalCity",
								schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err667];
							else vErrors.push(err667);
							errors++;
						}
						var _valid130 = _errs815 === errors;
						valid163 = valid163 || _valid130;
					}
					if (!valid163) {
						const err668 = {
							instancePath: instancePath + "/tripPlan/arrivalCity",
							schemaPath: "#/properties/tripPlan/properties/arrivalCity/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err668];
						else vErrors.push(err668);
						errors++;
					} else {
						errors = _errs812;
						if (vErrors !== null) {
							if (_errs812) vErrors.length = _errs812;
							else vErrors = null;
						}
					}
				}
				if (data130.tentativeItinerary !== void 0) {
					let data142 = data130.tentativeItinerary;
					const _errs818 = errors;
					let valid164 = false;
					const _errs819 = errors;
					if (typeof data142 === "string") {
						if (func4(data142) > 4e3) {
							const err669 = {
								instancePath: instancePath + "/tripPlan/tentativeItinerary",
								schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err669];
							else vErrors.push(err669);
							errors++;
						}
					} else {
						const err670 = {
							instancePath: instancePath + "/tripPlan/tentativeItinerary",
							schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err670];
						else vErrors.push(err670);
						errors++;
					}
					var _valid131 = _errs819 === errors;
					valid164 = valid164 || _valid131;
					if (!valid164) {
						const _errs821 = errors;
						if (typeof data142 === "string") {
							if (!pattern0.test(data142)) {
								const err671 = {
									instancePath: instancePath + "/tripPlan/tentativeItinerary",
									schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err671];
								else vErrors.push(err671);
								errors++;
							}
						} else {
							const err672 = {
								instancePath: instancePath + "/tripPlan/tentativeItinerary",
								schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err672];
							else vErrors.push(err672);
							errors++;
						}
						var _valid131 = _errs821 === errors;
						valid164 = valid164 || _valid131;
					}
					if (!valid164) {
						const err673 = {
							instancePath: instancePath + "/tripPlan/tentativeItinerary",
							schemaPath: "#/properties/tripPlan/properties/tentativeItinerary/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err673];
						else vErrors.push(err673);
						errors++;
					} else {
						errors = _errs818;
						if (vErrors !== null) {
							if (_errs818) vErrors.length = _errs818;
							else vErrors = null;
						}
					}
				}
				if (data130.travelCompanions !== void 0) {
					let data143 = data130.travelCompanions;
					const _errs824 = errors;
					let valid165 = false;
					const _errs825 = errors;
					if (typeof data143 !== "string") {
						const err674 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err674];
						else vErrors.push(err674);
						errors++;
					}
					if (!(data143 === "solo" || data143 === "familia" || data143 === "grupo")) {
						const err675 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.travelCompanions.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err675];
						else vErrors.push(err675);
						errors++;
					}
					var _valid132 = _errs825 === errors;
					valid165 = valid165 || _valid132;
					if (!valid165) {
						const _errs827 = errors;
						if (typeof data143 === "string") {
							if (!pattern0.test(data143)) {
								const err676 = {
									instancePath: instancePath + "/tripPlan/travelCompanions",
									schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err676];
								else vErrors.push(err676);
								errors++;
							}
						} else {
							const err677 = {
								instancePath: instancePath + "/tripPlan/travelCompanions",
								schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err677];
							else vErrors.push(err677);
							errors++;
						}
						var _valid132 = _errs827 === errors;
						valid165 = valid165 || _valid132;
					}
					if (!valid165) {
						const err678 = {
							instancePath: instancePath + "/tripPlan/travelCompanions",
							schemaPath: "#/properties/tripPlan/properties/travelCompanions/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err678];
						else vErrors.push(err678);
						errors++;
					} else {
						errors = _errs824;
						if (vErrors !== null) {
							if (_errs824) vErrors.length = _errs824;
							else vErrors = null;
						}
					}
				}
				if (data130.companionsDetails !== void 0) {
					let data144 = data130.companionsDetails;
					const _errs830 = errors;
					let valid166 = false;
					const _errs831 = errors;
					if (typeof data144 === "string") {
						if (func4(data144) > 1e3) {
							const err679 = {
								instancePath: instancePath + "/tripPlan/companionsDetails",
								schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err679];
							else vErrors.push(err679);
							errors++;
						}
					} else {
						const err680 = {
							instancePath: instancePath + "/tripPlan/companionsDetails",
							schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err680];
						else vErrors.push(err680);
						errors++;
					}
					var _valid133 = _errs831 === errors;
					valid166 = valid166 || _valid133;
					if (!valid166) {
						const _errs833 = errors;
						if (typeof data144 === "string") {
							if (!pattern0.test(data144)) {
								const err681 = {
									instancePath: instancePath + "/tripPlan/companionsDetails",
									schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err681];
								else vErrors.push(err681);
								errors++;
							}
						} else {
							const err682 = {
								instancePath: instancePath + "/tripPlan/companionsDetails",
								schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err682];
							else vErrors.push(err682);
							errors++;
						}
						var _valid133 = _errs833 === errors;
						valid166 = valid166 || _valid133;
					}
					if (!valid166) {
						const err683 = {
							instancePath: instancePath + "/tripPlan/companionsDetails",
							schemaPath: "#/properties/tripPlan/properties/companionsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err683];
						else vErrors.push(err683);
						errors++;
					} else {
						errors = _errs830;
						if (vErrors !== null) {
							if (_errs830) vErrors.length = _errs830;
							else vErrors = null;
						}
					}
				}
				if (data130.accommodationType !== void 0) {
					let data145 = data130.accommodationType;
					const _errs836 = errors;
					let valid167 = false;
					const _errs837 = errors;
					if (typeof data145 !== "string") {
						const err684 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err684];
						else vErrors.push(err684);
						errors++;
					}
					if (!(data145 === "hotel" || data145 === "family" || data145 === "airbnb" || data145 === "other")) {
						const err685 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.accommodationType.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err685];
						else vErrors.push(err685);
						errors++;
					}
					var _valid134 = _errs837 === errors;
					valid167 = valid167 || _valid134;
					if (!valid167) {
						const _errs839 = errors;
						if (typeof data145 === "string") {
							if (!pattern0.test(data145)) {
								const err686 = {
									instancePath: instancePath + "/tripPlan/accommodationType",
									schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err686];
								else vErrors.push(err686);
								errors++;
							}
						} else {
							const err687 = {
								instancePath: instancePath + "/tripPlan/accommodationType",
								schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err687];
							else vErrors.push(err687);
							errors++;
						}
						var _valid134 = _errs839 === errors;
						valid167 = valid167 || _valid134;
					}
					if (!valid167) {
						const err688 = {
							instancePath: instancePath + "/tripPlan/accommodationType",
							schemaPath: "#/properties/tripPlan/properties/accommodationType/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err688];
						else vErrors.push(err688);
						errors++;
					} else {
						errors = _errs836;
						if (vErrors !== null) {
							if (_errs836) vErrors.length = _errs836;
							else vErrors = null;
						}
					}
				}
				if (data130.accommodationDetails !== void 0) {
					let data146 = data130.accommodationDetails;
					const _errs842 = errors;
					let valid168 = false;
					const _errs843 = errors;
					if (typeof data146 === "string") {
						if (func4(data146) > 300) {
							const err689 = {
								instancePath: instancePath + "/tripPlan/accommodationDetails",
								schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err689];
							else vErrors.push(err689);
							errors++;
						}
					} else {
						const err690 = {
							instancePath: instancePath + "/tripPlan/accommodationDetails",
							schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err690];
						else vErrors.push(err690);
						errors++;
					}
					var _valid135 = _errs843 === errors;
					valid168 = valid168 || _valid135;
					if (!valid168) {
						const _errs845 = errors;
						if (typeof data146 === "string") {
							if (!pattern0.test(data146)) {
								const err691 = {
									instancePath: instancePath + "/tripPlan/accommodationDetails",
									schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err691];
								else vErrors.push(err691);
								errors++;
							}
						} else {
							const err692 = {
								instancePath: instancePath + "/tripPlan/accommodationDetails",
								schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err692];
							else vErrors.push(err692);
							errors++;
						}
						var _valid135 = _errs845 === errors;
						valid168 = valid168 || _valid135;
					}
					if (!valid168) {
						const err693 = {
							instancePath: instancePath + "/tripPlan/accommodationDetails",
							schemaPath: "#/properties/tripPlan/properties/accommodationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err693];
						else vErrors.push(err693);
						errors++;
					} else {
						errors = _errs842;
						if (vErrors !== null) {
							if (_errs842) vErrors.length = _errs842;
							else vErrors = null;
						}
					}
				}
				if (data130.accommodationAddress !== void 0) {
					let data147 = data130.accommodationAddress;
					const _errs848 = errors;
					let valid169 = false;
					const _errs849 = errors;
					if (typeof data147 === "string") {
						if (func4(data147) > 300) {
							const err694 = {
								instancePath: instancePath + "/tripPlan/accommodationAddress",
								schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err694];
							else vErrors.push(err694);
							errors++;
						}
					} else {
						const err695 = {
							instancePath: instancePath + "/tripPlan/accommodationAddress",
							schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err695];
						else vErrors.push(err695);
						errors++;
					}
					var _valid136 = _errs849 === errors;
					valid169 = valid169 || _valid136;
					if (!valid169) {
						const _errs851 = errors;
						if (typeof data147 === "string") {
							if (!pattern0.test(data147)) {
								const err696 = {
									instancePath: instancePath + "/tripPlan/accommodationAddress",
									schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err696];
								else vErrors.push(err696);
								errors++;
							}
						} else {
							const err697 = {
								instancePath: instancePath + "/tripPlan/accommodationAddress",
								schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err697];
							else vErrors.push(err697);
							errors++;
						}
						var _valid136 = _errs851 === errors;
						valid169 = valid169 || _valid136;
					}
					if (!valid169) {
						const err698 = {
							instancePath: instancePath + "/tripPlan/accommodationAddress",
							schemaPath: "#/properties/tripPlan/properties/accommodationAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err698];
						else vErrors.push(err698);
						errors++;
					} else {
						errors = _errs848;
						if (vErrors !== null) {
							if (_errs848) vErrors.length = _errs848;
							else vErrors = null;
						}
					}
				}
				if (data130.whoWillPay !== void 0) {
					let data148 = data130.whoWillPay;
					const _errs854 = errors;
					let valid170 = false;
					const _errs855 = errors;
					if (typeof data148 !== "string") {
						const err699 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err699];
						else vErrors.push(err699);
						errors++;
					}
					if (!(data148 === "self" || data148 === "family" || data148 === "friend" || data148 === "company" || data148 === "other")) {
						const err700 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.tripPlan.properties.whoWillPay.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err700];
						else vErrors.push(err700);
						errors++;
					}
					var _valid137 = _errs855 === errors;
					valid170 = valid170 || _valid137;
					if (!valid170) {
						const _errs857 = errors;
						if (typeof data148 === "string") {
							if (!pattern0.test(data148)) {
								const err701 = {
									instancePath: instancePath + "/tripPlan/whoWillPay",
									schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/1/pattern",
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
								instancePath: instancePath + "/tripPlan/whoWillPay",
								schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err702];
							else vErrors.push(err702);
							errors++;
						}
						var _valid137 = _errs857 === errors;
						valid170 = valid170 || _valid137;
					}
					if (!valid170) {
						const err703 = {
							instancePath: instancePath + "/tripPlan/whoWillPay",
							schemaPath: "#/properties/tripPlan/properties/whoWillPay/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err703];
						else vErrors.push(err703);
						errors++;
					} else {
						errors = _errs854;
						if (vErrors !== null) {
							if (_errs854) vErrors.length = _errs854;
							else vErrors = null;
						}
					}
				}
				if (data130.estimatedBudget !== void 0) {
					let data149 = data130.estimatedBudget;
					const _errs860 = errors;
					let valid171 = false;
					const _errs861 = errors;
					if (typeof data149 == "number" && isFinite(data149)) {
						if (data149 < 0 || isNaN(data149)) {
							const err704 = {
								instancePath: instancePath + "/tripPlan/estimatedBudget",
								schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err704];
							else vErrors.push(err704);
							errors++;
						}
					} else {
						const err705 = {
							instancePath: instancePath + "/tripPlan/estimatedBudget",
							schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err705];
						else vErrors.push(err705);
						errors++;
					}
					var _valid138 = _errs861 === errors;
					valid171 = valid171 || _valid138;
					if (!valid171) {
						const _errs863 = errors;
						if (typeof data149 === "string") {
							if (!pattern0.test(data149)) {
								const err706 = {
									instancePath: instancePath + "/tripPlan/estimatedBudget",
									schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err706];
								else vErrors.push(err706);
								errors++;
							}
						} else {
							const err707 = {
								instancePath: instancePath + "/tripPlan/estimatedBudget",
								schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err707];
							else vErrors.push(err707);
							errors++;
						}
						var _valid138 = _errs863 === errors;
						valid171 = valid171 || _valid138;
					}
					if (!valid171) {
						const err708 = {
							instancePath: instancePath + "/tripPlan/estimatedBudget",
							schemaPath: "#/properties/tripPlan/properties/estimatedBudget/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err708];
						else vErrors.push(err708);
						errors++;
					} else {
						errors = _errs860;
						if (vErrors !== null) {
							if (_errs860) vErrors.length = _errs860;
							else vErrors = null;
						}
					}
				}
			} else {
				const err709 = {
					instancePath: instancePath + "/tripPlan",
					schemaPath: "#/properties/tripPlan/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err709];
				else vErrors.push(err709);
				errors++;
			}
		}
		if (data.travelHistory !== void 0) {
			let data150 = data.travelHistory;
			const _errs868 = errors;
			let valid173 = true;
			const _errs869 = errors;
			if (errors === _errs869) {
				if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
					if (data150.hasPreviousVisa === void 0 && "hasPreviousVisa") {
						const err710 = {};
						if (vErrors === null) vErrors = [err710];
						else vErrors.push(err710);
						errors++;
					} else if (data150.hasPreviousVisa !== void 0) {
						let data151 = data150.hasPreviousVisa;
						if (errors === errors) {
							if (typeof data151 === "string") {
								if (!pattern0.test(data151)) {
									const err711 = {};
									if (vErrors === null) vErrors = [err711];
									else vErrors.push(err711);
									errors++;
								}
							} else {
								const err712 = {};
								if (vErrors === null) vErrors = [err712];
								else vErrors.push(err712);
								errors++;
							}
						}
					}
				} else {
					const err713 = {};
					if (vErrors === null) vErrors = [err713];
					else vErrors.push(err713);
					errors++;
				}
			}
			var _valid139 = _errs869 === errors;
			errors = _errs868;
			if (vErrors !== null) {
				if (_errs868) vErrors.length = _errs868;
				else vErrors = null;
			}
			if (!_valid139) {
				const _errs873 = errors;
				const _errs874 = errors;
				let valid175 = true;
				const _errs875 = errors;
				if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
					if (data150.hasPreviousVisa === void 0 && "hasPreviousVisa") {
						const err714 = {};
						if (vErrors === null) vErrors = [err714];
						else vErrors.push(err714);
						errors++;
					} else if (data150.hasPreviousVisa !== void 0) {
						if (true !== data150.hasPreviousVisa) {
							const err715 = {};
							if (vErrors === null) vErrors = [err715];
							else vErrors.push(err715);
							errors++;
						}
					}
				}
				var _valid140 = _errs875 === errors;
				errors = _errs874;
				if (vErrors !== null) {
					if (_errs874) vErrors.length = _errs874;
					else vErrors = null;
				}
				if (_valid140) {
					const _errs877 = errors;
					if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
						if (data150.previousVisaDetails === void 0) {
							const err716 = {
								instancePath: instancePath + "/travelHistory",
								schemaPath: "#/properties/travelHistory/allOf/0/else/then/required",
								keyword: "required",
								params: { missingProperty: "previousVisaDetails" },
								message: "must have required property 'previousVisaDetails'"
							};
							if (vErrors === null) vErrors = [err716];
							else vErrors.push(err716);
							errors++;
						}
						if (data150.previousVisaDetails !== void 0) {
							let data153 = data150.previousVisaDetails;
							const _errs879 = errors;
							let valid178 = false;
							const _errs880 = errors;
							if (typeof data153 === "string") {
								if (func4(data153) > 1e3) {
									const err717 = {
										instancePath: instancePath + "/travelHistory/previousVisaDetails",
										schemaPath: "#/properties/travelHistory/allOf/0/else/then/properties/previousVisaDetails/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 1e3 },
										message: "must NOT have more than 1000 characters"
									};
									if (vErrors === null) vErrors = [err717];
									else vErrors.push(err717);
									errors++;
								}
							} else {
								const err718 = {
									instancePath: instancePath + "/travelHistory/previousVisaDetails",
									schemaPath: "#/properties/travelHistory/allOf/0/else/then/properties/previousVisaDetails/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err718];
								else vErrors.push(err718);
								errors++;
							}
							var _valid141 = _errs880 === errors;
							valid178 = valid178 || _valid141;
							if (!valid178) {
								const _errs882 = errors;
								if (typeof data153 === "string") {
									if (!pattern0.test(data153)) {
										const err719 = {
											instancePath: instancePath + "/travelHistory/previousVisaDetails",
											schemaPath: "#/properties/travelHistory/allOf/0/else/then/properties/previousVisaDetails/anyOf/1/pattern",
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
										instancePath: instancePath + "/travelHistory/previousVisaDetails",
										schemaPath: "#/properties/travelHistory/allOf/0/else/then/properties/previousVisaDetails/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err720];
									else vErrors.push(err720);
									errors++;
								}
								var _valid141 = _errs882 === errors;
								valid178 = valid178 || _valid141;
							}
							if (!valid178) {
								const err721 = {
									instancePath: instancePath + "/travelHistory/previousVisaDetails",
									schemaPath: "#/properties/travelHistory/allOf/0/else/then/properties/previousVisaDetails/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err721];
								else vErrors.push(err721);
								errors++;
							} else {
								errors = _errs879;
								if (vErrors !== null) {
									if (_errs879) vErrors.length = _errs879;
									else vErrors = null;
								}
							}
						}
					}
					var _valid140 = _errs877 === errors;
					valid175 = _valid140;
				}
				if (!valid175) {
					const err722 = {
						instancePath: instancePath + "/travelHistory",
						schemaPath: "#/properties/travelHistory/allOf/0/else/if",
						keyword: "if",
						params: { failingKeyword: "then" },
						message: "must match \"then\" schema"
					};
					if (vErrors === null) vErrors = [err722];
					else vErrors.push(err722);
					errors++;
				}
				var _valid139 = _errs873 === errors;
				valid173 = _valid139;
			}
			if (!valid173) {
				const err723 = {
					instancePath: instancePath + "/travelHistory",
					schemaPath: "#/properties/travelHistory/allOf/0/if",
					keyword: "if",
					params: { failingKeyword: "else" },
					message: "must match \"else\" schema"
				};
				if (vErrors === null) vErrors = [err723];
				else vErrors.push(err723);
				errors++;
			}
			const _errs885 = errors;
			let valid179 = true;
			const _errs886 = errors;
			if (errors === _errs886) {
				if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
					if (data150.visaDenialHistory === void 0 && "visaDenialHistory") {
						const err724 = {};
						if (vErrors === null) vErrors = [err724];
						else vErrors.push(err724);
						errors++;
					} else if (data150.visaDenialHistory !== void 0) {
						let data154 = data150.visaDenialHistory;
						if (errors === errors) {
							if (typeof data154 === "string") {
								if (!pattern0.test(data154)) {
									const err725 = {};
									if (vErrors === null) vErrors = [err725];
									else vErrors.push(err725);
									errors++;
								}
							} else {
								const err726 = {};
								if (vErrors === null) vErrors = [err726];
								else vErrors.push(err726);
								errors++;
							}
						}
					}
				} else {
					const err727 = {};
					if (vErrors === null) vErrors = [err727];
					else vErrors.push(err727);
					errors++;
				}
			}
			var _valid142 = _errs886 === errors;
			errors = _errs885;
			if (vErrors !== null) {
				if (_errs885) vErrors.length = _errs885;
				else vErrors = null;
			}
			if (!_valid142) {
				const _errs890 = errors;
				const _errs891 = errors;
				let valid181 = true;
				const _errs892 = errors;
				if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
					if (data150.visaDenialHistory === void 0 && "visaDenialHistory") {
						const err728 = {};
						if (vErrors === null) vErrors = [err728];
						else vErrors.push(err728);
						errors++;
					} else if (data150.visaDenialHistory !== void 0) {
						if (true !== data150.visaDenialHistory) {
							const err729 = {};
							if (vErrors === null) vErrors = [err729];
							else vErrors.push(err729);
							errors++;
						}
					}
				}
				var _valid143 = _errs892 === errors;
				errors = _errs891;
				if (vErrors !== null) {
					if (_errs891) vErrors.length = _errs891;
					else vErrors = null;
				}
				if (_valid143) {
					const _errs894 = errors;
					if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
						if (data150.denialDetails === void 0) {
							const err730 = {
								instancePath: instancePath + "/travelHistory",
								schemaPath: "#/properties/travelHistory/allOf/1/else/then/required",
								keyword: "required",
								params: { missingProperty: "denialDetails" },
								message: "must have required property 'denialDetails'"
							};
							if (vErrors === null) vErrors = [err730];
							else vErrors.push(err730);
							errors++;
						}
						if (data150.denialDetails !== void 0) {
							let data156 = data150.denialDetails;
							const _errs896 = errors;
							let valid184 = false;
							const _errs897 = errors;
							if (typeof data156 === "string") {
								if (func4(data156) > 2e3) {
									const err731 = {
										instancePath: instancePath + "/travelHistory/denialDetails",
										schemaPath: "#/properties/travelHistory/allOf/1/else/then/properties/denialDetails/anyOf/0/maxLength",
										keyword: "maxLength",
										params: { limit: 2e3 },
										message: "must NOT have more than 2000 characters"
									};
									if (vErrors === null) vErrors = [err731];
									else vErrors.push(err731);
									errors++;
								}
							} else {
								const err732 = {
									instancePath: instancePath + "/travelHistory/denialDetails",
									schemaPath: "#/properties/travelHistory/allOf/1/else/then/properties/denialDetails/anyOf/0/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err732];
								else vErrors.push(err732);
								errors++;
							}
							var _valid144 = _errs897 === errors;
							valid184 = valid184 || _valid144;
							if (!valid184) {
								const _errs899 = errors;
								if (typeof data156 === "string") {
									if (!pattern0.test(data156)) {
										const err733 = {
											instancePath: instancePath + "/travelHistory/denialDetails",
											schemaPath: "#/properties/travelHistory/allOf/1/else/then/properties/denialDetails/anyOf/1/pattern",
											keyword: "pattern",
											params: { pattern: "^\\s*[nN][aA]\\s*$" },
											message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
										};
										if (vErrors === null) vErrors = [err733];
										else vErrors.push(err733);
										errors++;
									}
								} else {
									const err734 = {
										instancePath: instancePath + "/travelHistory/denialDetails",
										schemaPath: "#/properties/travelHistory/allOf/1/else/then/properties/denialDetails/anyOf/1/type",
										keyword: "type",
										params: { type: "string" },
										message: "must be string"
									};
									if (vErrors === null) vErrors = [err734];
									else vErrors.push(err734);
									errors++;
								}
								var _valid144 = _errs899 === errors;
								valid184 = valid184 || _valid144;
							}
							if (!valid184) {
								const err735 = {
									instancePath: instancePath + "/travelHistory/denialDetails",
									schemaPath: "#/properties/travelHistory/allOf/1/else/then/properties/denialDetails/anyOf",
									keyword: "anyOf",
									params: {},
									message: "must match a schema in anyOf"
								};
								if (vErrors === null) vErrors = [err735];
								else vErrors.push(err735);
								errors++;
							} else {
								errors = _errs896;
								if (vErrors !== null) {
									if (_errs896) vErrors.length = _errs896;
									else vErrors = null;
								}
							}
						}
					}
					var _valid143 = _errs894 === errors;
					valid181 = _valid143;
				}
				if (!valid181) {
					const err736 = {
						instancePath: instancePath + "/travelHistory",
						schemaPath: "#/properties/travelHistory/allOf/1/else/if",
						keyword: "if",
						params: { failingKeyword: "then" },
						message: "must match \"then\" schema"
					};
					if (vErrors === null) vErrors = [err736];
					else vErrors.push(err736);
					errors++;
				}
				var _valid142 = _errs890 === errors;
				valid179 = _valid142;
			}
			if (!valid179) {
				const err737 = {
					instancePath: instancePath + "/travelHistory",
					schemaPath: "#/properties/travelHistory/allOf/1/if",
					keyword: "if",
					params: { failingKeyword: "else" },
					message: "must match \"else\" schema"
				};
				if (vErrors === null) vErrors = [err737];
				else vErrors.push(err737);
				errors++;
			}
			if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
				for (const key11 in data150) {
					const _errs901 = errors;
					if (!(key11 === "hasCurrentVisa" || key11 === "currentVisaDetails" || key11 === "hasPreviousVisa" || key11 === "hasRenewedBefore" || key11 === "visaDenialHistory" || key11 === "visaCancellation" || key11 === "visaCancellationDetails" || key11 === "hasTraveledAbroad" || key11 === "visitedCountryList" || key11 === "visitedCountries" || key11 === "overstayHistory" || key11 === "overstayDetails" || key11 === "previousVisaDetails" || key11 === "denialDetails")) {
						const err738 = {
							instancePath: instancePath + "/travelHistory",
							schemaPath: "#/properties/travelHistory/propertyNames/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.travelHistory.propertyNames.enum },
							message: "must be equal to one of the allowed values",
							propertyName: key11
						};
						if (vErrors === null) vErrors = [err738];
						else vErrors.push(err738);
						errors++;
					}
					if (!(_errs901 === errors)) {
						const err739 = {
							instancePath: instancePath + "/travelHistory",
							schemaPath: "#/properties/travelHistory/propertyNames",
							keyword: "propertyNames",
							params: { propertyName: key11 },
							message: "property name must be valid"
						};
						if (vErrors === null) vErrors = [err739];
						else vErrors.push(err739);
						errors++;
					}
				}
				if (data150.hasCurrentVisa !== void 0) {
					let data157 = data150.hasCurrentVisa;
					const _errs903 = errors;
					let valid187 = false;
					const _errs904 = errors;
					if (typeof data157 !== "boolean") {
						const err740 = {
							instancePath: instancePath + "/travelHistory/hasCurrentVisa",
							schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err740];
						else vErrors.push(err740);
						errors++;
					}
					var _valid145 = _errs904 === errors;
					valid187 = valid187 || _valid145;
					if (!valid187) {
						const _errs906 = errors;
						if (typeof data157 === "string") {
							if (!pattern0.test(data157)) {
								const err741 = {
									instancePath: instancePath + "/travelHistory/hasCurrentVisa",
									schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err741];
								else vErrors.push(err741);
								errors++;
							}
						} else {
							const err742 = {
								instancePath: instancePath + "/travelHistory/hasCurrentVisa",
								schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err742];
							else vErrors.push(err742);
							errors++;
						}
						var _valid145 = _errs906 === errors;
						valid187 = valid187 || _valid145;
					}
					if (!valid187) {
						const err743 = {
							instancePath: instancePath + "/travelHistory/hasCurrentVisa",
							schemaPath: "#/properties/travelHistory/properties/hasCurrentVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err743];
						else vErrors.push(err743);
						errors++;
					} else {
						errors = _errs903;
						if (vErrors !== null) {
							if (_errs903) vErrors.length = _errs903;
							else vErrors = null;
						}
					}
				}
				if (data150.currentVisaDetails !== void 0) {
					let data158 = data150.currentVisaDetails;
					const _errs909 = errors;
					let valid188 = false;
					const _errs910 = errors;
					if (typeof data158 === "string") {
						if (func4(data158) > 1e3) {
							const err744 = {
								instancePath: instancePath + "/travelHistory/currentVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err744];
							else vErrors.push(err744);
							errors++;
						}
					} else {
						const err745 = {
							instancePath: instancePath + "/travelHistory/currentVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err745];
						else vErrors.push(err745);
						errors++;
					}
					var _valid146 = _errs910 === errors;
					valid188 = valid188 || _valid146;
					if (!valid188) {
						const _errs912 = errors;
						if (typeof data158 === "string") {
							if (!pattern0.test(data158)) {
								const err746 = {
									instancePath: instancePath + "/travelHistory/currentVisaDetails",
									schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err746];
								else vErrors.push(err746);
								errors++;
							}
						} else {
							const err747 = {
								instancePath: instancePath + "/travelHistory/currentVisaDetails",
								schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err747];
							else vErrors.push(err747);
							errors++;
						}
						var _valid146 = _errs912 === errors;
						valid188 = valid188 || _valid146;
					}
					if (!valid188) {
						const err748 = {
							instancePath: instancePath + "/travelHistory/currentVisaDetails",
							schemaPath: "#/properties/travelHistory/properties/currentVisaDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err748];
						else vErrors.push(err748);
						errors++;
					} else {
						errors = _errs909;
						if (vErrors !== null) {
							if (_errs909) vErrors.length = _errs909;
							else vErrors = null;
						}
					}
				}
				if (data150.hasPreviousVisa !== void 0) {
					let data159 = data150.hasPreviousVisa;
					const _errs915 = errors;
					let valid189 = false;
					const _errs916 = errors;
					if (typeof data159 !== "boolean") {
						const err749 = {
							instancePath: instancePath + "/travelHistory/hasPreviousVisa",
							schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err749];
						else vErrors.push(err749);
						errors++;
					}
					var _valid147 = _errs916 === errors;
					valid189 = valid189 || _valid147;
					if (!valid189) {
						const _errs918 = errors;
						if (typeof data159 === "string") {
							if (!pattern0.test(data159)) {
								const err750 = {
									instancePath: instancePath + "/travelHistory/hasPreviousVisa",
									schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err750];
								else vErrors.push(err750);
								errors++;
							}
						} else {
							const err751 = {
								instancePath: instancePath + "/travelHistory/hasPreviousVisa",
								schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err751];
							else vErrors.push(err751);
							errors++;
						}
						var _valid147 = _errs918 === errors;
						valid189 = valid189 || _valid147;
					}
					if (!valid189) {
						const err752 = {
							instancePath: instancePath + "/travelHistory/hasPreviousVisa",
							schemaPath: "#/properties/travelHistory/properties/hasPreviousVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err752];
						else vErrors.push(err752);
						errors++;
					} else {
						errors = _errs915;
						if (vErrors !== null) {
							if (_errs915) vErrors.length = _errs915;
							else vErrors = null;
						}
					}
				}
				if (data150.hasRenewedBefore !== void 0) {
					let data160 = data150.hasRenewedBefore;
					const _errs921 = errors;
					let valid190 = false;
					const _errs922 = errors;
					if (typeof data160 !== "boolean") {
						const err753 = {
							instancePath: instancePath + "/travelHistory/hasRenewedBefore",
							schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err753];
						else vErrors.push(err753);
						errors++;
					}
					var _valid148 = _errs922 === errors;
					valid190 = valid190 || _valid148;
					if (!valid190) {
						const _errs924 = errors;
						if (typeof data160 === "string") {
							if (!pattern0.test(data160)) {
								const err754 = {
									instancePath: instancePath + "/travelHistory/hasRenewedBefore",
									schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/1/pattern",
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
								instancePath: instancePath + "/travelHistory/hasRenewedBefore",
								schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err755];
							else vErrors.push(err755);
							errors++;
						}
						var _valid148 = _errs924 === errors;
						valid190 = valid190 || _valid148;
					}
					if (!valid190) {
						const err756 = {
							instancePath: instancePath + "/travelHistory/hasRenewedBefore",
							schemaPath: "#/properties/travelHistory/properties/hasRenewedBefore/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err756];
						else vErrors.push(err756);
						errors++;
					} else {
						errors = _errs921;
						if (vErrors !== null) {
							if (_errs921) vErrors.length = _errs921;
							else vErrors = null;
						}
					}
				}
				if (data150.visaDenialHistory !== void 0) {
					let data161 = data150.visaDenialHistory;
					const _errs927 = errors;
					let valid191 = false;
					const _errs928 = errors;
					if (typeof data161 !== "boolean") {
						const err757 = {
							instancePath: instancePath + "/travelHistory/visaDenialHistory",
							schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err757];
						else vErrors.push(err757);
						errors++;
					}
					var _valid149 = _errs928 === errors;
					valid191 = valid191 || _valid149;
					if (!valid191) {
						const _errs930 = errors;
						if (typeof data161 === "string") {
							if (!pattern0.test(data161)) {
								const err758 = {
									instancePath: instancePath + "/travelHistory/visaDenialHistory",
									schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/1/pattern",
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
								instancePath: instancePath + "/travelHistory/visaDenialHistory",
								schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err759];
							else vErrors.push(err759);
							errors++;
						}
						var _valid149 = _errs930 === errors;
						valid191 = valid191 || _valid149;
					}
					if (!valid191) {
						const err760 = {
							instancePath: instancePath + "/travelHistory/visaDenialHistory",
							schemaPath: "#/properties/travelHistory/properties/visaDenialHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err760];
						else vErrors.push(err760);
						errors++;
					} else {
						errors = _errs927;
						if (vErrors !== null) {
							if (_errs927) vErrors.length = _errs927;
							else vErrors = null;
						}
					}
				}
				if (data150.visaCancellation !== void 0) {
					let data162 = data150.visaCancellation;
					const _errs933 = errors;
					let valid192 = false;
					const _errs934 = errors;
					if (typeof data162 !== "boolean") {
						const err761 = {
							instancePath: instancePath + "/travelHistory/visaCancellation",
							schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err761];
						else vErrors.push(err761);
						errors++;
					}
					var _valid150 = _errs934 === errors;
					valid192 = valid192 || _valid150;
					if (!valid192) {
						const _errs936 = errors;
						if (typeof data162 === "string") {
							if (!pattern0.test(data162)) {
								const err762 = {
									instancePath: instancePath + "/travelHistory/visaCancellation",
									schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err762];
								else vErrors.push(err762);
								errors++;
							}
						} else {
							const err763 = {
								instancePath: instancePath + "/travelHistory/visaCancellation",
								schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err763];
							else vErrors.push(err763);
							errors++;
						}
						var _valid150 = _errs936 === errors;
						valid192 = valid192 || _valid150;
					}
					if (!valid192) {
						const err764 = {
							instancePath: instancePath + "/travelHistory/visaCancellation",
							schemaPath: "#/properties/travelHistory/properties/visaCancellation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err764];
						else vErrors.push(err764);
						errors++;
					} else {
						errors = _errs933;
						if (vErrors !== null) {
							if (_errs933) vErrors.length = _errs933;
							else vErrors = null;
						}
					}
				}
				if (data150.visaCancellationDetails !== void 0) {
					let data163 = data150.visaCancellationDetails;
					const _errs939 = errors;
					let valid193 = false;
					const _errs940 = errors;
					if (typeof data163 === "string") {
						if (func4(data163) > 2e3) {
							const err765 = {
								instancePath: instancePath + "/travelHistory/visaCancellationDetails",
								schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err765];
							else vErrors.push(err765);
							errors++;
						}
					} else {
						const err766 = {
							instancePath: instancePath + "/travelHistory/visaCancellationDetails",
							schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err766];
						else vErrors.push(err766);
						errors++;
					}
					var _valid151 = _errs940 === errors;
					valid193 = valid193 || _valid151;
					if (!valid193) {
						const _errs942 = errors;
						if (typeof data163 === "string") {
							if (!pattern0.test(data163)) {
								const err767 = {
									instancePath: instancePath + "/travelHistory/visaCancellationDetails",
									schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err767];
								else vErrors.push(err767);
								errors++;
							}
						} else {
							const err768 = {
								instancePath: instancePath + "/travelHistory/visaCancellationDetails",
								schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err768];
							else vErrors.push(err768);
							errors++;
						}
						var _valid151 = _errs942 === errors;
						valid193 = valid193 || _valid151;
					}
					if (!valid193) {
						const err769 = {
							instancePath: instancePath + "/travelHistory/visaCancellationDetails",
							schemaPath: "#/properties/travelHistory/properties/visaCancellationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err769];
						else vErrors.push(err769);
						errors++;
					} else {
						errors = _errs939;
						if (vErrors !== null) {
							if (_errs939) vErrors.length = _errs939;
							else vErrors = null;
						}
					}
				}
				if (data150.hasTraveledAbroad !== void 0) {
					let data164 = data150.hasTraveledAbroad;
					const _errs945 = errors;
					let valid194 = false;
					const _errs946 = errors;
					if (typeof data164 !== "boolean") {
						const err770 = {
							instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
							schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err770];
						else vErrors.push(err770);
						errors++;
					}
					var _valid152 = _errs946 === errors;
					valid194 = valid194 || _valid152;
					if (!valid194) {
						const _errs948 = errors;
						if (typeof data164 === "string") {
							if (!pattern0.test(data164)) {
								const err771 = {
									instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
									schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err771];
								else vErrors.push(err771);
								errors++;
							}
						} else {
							const err772 = {
								instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
								schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err772];
							else vErrors.push(err772);
							errors++;
						}
						var _valid152 = _errs948 === errors;
						valid194 = valid194 || _valid152;
					}
					if (!valid194) {
						const err773 = {
							instancePath: instancePath + "/travelHistory/hasTraveledAbroad",
							schemaPath: "#/properties/travelHistory/properties/hasTraveledAbroad/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err773];
						else vErrors.push(err773);
						errors++;
					} else {
						errors = _errs945;
						if (vErrors !== null) {
							if (_errs945) vErrors.length = _errs945;
							else vErrors = null;
						}
					}
				}
				if (data150.visitedCountryList !== void 0) {
					let data165 = data150.visitedCountryList;
					const _errs951 = errors;
					let valid195 = false;
					const _errs952 = errors;
					if (Array.isArray(data165)) {
						const len4 = data165.length;
						for (let i5 = 0; i5 < len4; i5++) {
							let data166 = data165[i5];
							if (typeof data166 !== "string") {
								const err774 = {
									instancePath: instancePath + "/travelHistory/visitedCountryList/" + i5,
									schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err774];
								else vErrors.push(err774);
								errors++;
							}
							if (!(data166 === "estados-unidos" || data166 === "canada" || data166 === "mexico" || data166 === "espana" || data166 === "francia" || data166 === "italia" || data166 === "alemania" || data166 === "reino-unido" || data166 === "paises-bajos" || data166 === "curazao" || data166 === "aruba" || data166 === "puerto-rico" || data166 === "panama" || data166 === "colombia" || data166 === "peru" || data166 === "brasil" || data166 === "argentina" || data166 === "chile" || data166 === "cuba" || data166 === "haiti" || data166 === "otro")) {
								const err775 = {
									instancePath: instancePath + "/travelHistory/visitedCountryList/" + i5,
									schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.travelHistory.properties.visitedCountryList.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err775];
								else vErrors.push(err775);
								errors++;
							}
						}
						let i6 = data165.length;
						let j1;
						if (i6 > 1) {
							const indices1 = {};
							for (; i6--;) {
								let item1 = data165[i6];
								if (typeof item1 !== "string") continue;
								if (typeof indices1[item1] == "number") {
									j1 = indices1[item1];
									const err776 = {
										instancePath: instancePath + "/travelHistory/visitedCountryList",
										schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i6,
											j: j1
										},
										message: "must NOT have duplicate items (items ## " + j1 + " and " + i6 + " are identical)"
									};
									if (vErrors === null) vErrors = [err776];
									else vErrors.push(err776);
									errors++;
									break;
								}
								indices1[item1] = i6;
							}
						}
					} else {
						const err777 = {
							instancePath: instancePath + "/travelHistory/visitedCountryList",
							schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err777];
						else vErrors.push(err777);
						errors++;
					}
					var _valid153 = _errs952 === errors;
					valid195 = valid195 || _valid153;
					if (!valid195) {
						const _errs956 = errors;
						if (typeof data165 === "string") {
							if (!pattern0.test(data165)) {
								const err778 = {
									instancePath: instancePath + "/travelHistory/visitedCountryList",
									schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/1/pattern",
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
								instancePath: instancePath + "/travelHistory/visitedCountryList",
								schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err779];
							else vErrors.push(err779);
							errors++;
						}
						var _valid153 = _errs956 === errors;
						valid195 = valid195 || _valid153;
					}
					if (!valid195) {
						const err780 = {
							instancePath: instancePath + "/travelHistory/visitedCountryList",
							schemaPath: "#/properties/travelHistory/properties/visitedCountryList/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err780];
						else vErrors.push(err780);
						errors++;
					} else {
						errors = _errs951;
						if (vErrors !== null) {
							if (_errs951) vErrors.length = _errs951;
							else vErrors = null;
						}
					}
				}
				if (data150.visitedCountries !== void 0) {
					let data167 = data150.visitedCountries;
					const _errs959 = errors;
					let valid199 = false;
					const _errs960 = errors;
					if (Array.isArray(data167)) {
						const len5 = data167.length;
						for (let i7 = 0; i7 < len5; i7++) {
							let data168 = data167[i7];
							if (data168 && typeof data168 == "object" && !Array.isArray(data168)) {
								for (const key12 in data168) if (!(key12 === "country" || key12 === "city" || key12 === "purpose" || key12 === "arrivalDate" || key12 === "departureDate")) {
									const err781 = {
										instancePath: instancePath + "/travelHistory/visitedCountries/" + i7,
										schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key12 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err781];
									else vErrors.push(err781);
									errors++;
								}
								if (data168.country !== void 0) {
									let data169 = data168.country;
									const _errs966 = errors;
									let valid203 = false;
									const _errs967 = errors;
									if (typeof data169 === "string") {
										if (func4(data169) > 100) {
											const err782 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/country",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err782];
											else vErrors.push(err782);
											errors++;
										}
									} else {
										const err783 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/country",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err783];
										else vErrors.push(err783);
										errors++;
									}
									var _valid155 = _errs967 === errors;
									valid203 = valid203 || _valid155;
									if (!valid203) {
										const _errs969 = errors;
										if (typeof data169 === "string") {
											if (!pattern0.test(data169)) {
												const err784 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/country",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err784];
												else vErrors.push(err784);
												errors++;
											}
										} else {
											const err785 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/country",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err785];
											else vErrors.push(err785);
											errors++;
										}
										var _valid155 = _errs969 === errors;
										valid203 = valid203 || _valid155;
									}
									if (!valid203) {
										const err786 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/country",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err786];
										else vErrors.push(err786);
										errors++;
									} else {
										errors = _errs966;
										if (vErrors !== null) {
											if (_errs966) vErrors.length = _errs966;
											else vErrors = null;
										}
									}
								}
								if (data168.city !== void 0) {
									let data170 = data168.city;
									const _errs972 = errors;
									let valid204 = false;
									const _errs973 = errors;
									if (typeof data170 === "string") {
										if (func4(data170) > 100) {
											const err787 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/city",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err787];
											else vErrors.push(err787);
											errors++;
										}
									} else {
										const err788 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/city",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err788];
										else vErrors.push(err788);
										errors++;
									}
									var _valid156 = _errs973 === errors;
									valid204 = valid204 || _valid156;
									if (!valid204) {
										const _errs975 = errors;
										if (typeof data170 === "string") {
											if (!pattern0.test(data170)) {
												const err789 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/city",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err789];
												else vErrors.push(err789);
												errors++;
											}
										} else {
											const err790 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/city",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err790];
											else vErrors.push(err790);
											errors++;
										}
										var _valid156 = _errs975 === errors;
										valid204 = valid204 || _valid156;
									}
									if (!valid204) {
										const err791 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/city",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/city/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err791];
										else vErrors.push(err791);
										errors++;
									} else {
										errors = _errs972;
										if (vErrors !== null) {
											if (_errs972) vErrors.length = _errs972;
											else vErrors = null;
										}
									}
								}
								if (data168.purpose !== void 0) {
									let data171 = data168.purpose;
									const _errs978 = errors;
									let valid205 = false;
									const _errs979 = errors;
									if (typeof data171 === "string") {
										if (func4(data171) > 150) {
											const err792 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/purpose",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err792];
											else vErrors.push(err792);
											errors++;
										}
									} else {
										const err793 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/purpose",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err793];
										else vErrors.push(err793);
										errors++;
									}
									var _valid157 = _errs979 === errors;
									valid205 = valid205 || _valid157;
									if (!valid205) {
										const _errs981 = errors;
										if (typeof data171 === "string") {
											if (!pattern0.test(data171)) {
												const err794 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/purpose",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err794];
												else vErrors.push(err794);
												errors++;
											}
										} else {
											const err795 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/purpose",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err795];
											else vErrors.push(err795);
											errors++;
										}
										var _valid157 = _errs981 === errors;
										valid205 = valid205 || _valid157;
									}
									if (!valid205) {
										const err796 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/purpose",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/purpose/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err796];
										else vErrors.push(err796);
										errors++;
									} else {
										errors = _errs978;
										if (vErrors !== null) {
											if (_errs978) vErrors.length = _errs978;
											else vErrors = null;
										}
									}
								}
								if (data168.arrivalDate !== void 0) {
									let data172 = data168.arrivalDate;
									const _errs984 = errors;
									let valid206 = false;
									const _errs985 = errors;
									if (typeof data172 === "string") {
										if (!formats0.validate(data172)) {
											const err797 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/arrivalDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err797];
											else vErrors.push(err797);
											errors++;
										}
									} else {
										const err798 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/arrivalDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err798];
										else vErrors.push(err798);
										errors++;
									}
									var _valid158 = _errs985 === errors;
									valid206 = valid206 || _valid158;
									if (!valid206) {
										const _errs987 = errors;
										if (typeof data172 === "string") {
											if (!pattern0.test(data172)) {
												const err799 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/arrivalDate",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err799];
												else vErrors.push(err799);
												errors++;
											}
										} else {
											const err800 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/arrivalDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err800];
											else vErrors.push(err800);
											errors++;
										}
										var _valid158 = _errs987 === errors;
										valid206 = valid206 || _valid158;
									}
									if (!valid206) {
										const err801 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/arrivalDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/arrivalDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err801];
										else vErrors.push(err801);
										errors++;
									} else {
										errors = _errs984;
										if (vErrors !== null) {
											if (_errs984) vErrors.length = _errs984;
											else vErrors = null;
										}
									}
								}
								if (data168.departureDate !== void 0) {
									let data173 = data168.departureDate;
									const _errs990 = errors;
									let valid207 = false;
									const _errs991 = errors;
									if (typeof data173 === "string") {
										if (!formats0.validate(data173)) {
											const err802 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/departureDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err802];
											else vErrors.push(err802);
											errors++;
										}
									} else {
										const err803 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/departureDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err803];
										else vErrors.push(err803);
										errors++;
									}
									var _valid159 = _errs991 === errors;
									valid207 = valid207 || _valid159;
									if (!valid207) {
										const _errs993 = errors;
										if (typeof data173 === "string") {
											if (!pattern0.test(data173)) {
												const err804 = {
													instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/departureDate",
													schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err804];
												else vErrors.push(err804);
												errors++;
											}
										} else {
											const err805 = {
												instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/departureDate",
												schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err805];
											else vErrors.push(err805);
											errors++;
										}
										var _valid159 = _errs993 === errors;
										valid207 = valid207 || _valid159;
									}
									if (!valid207) {
										const err806 = {
											instancePath: instancePath + "/travelHistory/visitedCountries/" + i7 + "/departureDate",
											schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/properties/departureDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err806];
										else vErrors.push(err806);
										errors++;
									} else {
										errors = _errs990;
										if (vErrors !== null) {
											if (_errs990) vErrors.length = _errs990;
											else vErrors = null;
										}
									}
								}
							} else {
								const err807 = {
									instancePath: instancePath + "/travelHistory/visitedCountries/" + i7,
									schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err807];
								else vErrors.push(err807);
								errors++;
							}
						}
					} else {
						const err808 = {
							instancePath: instancePath + "/travelHistory/visitedCountries",
							schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err808];
						else vErrors.push(err808);
						errors++;
					}
					var _valid154 = _errs960 === errors;
					valid199 = valid199 || _valid154;
					if (!valid199) {
						const _errs995 = errors;
						if (typeof data167 === "string") {
							if (!pattern0.test(data167)) {
								const err809 = {
									instancePath: instancePath + "/travelHistory/visitedCountries",
									schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err809];
								else vErrors.push(err809);
								errors++;
							}
						} else {
							const err810 = {
								instancePath: instancePath + "/travelHistory/visitedCountries",
								schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err810];
							else vErrors.push(err810);
							errors++;
						}
						var _valid154 = _errs995 === errors;
						valid199 = valid199 || _valid154;
					}
					if (!valid199) {
						const err811 = {
							instancePath: instancePath + "/travelHistory/visitedCountries",
							schemaPath: "#/properties/travelHistory/properties/visitedCountries/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err811];
						else vErrors.push(err811);
						errors++;
					} else {
						errors = _errs959;
						if (vErrors !== null) {
							if (_errs959) vErrors.length = _errs959;
							else vErrors = null;
						}
					}
				}
				if (data150.overstayHistory !== void 0) {
					let data174 = data150.overstayHistory;
					const _errs998 = errors;
					let valid208 = false;
					const _errs999 = errors;
					if (typeof data174 !== "boolean") {
						const err812 = {
							instancePath: instancePath + "/travelHistory/overstayHistory",
							schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err812];
						else vErrors.push(err812);
						errors++;
					}
					var _valid160 = _errs999 === errors;
					valid208 = valid208 || _valid160;
					if (!valid208) {
						const _errs1001 = errors;
						if (typeof data174 === "string") {
							if (!pattern0.test(data174)) {
								const err813 = {
									instancePath: instancePath + "/travelHistory/overstayHistory",
									schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err813];
								else vErrors.push(err813);
								errors++;
							}
						} else {
							const err814 = {
								instancePath: instancePath + "/travelHistory/overstayHistory",
								schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err814];
							else vErrors.push(err814);
							errors++;
						}
						var _valid160 = _errs1001 === errors;
						valid208 = valid208 || _valid160;
					}
					if (!valid208) {
						const err815 = {
							instancePath: instancePath + "/travelHistory/overstayHistory",
							schemaPath: "#/properties/travelHistory/properties/overstayHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err815];
						else vErrors.push(err815);
						errors++;
					} else {
						errors = _errs998;
						if (vErrors !== null) {
							if (_errs998) vErrors.length = _errs998;
							else vErrors = null;
						}
					}
				}
				if (data150.overstayDetails !== void 0) {
					let data175 = data150.overstayDetails;
					const _errs1004 = errors;
					let valid209 = false;
					const _errs1005 = errors;
					if (typeof data175 === "string") {
						if (func4(data175) > 2e3) {
							const err816 = {
								instancePath: instancePath + "/travelHistory/overstayDetails",
								schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err816];
							else vErrors.push(err816);
							errors++;
						}
					} else {
						const err817 = {
							instancePath: instancePath + "/travelHistory/overstayDetails",
							schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err817];
						else vErrors.push(err817);
						errors++;
					}
					var _valid161 = _errs1005 === errors;
					valid209 = valid209 || _valid161;
					if (!valid209) {
						const _errs1007 = errors;
						if (typeof data175 === "string") {
							if (!pattern0.test(data175)) {
								const err818 = {
									instancePath: instancePath + "/travelHistory/overstayDetails",
									schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err818];
								else vErrors.push(err818);
								errors++;
							}
						} else {
							const err819 = {
								instancePath: instancePath + "/travelHistory/overstayDetails",
								schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err819];
							else vErrors.push(err819);
							errors++;
						}
						var _valid161 = _errs1007 === errors;
						valid209 = valid209 || _valid161;
					}
					if (!valid209) {
						const err820 = {
							instancePath: instancePath + "/travelHistory/overstayDetails",
							schemaPath: "#/properties/travelHistory/properties/overstayDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err820];
						else vErrors.push(err820);
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
				const err821 = {
					instancePath: instancePath + "/travelHistory",
					schemaPath: "#/properties/travelHistory/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err821];
				else vErrors.push(err821);
				errors++;
			}
		}
		if (data.schengenHistory !== void 0) {
			let data176 = data.schengenHistory;
			if (data176 && typeof data176 == "object" && !Array.isArray(data176)) {
				for (const key13 in data176) if (!(key13 === "mainDestinationCountry" || key13 === "firstEntryCountry" || key13 === "hasSchengenVisa" || key13 === "schengenVisas" || key13 === "fingerprintsCollected" || key13 === "fingerprintsDate" || key13 === "hasBeenToEurope" || key13 === "europeVisits")) {
					const err822 = {
						instancePath: instancePath + "/schengenHistory",
						schemaPath: "#/properties/schengenHistory/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key13 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err822];
					else vErrors.push(err822);
					errors++;
				}
				if (data176.mainDestinationCountry !== void 0) {
					let data177 = data176.mainDestinationCountry;
					const _errs1013 = errors;
					let valid211 = false;
					const _errs1014 = errors;
					if (typeof data177 === "string") {
						if (func4(data177) > 100) {
							const err823 = {
								instancePath: instancePath + "/schengenHistory/mainDestinationCountry",
								schemaPath: "#/properties/schengenHistory/properties/mainDestinationCountry/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err823];
							else vErrors.push(err823);
							errors++;
						}
					} else {
						const err824 = {
							instancePath: instancePath + "/schengenHistory/mainDestinationCountry",
							schemaPath: "#/properties/schengenHistory/properties/mainDestinationCountry/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err824];
						else vErrors.push(err824);
						errors++;
					}
					var _valid162 = _errs1014 === errors;
					valid211 = valid211 || _valid162;
					if (!valid211) {
						const _errs1016 = errors;
						if (typeof data177 === "string") {
							if (!pattern0.test(data177)) {
								const err825 = {
									instancePath: instancePath + "/schengenHistory/mainDestinationCountry",
									schemaPath: "#/properties/schengenHistory/properties/mainDestinationCountry/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err825];
								else vErrors.push(err825);
								errors++;
							}
						} else {
							const err826 = {
								instancePath: instancePath + "/schengenHistory/mainDestinationCountry",
								schemaPath: "#/properties/schengenHistory/properties/mainDestinationCountry/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err826];
							else vErrors.push(err826);
							errors++;
						}
						var _valid162 = _errs1016 === errors;
						valid211 = valid211 || _valid162;
					}
					if (!valid211) {
						const err827 = {
							instancePath: instancePath + "/schengenHistory/mainDestinationCountry",
							schemaPath: "#/properties/schengenHistory/properties/mainDestinationCountry/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err827];
						else vErrors.push(err827);
						errors++;
					} else {
						errors = _errs1013;
						if (vErrors !== null) {
							if (_errs1013) vErrors.length = _errs1013;
							else vErrors = null;
						}
					}
				}
				if (data176.firstEntryCountry !== void 0) {
					let data178 = data176.firstEntryCountry;
					const _errs1019 = errors;
					let valid212 = false;
					const _errs1020 = errors;
					if (typeof data178 === "string") {
						if (func4(data178) > 100) {
							const err828 = {
								instancePath: instancePath + "/schengenHistory/firstEntryCountry",
								schemaPath: "#/properties/schengenHistory/properties/firstEntryCountry/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err828];
							else vErrors.push(err828);
							errors++;
						}
					} else {
						const err829 = {
							instancePath: instancePath + "/schengenHistory/firstEntryCountry",
							schemaPath: "#/properties/schengenHistory/properties/firstEntryCountry/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err829];
						else vErrors.push(err829);
						errors++;
					}
					var _valid163 = _errs1020 === errors;
					valid212 = valid212 || _valid163;
					if (!valid212) {
						const _errs1022 = errors;
						if (typeof data178 === "string") {
							if (!pattern0.test(data178)) {
								const err830 = {
									instancePath: instancePath + "/schengenHistory/firstEntryCountry",
									schemaPath: "#/properties/schengenHistory/properties/firstEntryCountry/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err830];
								else vErrors.push(err830);
								errors++;
							}
						} else {
							const err831 = {
								instancePath: instancePath + "/schengenHistory/firstEntryCountry",
								schemaPath: "#/properties/schengenHistory/properties/firstEntryCountry/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err831];
							else vErrors.push(err831);
							errors++;
						}
						var _valid163 = _errs1022 === errors;
						valid212 = valid212 || _valid163;
					}
					if (!valid212) {
						const err832 = {
							instancePath: instancePath + "/schengenHistory/firstEntryCountry",
							schemaPath: "#/properties/schengenHistory/properties/firstEntryCountry/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err832];
						else vErrors.push(err832);
						errors++;
					} else {
						errors = _errs1019;
						if (vErrors !== null) {
							if (_errs1019) vErrors.length = _errs1019;
							else vErrors = null;
						}
					}
				}
				if (data176.hasSchengenVisa !== void 0) {
					let data179 = data176.hasSchengenVisa;
					const _errs1025 = errors;
					let valid213 = false;
					const _errs1026 = errors;
					if (typeof data179 !== "boolean") {
						const err833 = {
							instancePath: instancePath + "/schengenHistory/hasSchengenVisa",
							schemaPath: "#/properties/schengenHistory/properties/hasSchengenVisa/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err833];
						else vErrors.push(err833);
						errors++;
					}
					var _valid164 = _errs1026 === errors;
					valid213 = valid213 || _valid164;
					if (!valid213) {
						const _errs1028 = errors;
						if (typeof data179 === "string") {
							if (!pattern0.test(data179)) {
								const err834 = {
									instancePath: instancePath + "/schengenHistory/hasSchengenVisa",
									schemaPath: "#/properties/schengenHistory/properties/hasSchengenVisa/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err834];
								else vErrors.push(err834);
								errors++;
							}
						} else {
							const err835 = {
								instancePath: instancePath + "/schengenHistory/hasSchengenVisa",
								schemaPath: "#/properties/schengenHistory/properties/hasSchengenVisa/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err835];
							else vErrors.push(err835);
							errors++;
						}
						var _valid164 = _errs1028 === errors;
						valid213 = valid213 || _valid164;
					}
					if (!valid213) {
						const err836 = {
							instancePath: instancePath + "/schengenHistory/hasSchengenVisa",
							schemaPath: "#/properties/schengenHistory/properties/hasSchengenVisa/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err836];
						else vErrors.push(err836);
						errors++;
					} else {
						errors = _errs1025;
						if (vErrors !== null) {
							if (_errs1025) vErrors.length = _errs1025;
							else vErrors = null;
						}
					}
				}
				if (data176.schengenVisas !== void 0) {
					let data180 = data176.schengenVisas;
					const _errs1031 = errors;
					let valid214 = false;
					const _errs1032 = errors;
					if (Array.isArray(data180)) {
						const len6 = data180.length;
						for (let i8 = 0; i8 < len6; i8++) {
							let data181 = data180[i8];
							if (data181 && typeof data181 == "object" && !Array.isArray(data181)) {
								for (const key14 in data181) if (!(key14 === "visaNumber" || key14 === "issuingCountry" || key14 === "validFrom" || key14 === "validTo" || key14 === "entries")) {
									const err837 = {
										instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8,
										schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key14 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err837];
									else vErrors.push(err837);
									errors++;
								}
								if (data181.visaNumber !== void 0) {
									let data182 = data181.visaNumber;
									const _errs1038 = errors;
									let valid218 = false;
									const _errs1039 = errors;
									if (typeof data182 === "string") {
										if (func4(data182) > 30) {
											const err838 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/visaNumber",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/visaNumber/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 30 },
												message: "must NOT have more than 30 characters"
											};
											if (vErrors === null) vErrors = [err838];
											else vErrors.push(err838);
											errors++;
										}
									} else {
										const err839 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/visaNumber",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/visaNumber/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err839];
										else vErrors.push(err839);
										errors++;
									}
									var _valid166 = _errs1039 === errors;
									valid218 = valid218 || _valid166;
									if (!valid218) {
										const _errs1041 = errors;
										if (typeof data182 === "string") {
											if (!pattern0.test(data182)) {
												const err840 = {
													instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/visaNumber",
													schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/visaNumber/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err840];
												else vErrors.push(err840);
												errors++;
											}
										} else {
											const err841 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/visaNumber",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/visaNumber/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err841];
											else vErrors.push(err841);
											errors++;
										}
										var _valid166 = _errs1041 === errors;
										valid218 = valid218 || _valid166;
									}
									if (!valid218) {
										const err842 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/visaNumber",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/visaNumber/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err842];
										else vErrors.push(err842);
										errors++;
									} else {
										errors = _errs1038;
										if (vErrors !== null) {
											if (_errs1038) vErrors.length = _errs1038;
											else vErrors = null;
										}
									}
								}
								if (data181.issuingCountry !== void 0) {
									let data183 = data181.issuingCountry;
									const _errs1044 = errors;
									let valid219 = false;
									const _errs1045 = errors;
									if (typeof data183 === "string") {
										if (func4(data183) > 100) {
											const err843 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/issuingCountry",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/issuingCountry/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err843];
											else vErrors.push(err843);
											errors++;
										}
									} else {
										const err844 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/issuingCountry",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/issuingCountry/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err844];
										else vErrors.push(err844);
										errors++;
									}
									var _valid167 = _errs1045 === errors;
									valid219 = valid219 || _valid167;
									if (!valid219) {
										const _errs1047 = errors;
										if (typeof data183 === "string") {
											if (!pattern0.test(data183)) {
												const err845 = {
													instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/issuingCountry",
													schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/issuingCountry/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err845];
												else vErrors.push(err845);
												errors++;
											}
										} else {
											const err846 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/issuingCountry",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/issuingCountry/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err846];
											else vErrors.push(err846);
											errors++;
										}
										var _valid167 = _errs1047 === errors;
										valid219 = valid219 || _valid167;
									}
									if (!valid219) {
										const err847 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/issuingCountry",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/issuingCountry/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err847];
										else vErrors.push(err847);
										errors++;
									} else {
										errors = _errs1044;
										if (vErrors !== null) {
											if (_errs1044) vErrors.length = _errs1044;
											else vErrors = null;
										}
									}
								}
								if (data181.validFrom !== void 0) {
									let data184 = data181.validFrom;
									const _errs1050 = errors;
									let valid220 = false;
									const _errs1051 = errors;
									if (typeof data184 === "string") {
										if (!formats0.validate(data184)) {
											const err848 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validFrom",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validFrom/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err848];
											else vErrors.push(err848);
											errors++;
										}
									} else {
										const err849 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validFrom",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validFrom/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err849];
										else vErrors.push(err849);
										errors++;
									}
									var _valid168 = _errs1051 === errors;
									valid220 = valid220 || _valid168;
									if (!valid220) {
										const _errs1053 = errors;
										if (typeof data184 === "string") {
											if (!pattern0.test(data184)) {
												const err850 = {
													instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validFrom",
													schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validFrom/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err850];
												else vErrors.push(err850);
												errors++;
											}
										} else {
											const err851 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validFrom",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validFrom/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err851];
											else vErrors.push(err851);
											errors++;
										}
										var _valid168 = _errs1053 === errors;
										valid220 = valid220 || _valid168;
									}
									if (!valid220) {
										const err852 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validFrom",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validFrom/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err852];
										else vErrors.push(err852);
										errors++;
									} else {
										errors = _errs1050;
										if (vErrors !== null) {
											if (_errs1050) vErrors.length = _errs1050;
											else vErrors = null;
										}
									}
								}
								if (data181.validTo !== void 0) {
									let data185 = data181.validTo;
									const _errs1056 = errors;
									let valid221 = false;
									const _errs1057 = errors;
									if (typeof data185 === "string") {
										if (!formats0.validate(data185)) {
											const err853 = {
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validTo",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validTo/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err853];
											else vErrors.push(err853);
											errors++;
										}
									} else {
										const err854 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validTo",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validTo/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err854];
										else vErrors.push(err854);
										errors++;
									}
									var _valid169 = _errs1057 === errors;
									valid221 = valid221 || _valid169;
									if (!valid221) {
										const _errs1059 = errors;
										if (typeof data185 === "string") {
											if (!pattern0.test(data185)) {
												const err855 = {
													instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validTo",
													schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validTo/anyOf/1/pattern",
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
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validTo",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validTo/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err856];
											else vErrors.push(err856);
											errors++;
										}
										var _valid169 = _errs1059 === errors;
										valid221 = valid221 || _valid169;
									}
									if (!valid221) {
										const err857 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/validTo",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/validTo/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err857];
										else vErrors.push(err857);
										errors++;
									} else {
										errors = _errs1056;
										if (vErrors !== null) {
											if (_errs1056) vErrors.length = _errs1056;
											else vErrors = null;
										}
									}
								}
								if (data181.entries !== void 0) {
									let data186 = data181.entries;
									const _errs1062 = errors;
									let valid222 = false;
									const _errs1063 = errors;
									if (typeof data186 !== "string") {
										const err858 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/entries",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/entries/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err858];
										else vErrors.push(err858);
										errors++;
									}
									if (!(data186 === "una" || data186 === "dos" || data186 === "multiples")) {
										const err859 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/entries",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/entries/anyOf/0/enum",
											keyword: "enum",
											params: { allowedValues: schema11.properties.schengenHistory.properties.schengenVisas.anyOf[0].items.properties.entries.anyOf[0].enum },
											message: "must be equal to one of the allowed values"
										};
										if (vErrors === null) vErrors = [err859];
										else vErrors.push(err859);
										errors++;
									}
									var _valid170 = _errs1063 === errors;
									valid222 = valid222 || _valid170;
									if (!valid222) {
										const _errs1065 = errors;
										if (typeof data186 === "string") {
											if (!pattern0.test(data186)) {
												const err860 = {
													instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/entries",
													schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/entries/anyOf/1/pattern",
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
												instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/entries",
												schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/entries/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err861];
											else vErrors.push(err861);
											errors++;
										}
										var _valid170 = _errs1065 === errors;
										valid222 = valid222 || _valid170;
									}
									if (!valid222) {
										const err862 = {
											instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8 + "/entries",
											schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/properties/entries/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err862];
										else vErrors.push(err862);
										errors++;
									} else {
										errors = _errs1062;
										if (vErrors !== null) {
											if (_errs1062) vErrors.length = _errs1062;
											else vErrors = null;
										}
									}
								}
							} else {
								const err863 = {
									instancePath: instancePath + "/schengenHistory/schengenVisas/" + i8,
									schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err863];
								else vErrors.push(err863);
								errors++;
							}
						}
					} else {
						const err864 = {
							instancePath: instancePath + "/schengenHistory/schengenVisas",
							schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err864];
						else vErrors.push(err864);
						errors++;
					}
					var _valid165 = _errs1032 === errors;
					valid214 = valid214 || _valid165;
					if (!valid214) {
						const _errs1067 = errors;
						if (typeof data180 === "string") {
							if (!pattern0.test(data180)) {
								const err865 = {
									instancePath: instancePath + "/schengenHistory/schengenVisas",
									schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err865];
								else vErrors.push(err865);
								errors++;
							}
						} else {
							const err866 = {
								instancePath: instancePath + "/schengenHistory/schengenVisas",
								schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err866];
							else vErrors.push(err866);
							errors++;
						}
						var _valid165 = _errs1067 === errors;
						valid214 = valid214 || _valid165;
					}
					if (!valid214) {
						const err867 = {
							instancePath: instancePath + "/schengenHistory/schengenVisas",
							schemaPath: "#/properties/schengenHistory/properties/schengenVisas/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err867];
						else vErrors.push(err867);
						errors++;
					} else {
						errors = _errs1031;
						if (vErrors !== null) {
							if (_errs1031) vErrors.length = _errs1031;
							else vErrors = null;
						}
					}
				}
				if (data176.fingerprintsCollected !== void 0) {
					let data187 = data176.fingerprintsCollected;
					const _errs1070 = errors;
					let valid223 = false;
					const _errs1071 = errors;
					if (typeof data187 !== "boolean") {
						const err868 = {
							instancePath: instancePath + "/schengenHistory/fingerprintsCollected",
							schemaPath: "#/properties/schengenHistory/properties/fingerprintsCollected/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err868];
						else vErrors.push(err868);
						errors++;
					}
					var _valid171 = _errs1071 === errors;
					valid223 = valid223 || _valid171;
					if (!valid223) {
						const _errs1073 = errors;
						if (typeof data187 === "string") {
							if (!pattern0.test(data187)) {
								const err869 = {
									instancePath: instancePath + "/schengenHistory/fingerprintsCollected",
									schemaPath: "#/properties/schengenHistory/properties/fingerprintsCollected/anyOf/1/pattern",
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
								instancePath: instancePath + "/schengenHistory/fingerprintsCollected",
								schemaPath: "#/properties/schengenHistory/properties/fingerprintsCollected/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err870];
							else vErrors.push(err870);
							errors++;
						}
						var _valid171 = _errs1073 === errors;
						valid223 = valid223 || _valid171;
					}
					if (!valid223) {
						const err871 = {
							instancePath: instancePath + "/schengenHistory/fingerprintsCollected",
							schemaPath: "#/properties/schengenHistory/properties/fingerprintsCollected/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err871];
						else vErrors.push(err871);
						errors++;
					} else {
						errors = _errs1070;
						if (vErrors !== null) {
							if (_errs1070) vErrors.length = _errs1070;
							else vErrors = null;
						}
					}
				}
				if (data176.fingerprintsDate !== void 0) {
					let data188 = data176.fingerprintsDate;
					const _errs1076 = errors;
					let valid224 = false;
					const _errs1077 = errors;
					if (typeof data188 === "string") {
						if (!formats0.validate(data188)) {
							const err872 = {
								instancePath: instancePath + "/schengenHistory/fingerprintsDate",
								schemaPath: "#/properties/schengenHistory/properties/fingerprintsDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err872];
							else vErrors.push(err872);
							errors++;
						}
					} else {
						const err873 = {
							instancePath: instancePath + "/schengenHistory/fingerprintsDate",
							schemaPath: "#/properties/schengenHistory/properties/fingerprintsDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err873];
						else vErrors.push(err873);
						errors++;
					}
					var _valid172 = _errs1077 === errors;
					valid224 = valid224 || _valid172;
					if (!valid224) {
						const _errs1079 = errors;
						if (typeof data188 === "string") {
							if (!pattern0.test(data188)) {
								const err874 = {
									instancePath: instancePath + "/schengenHistory/fingerprintsDate",
									schemaPath: "#/properties/schengenHistory/properties/fingerprintsDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err874];
								else vErrors.push(err874);
								errors++;
							}
						} else {
							const err875 = {
								instancePath: instancePath + "/schengenHistory/fingerprintsDate",
								schemaPath: "#/properties/schengenHistory/properties/fingerprintsDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err875];
							else vErrors.push(err875);
							errors++;
						}
						var _valid172 = _errs1079 === errors;
						valid224 = valid224 || _valid172;
					}
					if (!valid224) {
						const err876 = {
							instancePath: instancePath + "/schengenHistory/fingerprintsDate",
							schemaPath: "#/properties/schengenHistory/properties/fingerprintsDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err876];
						else vErrors.push(err876);
						errors++;
					} else {
						errors = _errs1076;
						if (vErrors !== null) {
							if (_errs1076) vErrors.length = _errs1076;
							else vErrors = null;
						}
					}
				}
				if (data176.hasBeenToEurope !== void 0) {
					let data189 = data176.hasBeenToEurope;
					const _errs1082 = errors;
					let valid225 = false;
					const _errs1083 = errors;
					if (typeof data189 !== "boolean") {
						const err877 = {
							instancePath: instancePath + "/schengenHistory/hasBeenToEurope",
							schemaPath: "#/properties/schengenHistory/properties/hasBeenToEurope/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err877];
						else vErrors.push(err877);
						errors++;
					}
					var _valid173 = _errs1083 === errors;
					valid225 = valid225 || _valid173;
					if (!valid225) {
						const _errs1085 = errors;
						if (typeof data189 === "string") {
							if (!pattern0.test(data189)) {
								const err878 = {
									instancePath: instancePath + "/schengenHistory/hasBeenToEurope",
									schemaPath: "#/properties/schengenHistory/properties/hasBeenToEurope/anyOf/1/pattern",
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
								instancePath: instancePath + "/schengenHistory/hasBeenToEurope",
								schemaPath: "#/properties/schengenHistory/properties/hasBeenToEurope/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err879];
							else vErrors.push(err879);
							errors++;
						}
						var _valid173 = _errs1085 === errors;
						valid225 = valid225 || _valid173;
					}
					if (!valid225) {
						const err880 = {
							instancePath: instancePath + "/schengenHistory/hasBeenToEurope",
							schemaPath: "#/properties/schengenHistory/properties/hasBeenToEurope/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err880];
						else vErrors.push(err880);
						errors++;
					} else {
						errors = _errs1082;
						if (vErrors !== null) {
							if (_errs1082) vErrors.length = _errs1082;
							else vErrors = null;
						}
					}
				}
				if (data176.europeVisits !== void 0) {
					let data190 = data176.europeVisits;
					const _errs1088 = errors;
					let valid226 = false;
					const _errs1089 = errors;
					if (Array.isArray(data190)) {
						const len7 = data190.length;
						for (let i9 = 0; i9 < len7; i9++) {
							let data191 = data190[i9];
							if (data191 && typeof data191 == "object" && !Array.isArray(data191)) {
								for (const key15 in data191) if (!(key15 === "country" || key15 === "city" || key15 === "purpose" || key15 === "arrivalDate" || key15 === "departureDate")) {
									const err881 = {
										instancePath: instancePath + "/schengenHistory/europeVisits/" + i9,
										schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/additionalProperties",
										keyword: "additionalProperties",
										params: { additionalProperty: key15 },
										message: "must NOT have additional properties"
									};
									if (vErrors === null) vErrors = [err881];
									else vErrors.push(err881);
									errors++;
								}
								if (data191.country !== void 0) {
									let data192 = data191.country;
									const _errs1095 = errors;
									let valid230 = false;
									const _errs1096 = errors;
									if (typeof data192 === "string") {
										if (func4(data192) > 100) {
											const err882 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/country",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/country/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err882];
											else vErrors.push(err882);
											errors++;
										}
									} else {
										const err883 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/country",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/country/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err883];
										else vErrors.push(err883);
										errors++;
									}
									var _valid175 = _errs1096 === errors;
									valid230 = valid230 || _valid175;
									if (!valid230) {
										const _errs1098 = errors;
										if (typeof data192 === "string") {
											if (!pattern0.test(data192)) {
												const err884 = {
													instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/country",
													schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/country/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err884];
												else vErrors.push(err884);
												errors++;
											}
										} else {
											const err885 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/country",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/country/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err885];
											else vErrors.push(err885);
											errors++;
										}
										var _valid175 = _errs1098 === errors;
										valid230 = valid230 || _valid175;
									}
									if (!valid230) {
										const err886 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/country",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/country/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err886];
										else vErrors.push(err886);
										errors++;
									} else {
										errors = _errs1095;
										if (vErrors !== null) {
											if (_errs1095) vErrors.length = _errs1095;
											else vErrors = null;
										}
									}
								}
								if (data191.city !== void 0) {
									let data193 = data191.city;
									const _errs1101 = errors;
									let valid231 = false;
									const _errs1102 = errors;
									if (typeof data193 === "string") {
										if (func4(data193) > 100) {
											const err887 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/city",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/city/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 100 },
												message: "must NOT have more than 100 characters"
											};
											if (vErrors === null) vErrors = [err887];
											else vErrors.push(err887);
											errors++;
										}
									} else {
										const err888 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/city",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/city/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err888];
										else vErrors.push(err888);
										errors++;
									}
									var _valid176 = _errs1102 === errors;
									valid231 = valid231 || _valid176;
									if (!valid231) {
										const _errs1104 = errors;
										if (typeof data193 === "string") {
											if (!pattern0.test(data193)) {
												const err889 = {
													instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/city",
													schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/city/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err889];
												else vErrors.push(err889);
												errors++;
											}
										} else {
											const err890 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/city",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/city/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err890];
											else vErrors.push(err890);
											errors++;
										}
										var _valid176 = _errs1104 === errors;
										valid231 = valid231 || _valid176;
									}
									if (!valid231) {
										const err891 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/city",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/city/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err891];
										else vErrors.push(err891);
										errors++;
									} else {
										errors = _errs1101;
										if (vErrors !== null) {
											if (_errs1101) vErrors.length = _errs1101;
											else vErrors = null;
										}
									}
								}
								if (data191.purpose !== void 0) {
									let data194 = data191.purpose;
									const _errs1107 = errors;
									let valid232 = false;
									const _errs1108 = errors;
									if (typeof data194 === "string") {
										if (func4(data194) > 150) {
											const err892 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/purpose",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/purpose/anyOf/0/maxLength",
												keyword: "maxLength",
												params: { limit: 150 },
												message: "must NOT have more than 150 characters"
											};
											if (vErrors === null) vErrors = [err892];
											else vErrors.push(err892);
											errors++;
										}
									} else {
										const err893 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/purpose",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/purpose/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err893];
										else vErrors.push(err893);
										errors++;
									}
									var _valid177 = _errs1108 === errors;
									valid232 = valid232 || _valid177;
									if (!valid232) {
										const _errs1110 = errors;
										if (typeof data194 === "string") {
											if (!pattern0.test(data194)) {
												const err894 = {
													instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/purpose",
													schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/purpose/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err894];
												else vErrors.push(err894);
												errors++;
											}
										} else {
											const err895 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/purpose",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/purpose/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err895];
											else vErrors.push(err895);
											errors++;
										}
										var _valid177 = _errs1110 === errors;
										valid232 = valid232 || _valid177;
									}
									if (!valid232) {
										const err896 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/purpose",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/purpose/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err896];
										else vErrors.push(err896);
										errors++;
									} else {
										errors = _errs1107;
										if (vErrors !== null) {
											if (_errs1107) vErrors.length = _errs1107;
											else vErrors = null;
										}
									}
								}
								if (data191.arrivalDate !== void 0) {
									let data195 = data191.arrivalDate;
									const _errs1113 = errors;
									let valid233 = false;
									const _errs1114 = errors;
									if (typeof data195 === "string") {
										if (!formats0.validate(data195)) {
											const err897 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/arrivalDate",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/arrivalDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err897];
											else vErrors.push(err897);
											errors++;
										}
									} else {
										const err898 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/arrivalDate",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/arrivalDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err898];
										else vErrors.push(err898);
										errors++;
									}
									var _valid178 = _errs1114 === errors;
									valid233 = valid233 || _valid178;
									if (!valid233) {
										const _errs1116 = errors;
										if (typeof data195 === "string") {
											if (!pattern0.test(data195)) {
												const err899 = {
													instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/arrivalDate",
													schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/arrivalDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err899];
												else vErrors.push(err899);
												errors++;
											}
										} else {
											const err900 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/arrivalDate",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/arrivalDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err900];
											else vErrors.push(err900);
											errors++;
										}
										var _valid178 = _errs1116 === errors;
										valid233 = valid233 || _valid178;
									}
									if (!valid233) {
										const err901 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/arrivalDate",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/arrivalDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err901];
										else vErrors.push(err901);
										errors++;
									} else {
										errors = _errs1113;
										if (vErrors !== null) {
											if (_errs1113) vErrors.length = _errs1113;
											else vErrors = null;
										}
									}
								}
								if (data191.departureDate !== void 0) {
									let data196 = data191.departureDate;
									const _errs1119 = errors;
									let valid234 = false;
									const _errs1120 = errors;
									if (typeof data196 === "string") {
										if (!formats0.validate(data196)) {
											const err902 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/departureDate",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/departureDate/anyOf/0/format",
												keyword: "format",
												params: { format: "date" },
												message: "must match format \"date\""
											};
											if (vErrors === null) vErrors = [err902];
											else vErrors.push(err902);
											errors++;
										}
									} else {
										const err903 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/departureDate",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/departureDate/anyOf/0/type",
											keyword: "type",
											params: { type: "string" },
											message: "must be string"
										};
										if (vErrors === null) vErrors = [err903];
										else vErrors.push(err903);
										errors++;
									}
									var _valid179 = _errs1120 === errors;
									valid234 = valid234 || _valid179;
									if (!valid234) {
										const _errs1122 = errors;
										if (typeof data196 === "string") {
											if (!pattern0.test(data196)) {
												const err904 = {
													instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/departureDate",
													schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/departureDate/anyOf/1/pattern",
													keyword: "pattern",
													params: { pattern: "^\\s*[nN][aA]\\s*$" },
													message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
												};
												if (vErrors === null) vErrors = [err904];
												else vErrors.push(err904);
												errors++;
											}
										} else {
											const err905 = {
												instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/departureDate",
												schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/departureDate/anyOf/1/type",
												keyword: "type",
												params: { type: "string" },
												message: "must be string"
											};
											if (vErrors === null) vErrors = [err905];
											else vErrors.push(err905);
											errors++;
										}
										var _valid179 = _errs1122 === errors;
										valid234 = valid234 || _valid179;
									}
									if (!valid234) {
										const err906 = {
											instancePath: instancePath + "/schengenHistory/europeVisits/" + i9 + "/departureDate",
											schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/properties/departureDate/anyOf",
											keyword: "anyOf",
											params: {},
											message: "must match a schema in anyOf"
										};
										if (vErrors === null) vErrors = [err906];
										else vErrors.push(err906);
										errors++;
									} else {
										errors = _errs1119;
										if (vErrors !== null) {
											if (_errs1119) vErrors.length = _errs1119;
											else vErrors = null;
										}
									}
								}
							} else {
								const err907 = {
									instancePath: instancePath + "/schengenHistory/europeVisits/" + i9,
									schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/items/type",
									keyword: "type",
									params: { type: "object" },
									message: "must be object"
								};
								if (vErrors === null) vErrors = [err907];
								else vErrors.push(err907);
								errors++;
							}
						}
					} else {
						const err908 = {
							instancePath: instancePath + "/schengenHistory/europeVisits",
							schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err908];
						else vErrors.push(err908);
						errors++;
					}
					var _valid174 = _errs1089 === errors;
					valid226 = valid226 || _valid174;
					if (!valid226) {
						const _errs1124 = errors;
						if (typeof data190 === "string") {
							if (!pattern0.test(data190)) {
								const err909 = {
									instancePath: instancePath + "/schengenHistory/europeVisits",
									schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err909];
								else vErrors.push(err909);
								errors++;
							}
						} else {
							const err910 = {
								instancePath: instancePath + "/schengenHistory/europeVisits",
								schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err910];
							else vErrors.push(err910);
							errors++;
						}
						var _valid174 = _errs1124 === errors;
						valid226 = valid226 || _valid174;
					}
					if (!valid226) {
						const err911 = {
							instancePath: instancePath + "/schengenHistory/europeVisits",
							schemaPath: "#/properties/schengenHistory/properties/europeVisits/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err911];
						else vErrors.push(err911);
						errors++;
					} else {
						errors = _errs1088;
						if (vErrors !== null) {
							if (_errs1088) vErrors.length = _errs1088;
							else vErrors = null;
						}
					}
				}
			} else {
				const err912 = {
					instancePath: instancePath + "/schengenHistory",
					schemaPath: "#/properties/schengenHistory/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err912];
				else vErrors.push(err912);
				errors++;
			}
		}
		if (data.europeSponsor !== void 0) {
			let data197 = data.europeSponsor;
			if (data197 && typeof data197 == "object" && !Array.isArray(data197)) {
				for (const key16 in data197) if (!func2.call(schema11.properties.europeSponsor.properties, key16)) {
					const err913 = {
						instancePath: instancePath + "/europeSponsor",
						schemaPath: "#/properties/europeSponsor/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key16 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err913];
					else vErrors.push(err913);
					errors++;
				}
				if (data197.hasEuroSponsor !== void 0) {
					let data198 = data197.hasEuroSponsor;
					const _errs1130 = errors;
					let valid236 = false;
					const _errs1131 = errors;
					if (typeof data198 !== "boolean") {
						const err914 = {
							instancePath: instancePath + "/europeSponsor/hasEuroSponsor",
							schemaPath: "#/properties/europeSponsor/properties/hasEuroSponsor/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err914];
						else vErrors.push(err914);
						errors++;
					}
					var _valid180 = _errs1131 === errors;
					valid236 = valid236 || _valid180;
					if (!valid236) {
						const _errs1133 = errors;
						if (typeof data198 === "string") {
							if (!pattern0.test(data198)) {
								const err915 = {
									instancePath: instancePath + "/europeSponsor/hasEuroSponsor",
									schemaPath: "#/properties/europeSponsor/properties/hasEuroSponsor/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err915];
								else vErrors.push(err915);
								errors++;
							}
						} else {
							const err916 = {
								instancePath: instancePath + "/europeSponsor/hasEuroSponsor",
								schemaPath: "#/properties/europeSponsor/properties/hasEuroSponsor/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err916];
							else vErrors.push(err916);
							errors++;
						}
						var _valid180 = _errs1133 === errors;
						valid236 = valid236 || _valid180;
					}
					if (!valid236) {
						const err917 = {
							instancePath: instancePath + "/europeSponsor/hasEuroSponsor",
							schemaPath: "#/properties/europeSponsor/properties/hasEuroSponsor/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err917];
						else vErrors.push(err917);
						errors++;
					} else {
						errors = _errs1130;
						if (vErrors !== null) {
							if (_errs1130) vErrors.length = _errs1130;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorName !== void 0) {
					let data199 = data197.euroSponsorName;
					const _errs1136 = errors;
					let valid237 = false;
					const _errs1137 = errors;
					if (typeof data199 === "string") {
						if (func4(data199) > 200) {
							const err918 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorName",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err918];
							else vErrors.push(err918);
							errors++;
						}
					} else {
						const err919 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorName",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err919];
						else vErrors.push(err919);
						errors++;
					}
					var _valid181 = _errs1137 === errors;
					valid237 = valid237 || _valid181;
					if (!valid237) {
						const _errs1139 = errors;
						if (typeof data199 === "string") {
							if (!pattern0.test(data199)) {
								const err920 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorName",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err920];
								else vErrors.push(err920);
								errors++;
							}
						} else {
							const err921 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorName",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err921];
							else vErrors.push(err921);
							errors++;
						}
						var _valid181 = _errs1139 === errors;
						valid237 = valid237 || _valid181;
					}
					if (!valid237) {
						const err922 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorName",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err922];
						else vErrors.push(err922);
						errors++;
					} else {
						errors = _errs1136;
						if (vErrors !== null) {
							if (_errs1136) vErrors.length = _errs1136;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorRelation !== void 0) {
					let data200 = data197.euroSponsorRelation;
					const _errs1142 = errors;
					let valid238 = false;
					const _errs1143 = errors;
					if (typeof data200 === "string") {
						if (func4(data200) > 100) {
							const err923 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorRelation",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorRelation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err923];
							else vErrors.push(err923);
							errors++;
						}
					} else {
						const err924 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorRelation",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorRelation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err924];
						else vErrors.push(err924);
						errors++;
					}
					var _valid182 = _errs1143 === errors;
					valid238 = valid238 || _valid182;
					if (!valid238) {
						const _errs1145 = errors;
						if (typeof data200 === "string") {
							if (!pattern0.test(data200)) {
								const err925 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorRelation",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorRelation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err925];
								else vErrors.push(err925);
								errors++;
							}
						} else {
							const err926 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorRelation",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorRelation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err926];
							else vErrors.push(err926);
							errors++;
						}
						var _valid182 = _errs1145 === errors;
						valid238 = valid238 || _valid182;
					}
					if (!valid238) {
						const err927 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorRelation",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorRelation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err927];
						else vErrors.push(err927);
						errors++;
					} else {
						errors = _errs1142;
						if (vErrors !== null) {
							if (_errs1142) vErrors.length = _errs1142;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorStatus !== void 0) {
					let data201 = data197.euroSponsorStatus;
					const _errs1148 = errors;
					let valid239 = false;
					const _errs1149 = errors;
					if (typeof data201 !== "string") {
						const err928 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorStatus",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorStatus/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err928];
						else vErrors.push(err928);
						errors++;
					}
					if (!(data201 === "ciudadano" || data201 === "residente" || data201 === "temporal")) {
						const err929 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorStatus",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorStatus/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.europeSponsor.properties.euroSponsorStatus.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err929];
						else vErrors.push(err929);
						errors++;
					}
					var _valid183 = _errs1149 === errors;
					valid239 = valid239 || _valid183;
					if (!valid239) {
						const _errs1151 = errors;
						if (typeof data201 === "string") {
							if (!pattern0.test(data201)) {
								const err930 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorStatus",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorStatus/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err930];
								else vErrors.push(err930);
								errors++;
							}
						} else {
							const err931 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorStatus",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorStatus/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err931];
							else vErrors.push(err931);
							errors++;
						}
						var _valid183 = _errs1151 === errors;
						valid239 = valid239 || _valid183;
					}
					if (!valid239) {
						const err932 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorStatus",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorStatus/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err932];
						else vErrors.push(err932);
						errors++;
					} else {
						errors = _errs1148;
						if (vErrors !== null) {
							if (_errs1148) vErrors.length = _errs1148;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorCountry !== void 0) {
					let data202 = data197.euroSponsorCountry;
					const _errs1154 = errors;
					let valid240 = false;
					const _errs1155 = errors;
					if (typeof data202 === "string") {
						if (func4(data202) > 100) {
							const err933 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorCountry",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorCountry/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err933];
							else vErrors.push(err933);
							errors++;
						}
					} else {
						const err934 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorCountry",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorCountry/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err934];
						else vErrors.push(err934);
						errors++;
					}
					var _valid184 = _errs1155 === errors;
					valid240 = valid240 || _valid184;
					if (!valid240) {
						const _errs1157 = errors;
						if (typeof data202 === "string") {
							if (!pattern0.test(data202)) {
								const err935 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorCountry",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorCountry/anyOf/1/pattern",
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
								instancePath: instancePath + "/europeSponsor/euroSponsorCountry",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorCountry/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err936];
							else vErrors.push(err936);
							errors++;
						}
						var _valid184 = _errs1157 === errors;
						valid240 = valid240 || _valid184;
					}
					if (!valid240) {
						const err937 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorCountry",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorCountry/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err937];
						else vErrors.push(err937);
						errors++;
					} else {
						errors = _errs1154;
						if (vErrors !== null) {
							if (_errs1154) vErrors.length = _errs1154;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorAddress !== void 0) {
					let data203 = data197.euroSponsorAddress;
					const _errs1160 = errors;
					let valid241 = false;
					const _errs1161 = errors;
					if (typeof data203 === "string") {
						if (func4(data203) > 300) {
							const err938 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorAddress",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err938];
							else vErrors.push(err938);
							errors++;
						}
					} else {
						const err939 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorAddress",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err939];
						else vErrors.push(err939);
						errors++;
					}
					var _valid185 = _errs1161 === errors;
					valid241 = valid241 || _valid185;
					if (!valid241) {
						const _errs1163 = errors;
						if (typeof data203 === "string") {
							if (!pattern0.test(data203)) {
								const err940 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorAddress",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err940];
								else vErrors.push(err940);
								errors++;
							}
						} else {
							const err941 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorAddress",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err941];
							else vErrors.push(err941);
							errors++;
						}
						var _valid185 = _errs1163 === errors;
						valid241 = valid241 || _valid185;
					}
					if (!valid241) {
						const err942 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorAddress",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err942];
						else vErrors.push(err942);
						errors++;
					} else {
						errors = _errs1160;
						if (vErrors !== null) {
							if (_errs1160) vErrors.length = _errs1160;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorPhone !== void 0) {
					let data204 = data197.euroSponsorPhone;
					const _errs1166 = errors;
					let valid242 = false;
					const _errs1167 = errors;
					if (typeof data204 === "string") {
						if (func4(data204) > 30) {
							const err943 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorPhone",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err943];
							else vErrors.push(err943);
							errors++;
						}
					} else {
						const err944 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorPhone",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err944];
						else vErrors.push(err944);
						errors++;
					}
					var _valid186 = _errs1167 === errors;
					valid242 = valid242 || _valid186;
					if (!valid242) {
						const _errs1169 = errors;
						if (typeof data204 === "string") {
							if (!pattern0.test(data204)) {
								const err945 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorPhone",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err945];
								else vErrors.push(err945);
								errors++;
							}
						} else {
							const err946 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorPhone",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err946];
							else vErrors.push(err946);
							errors++;
						}
						var _valid186 = _errs1169 === errors;
						valid242 = valid242 || _valid186;
					}
					if (!valid242) {
						const err947 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorPhone",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err947];
						else vErrors.push(err947);
						errors++;
					} else {
						errors = _errs1166;
						if (vErrors !== null) {
							if (_errs1166) vErrors.length = _errs1166;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorEmail !== void 0) {
					let data205 = data197.euroSponsorEmail;
					const _errs1172 = errors;
					let valid243 = false;
					const _errs1173 = errors;
					if (typeof data205 === "string") {
						if (func4(data205) > 254) {
							const err948 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 254 },
								message: "must NOT have more than 254 characters"
							};
							if (vErrors === null) vErrors = [err948];
							else vErrors.push(err948);
							errors++;
						}
						if (!formats24.validate(data205)) {
							const err949 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf/0/format",
								keyword: "format",
								params: { format: "email" },
								message: "must match format \"email\""
							};
							if (vErrors === null) vErrors = [err949];
							else vErrors.push(err949);
							errors++;
						}
					} else {
						const err950 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err950];
						else vErrors.push(err950);
						errors++;
					}
					var _valid187 = _errs1173 === errors;
					valid243 = valid243 || _valid187;
					if (!valid243) {
						const _errs1175 = errors;
						if (typeof data205 === "string") {
							if (!pattern0.test(data205)) {
								const err951 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err951];
								else vErrors.push(err951);
								errors++;
							}
						} else {
							const err952 = {
								instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err952];
							else vErrors.push(err952);
							errors++;
						}
						var _valid187 = _errs1175 === errors;
						valid243 = valid243 || _valid187;
					}
					if (!valid243) {
						const err953 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorEmail",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorEmail/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err953];
						else vErrors.push(err953);
						errors++;
					} else {
						errors = _errs1172;
						if (vErrors !== null) {
							if (_errs1172) vErrors.length = _errs1172;
							else vErrors = null;
						}
					}
				}
				if (data197.euroSponsorDocuments !== void 0) {
					let data206 = data197.euroSponsorDocuments;
					const _errs1178 = errors;
					let valid244 = false;
					const _errs1179 = errors;
					if (Array.isArray(data206)) {
						const len8 = data206.length;
						for (let i10 = 0; i10 < len8; i10++) {
							let data207 = data206[i10];
							if (typeof data207 !== "string") {
								const err954 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorDocuments/" + i10,
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err954];
								else vErrors.push(err954);
								errors++;
							}
							if (!(data207 === "carta-invitacion" || data207 === "documento-identidad" || data207 === "prueba-alojamiento" || data207 === "nominas" || data207 === "compromiso-gastos")) {
								const err955 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorDocuments/" + i10,
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.europeSponsor.properties.euroSponsorDocuments.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err955];
								else vErrors.push(err955);
								errors++;
							}
						}
						let i11 = data206.length;
						let j2;
						if (i11 > 1) {
							const indices2 = {};
							for (; i11--;) {
								let item2 = data206[i11];
								if (typeof item2 !== "string") continue;
								if (typeof indices2[item2] == "number") {
									j2 = indices2[item2];
									const err956 = {
										instancePath: instancePath + "/europeSponsor/euroSponsorDocuments",
										schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i11,
											j: j2
										},
										message: "must NOT have duplicate items (items ## " + j2 + " and " + i11 + " are identical)"
									};
									if (vErrors === null) vErrors = [err956];
									else vErrors.push(err956);
									errors++;
									break;
								}
								indices2[item2] = i11;
							}
						}
					} else {
						const err957 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorDocuments",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err957];
						else vErrors.push(err957);
						errors++;
					}
					var _valid188 = _errs1179 === errors;
					valid244 = valid244 || _valid188;
					if (!valid244) {
						const _errs1183 = errors;
						if (typeof data206 === "string") {
							if (!pattern0.test(data206)) {
								const err958 = {
									instancePath: instancePath + "/europeSponsor/euroSponsorDocuments",
									schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/1/pattern",
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
								instancePath: instancePath + "/europeSponsor/euroSponsorDocuments",
								schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err959];
							else vErrors.push(err959);
							errors++;
						}
						var _valid188 = _errs1183 === errors;
						valid244 = valid244 || _valid188;
					}
					if (!valid244) {
						const err960 = {
							instancePath: instancePath + "/europeSponsor/euroSponsorDocuments",
							schemaPath: "#/properties/europeSponsor/properties/euroSponsorDocuments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err960];
						else vErrors.push(err960);
						errors++;
					} else {
						errors = _errs1178;
						if (vErrors !== null) {
							if (_errs1178) vErrors.length = _errs1178;
							else vErrors = null;
						}
					}
				}
			} else {
				const err961 = {
					instancePath: instancePath + "/europeSponsor",
					schemaPath: "#/properties/europeSponsor/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err961];
				else vErrors.push(err961);
				errors++;
			}
		}
		if (data.background !== void 0) {
			let data208 = data.background;
			if (data208 && typeof data208 == "object" && !Array.isArray(data208)) {
				for (const key17 in data208) if (!func2.call(schema11.properties.background.properties, key17)) {
					const err962 = {
						instancePath: instancePath + "/background",
						schemaPath: "#/properties/background/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key17 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err962];
					else vErrors.push(err962);
					errors++;
				}
				if (data208.arrestedConvicted !== void 0) {
					let data209 = data208.arrestedConvicted;
					const _errs1189 = errors;
					let valid249 = false;
					const _errs1190 = errors;
					if (typeof data209 !== "boolean") {
						const err963 = {
							instancePath: instancePath + "/background/arrestedConvicted",
							schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err963];
						else vErrors.push(err963);
						errors++;
					}
					var _valid189 = _errs1190 === errors;
					valid249 = valid249 || _valid189;
					if (!valid249) {
						const _errs1192 = errors;
						if (typeof data209 === "string") {
							if (!pattern0.test(data209)) {
								const err964 = {
									instancePath: instancePath + "/background/arrestedConvicted",
									schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err964];
								else vErrors.push(err964);
								errors++;
							}
						} else {
							const err965 = {
								instancePath: instancePath + "/background/arrestedConvicted",
								schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err965];
							else vErrors.push(err965);
							errors++;
						}
						var _valid189 = _errs1192 === errors;
						valid249 = valid249 || _valid189;
					}
					if (!valid249) {
						const err966 = {
							instancePath: instancePath + "/background/arrestedConvicted",
							schemaPath: "#/properties/background/properties/arrestedConvicted/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err966];
						else vErrors.push(err966);
						errors++;
					} else {
						errors = _errs1189;
						if (vErrors !== null) {
							if (_errs1189) vErrors.length = _errs1189;
							else vErrors = null;
						}
					}
				}
				if (data208.criminalHistory !== void 0) {
					let data210 = data208.criminalHistory;
					const _errs1195 = errors;
					let valid250 = false;
					const _errs1196 = errors;
					if (typeof data210 === "string") {
						if (func4(data210) > 2e3) {
							const err967 = {
								instancePath: instancePath + "/background/criminalHistory",
								schemaPath: "#/properties/background/properties/criminalHistory/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err967];
							else vErrors.push(err967);
							errors++;
						}
					} else {
						const err968 = {
							instancePath: instancePath + "/background/criminalHistory",
							schemaPath: "#/properties/background/properties/criminalHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err968];
						else vErrors.push(err968);
						errors++;
					}
					var _valid190 = _errs1196 === errors;
					valid250 = valid250 || _valid190;
					if (!valid250) {
						const _errs1198 = errors;
						if (typeof data210 === "string") {
							if (!pattern0.test(data210)) {
								const err969 = {
									instancePath: instancePath + "/background/criminalHistory",
									schemaPath: "#/properties/background/properties/criminalHistory/anyOf/1/pattern",
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
								instancePath: instancePath + "/background/criminalHistory",
								schemaPath: "#/properties/background/properties/criminalHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err970];
							else vErrors.push(err970);
							errors++;
						}
						var _valid190 = _errs1198 === errors;
						valid250 = valid250 || _valid190;
					}
					if (!valid250) {
						const err971 = {
							instancePath: instancePath + "/background/criminalHistory",
							schemaPath: "#/properties/background/properties/criminalHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err971];
						else vErrors.push(err971);
						errors++;
					} else {
						errors = _errs1195;
						if (vErrors !== null) {
							if (_errs1195) vErrors.length = _errs1195;
							else vErrors = null;
						}
					}
				}
				if (data208.immigrationProblems !== void 0) {
					let data211 = data208.immigrationProblems;
					const _errs1201 = errors;
					let valid251 = false;
					const _errs1202 = errors;
					if (typeof data211 !== "boolean") {
						const err972 = {
							instancePath: instancePath + "/background/immigrationProblems",
							schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err972];
						else vErrors.push(err972);
						errors++;
					}
					var _valid191 = _errs1202 === errors;
					valid251 = valid251 || _valid191;
					if (!valid251) {
						const _errs1204 = errors;
						if (typeof data211 === "string") {
							if (!pattern0.test(data211)) {
								const err973 = {
									instancePath: instancePath + "/background/immigrationProblems",
									schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/1/pattern",
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
								instancePath: instancePath + "/background/immigrationProblems",
								schemaPath: "#/properties/background/properties/immigrationProblems/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err974];
							else vErrors.push(err974);
							errors++;
						}
						var _valid191 = _errs1204 === errors;
						valid251 = valid251 || _valid191;
					}
					if (!valid251) {
						const err975 = {
							instancePath: instancePath + "/background/immigrationProblems",
							schemaPath: "#/properties/background/properties/immigrationProblems/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err975];
						else vErrors.push(err975);
						errors++;
					} else {
						errors = _errs1201;
						if (vErrors !== null) {
							if (_errs1201) vErrors.length = _errs1201;
							else vErrors = null;
						}
					}
				}
				if (data208.immigrationProblemsDetails !== void 0) {
					let data212 = data208.immigrationProblemsDetails;
					const _errs1207 = errors;
					let valid252 = false;
					const _errs1208 = errors;
					if (typeof data212 === "string") {
						if (func4(data212) > 2e3) {
							const err976 = {
								instancePath: instancePath + "/background/immigrationProblemsDetails",
								schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err976];
							else vErrors.push(err976);
							errors++;
						}
					} else {
						const err977 = {
							instancePath: instancePath + "/background/immigrationProblemsDetails",
							schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err977];
						else vErrors.push(err977);
						errors++;
					}
					var _valid192 = _errs1208 === errors;
					valid252 = valid252 || _valid192;
					if (!valid252) {
						const _errs1210 = errors;
						if (typeof data212 === "string") {
							if (!pattern0.test(data212)) {
								const err978 = {
									instancePath: instancePath + "/background/immigrationProblemsDetails",
									schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err978];
								else vErrors.push(err978);
								errors++;
							}
						} else {
							const err979 = {
								instancePath: instancePath + "/background/immigrationProblemsDetails",
								schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err979];
							else vErrors.push(err979);
							errors++;
						}
						var _valid192 = _errs1210 === errors;
						valid252 = valid252 || _valid192;
					}
					if (!valid252) {
						const err980 = {
							instancePath: instancePath + "/background/immigrationProblemsDetails",
							schemaPath: "#/properties/background/properties/immigrationProblemsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err980];
						else vErrors.push(err980);
						errors++;
					} else {
						errors = _errs1207;
						if (vErrors !== null) {
							if (_errs1207) vErrors.length = _errs1207;
							else vErrors = null;
						}
					}
				}
				if (data208.deportationHistory !== void 0) {
					let data213 = data208.deportationHistory;
					const _errs1213 = errors;
					let valid253 = false;
					const _errs1214 = errors;
					if (typeof data213 !== "boolean") {
						const err981 = {
							instancePath: instancePath + "/background/deportationHistory",
							schemaPath: "#/properties/background/properties/deportationHistory/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err981];
						else vErrors.push(err981);
						errors++;
					}
					var _valid193 = _errs1214 === errors;
					valid253 = valid253 || _valid193;
					if (!valid253) {
						const _errs1216 = errors;
						if (typeof data213 === "string") {
							if (!pattern0.test(data213)) {
								const err982 = {
									instancePath: instancePath + "/background/deportationHistory",
									schemaPath: "#/properties/background/properties/deportationHistory/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err982];
								else vErrors.push(err982);
								errors++;
							}
						} else {
							const err983 = {
								instancePath: instancePath + "/background/deportationHistory",
								schemaPath: "#/properties/background/properties/deportationHistory/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err983];
							else vErrors.push(err983);
							errors++;
						}
						var _valid193 = _errs1216 === errors;
						valid253 = valid253 || _valid193;
					}
					if (!valid253) {
						const err984 = {
							instancePath: instancePath + "/background/deportationHistory",
							schemaPath: "#/properties/background/properties/deportationHistory/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err984];
						else vErrors.push(err984);
						errors++;
					} else {
						errors = _errs1213;
						if (vErrors !== null) {
							if (_errs1213) vErrors.length = _errs1213;
							else vErrors = null;
						}
					}
				}
				if (data208.deportationDetails !== void 0) {
					let data214 = data208.deportationDetails;
					const _errs1219 = errors;
					let valid254 = false;
					const _errs1220 = errors;
					if (typeof data214 === "string") {
						if (func4(data214) > 2e3) {
							const err985 = {
								instancePath: instancePath + "/background/deportationDetails",
								schemaPath: "#/properties/background/properties/deportationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err985];
							else vErrors.push(err985);
							errors++;
						}
					} else {
						const err986 = {
							instancePath: instancePath + "/background/deportationDetails",
							schemaPath: "#/properties/background/properties/deportationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err986];
						else vErrors.push(err986);
						errors++;
					}
					var _valid194 = _errs1220 === errors;
					valid254 = valid254 || _valid194;
					if (!valid254) {
						const _errs1222 = errors;
						if (typeof data214 === "string") {
							if (!pattern0.test(data214)) {
								const err987 = {
									instancePath: instancePath + "/background/deportationDetails",
									schemaPath: "#/properties/background/properties/deportationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err987];
								else vErrors.push(err987);
								errors++;
							}
						} else {
							const err988 = {
								instancePath: instancePath + "/background/deportationDetails",
								schemaPath: "#/properties/background/properties/deportationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err988];
							else vErrors.push(err988);
							errors++;
						}
						var _valid194 = _errs1222 === errors;
						valid254 = valid254 || _valid194;
					}
					if (!valid254) {
						const err989 = {
							instancePath: instancePath + "/background/deportationDetails",
							schemaPath: "#/properties/background/properties/deportationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err989];
						else vErrors.push(err989);
						errors++;
					} else {
						errors = _errs1219;
						if (vErrors !== null) {
							if (_errs1219) vErrors.length = _errs1219;
							else vErrors = null;
						}
					}
				}
				if (data208.organizationMembership !== void 0) {
					let data215 = data208.organizationMembership;
					const _errs1225 = errors;
					let valid255 = false;
					const _errs1226 = errors;
					if (typeof data215 !== "boolean") {
						const err990 = {
							instancePath: instancePath + "/background/organizationMembership",
							schemaPath: "#/properties/background/properties/organizationMembership/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err990];
						else vErrors.push(err990);
						errors++;
					}
					var _valid195 = _errs1226 === errors;
					valid255 = valid255 || _valid195;
					if (!valid255) {
						const _errs1228 = errors;
						if (typeof data215 === "string") {
							if (!pattern0.test(data215)) {
								const err991 = {
									instancePath: instancePath + "/background/organizationMembership",
									schemaPath: "#/properties/background/properties/organizationMembership/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err991];
								else vErrors.push(err991);
								errors++;
							}
						} else {
							const err992 = {
								instancePath: instancePath + "/background/organizationMembership",
								schemaPath: "#/properties/background/properties/organizationMembership/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err992];
							else vErrors.push(err992);
							errors++;
						}
						var _valid195 = _errs1228 === errors;
						valid255 = valid255 || _valid195;
					}
					if (!valid255) {
						const err993 = {
							instancePath: instancePath + "/background/organizationMembership",
							schemaPath: "#/properties/background/properties/organizationMembership/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err993];
						else vErrors.push(err993);
						errors++;
					} else {
						errors = _errs1225;
						if (vErrors !== null) {
							if (_errs1225) vErrors.length = _errs1225;
							else vErrors = null;
						}
					}
				}
				if (data208.organizationDetails !== void 0) {
					let data216 = data208.organizationDetails;
					const _errs1231 = errors;
					let valid256 = false;
					const _errs1232 = errors;
					if (typeof data216 === "string") {
						if (func4(data216) > 1e3) {
							const err994 = {
								instancePath: instancePath + "/background/organizationDetails",
								schemaPath: "#/properties/background/properties/organizationDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err994];
							else vErrors.push(err994);
							errors++;
						}
					} else {
						const err995 = {
							instancePath: instancePath + "/background/organizationDetails",
							schemaPath: "#/properties/background/properties/organizationDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err995];
						else vErrors.push(err995);
						errors++;
					}
					var _valid196 = _errs1232 === errors;
					valid256 = valid256 || _valid196;
					if (!valid256) {
						const _errs1234 = errors;
						if (typeof data216 === "string") {
							if (!pattern0.test(data216)) {
								const err996 = {
									instancePath: instancePath + "/background/organizationDetails",
									schemaPath: "#/properties/background/properties/organizationDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err996];
								else vErrors.push(err996);
								errors++;
							}
						} else {
							const err997 = {
								instancePath: instancePath + "/background/organizationDetails",
								schemaPath: "#/properties/background/properties/organizationDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err997];
							else vErrors.push(err997);
							errors++;
						}
						var _valid196 = _errs1234 === errors;
						valid256 = valid256 || _valid196;
					}
					if (!valid256) {
						const err998 = {
							instancePath: instancePath + "/background/organizationDetails",
							schemaPath: "#/properties/background/properties/organizationDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err998];
						else vErrors.push(err998);
						errors++;
					} else {
						errors = _errs1231;
						if (vErrors !== null) {
							if (_errs1231) vErrors.length = _errs1231;
							else vErrors = null;
						}
					}
				}
				if (data208.militaryService !== void 0) {
					let data217 = data208.militaryService;
					const _errs1237 = errors;
					let valid257 = false;
					const _errs1238 = errors;
					if (typeof data217 !== "boolean") {
						const err999 = {
							instancePath: instancePath + "/background/militaryService",
							schemaPath: "#/properties/background/properties/militaryService/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err999];
						else vErrors.push(err999);
						errors++;
					}
					var _valid197 = _errs1238 === errors;
					valid257 = valid257 || _valid197;
					if (!valid257) {
						const _errs1240 = errors;
						if (typeof data217 === "string") {
							if (!pattern0.test(data217)) {
								const err1000 = {
									instancePath: instancePath + "/background/militaryService",
									schemaPath: "#/properties/background/properties/militaryService/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1000];
								else vErrors.push(err1000);
								errors++;
							}
						} else {
							const err1001 = {
								instancePath: instancePath + "/background/militaryService",
								schemaPath: "#/properties/background/properties/militaryService/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1001];
							else vErrors.push(err1001);
							errors++;
						}
						var _valid197 = _errs1240 === errors;
						valid257 = valid257 || _valid197;
					}
					if (!valid257) {
						const err1002 = {
							instancePath: instancePath + "/background/militaryService",
							schemaPath: "#/properties/background/properties/militaryService/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1002];
						else vErrors.push(err1002);
						errors++;
					} else {
						errors = _errs1237;
						if (vErrors !== null) {
							if (_errs1237) vErrors.length = _errs1237;
							else vErrors = null;
						}
					}
				}
				if (data208.militaryDetails !== void 0) {
					let data218 = data208.militaryDetails;
					const _errs1243 = errors;
					let valid258 = false;
					const _errs1244 = errors;
					if (typeof data218 === "string") {
						if (func4(data218) > 1e3) {
							const err1003 = {
								instancePath: instancePath + "/background/militaryDetails",
								schemaPath: "#/properties/background/properties/militaryDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 1e3 },
								message: "must NOT have more than 1000 characters"
							};
							if (vErrors === null) vErrors = [err1003];
							else vErrors.push(err1003);
							errors++;
						}
					} else {
						const err1004 = {
							instancePath: instancePath + "/background/militaryDetails",
							schemaPath: "#/properties/background/properties/militaryDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1004];
						else vErrors.push(err1004);
						errors++;
					}
					var _valid198 = _errs1244 === errors;
					valid258 = valid258 || _valid198;
					if (!valid258) {
						const _errs1246 = errors;
						if (typeof data218 === "string") {
							if (!pattern0.test(data218)) {
								const err1005 = {
									instancePath: instancePath + "/background/militaryDetails",
									schemaPath: "#/properties/background/properties/militaryDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1005];
								else vErrors.push(err1005);
								errors++;
							}
						} else {
							const err1006 = {
								instancePath: instancePath + "/background/militaryDetails",
								schemaPath: "#/properties/background/properties/militaryDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1006];
							else vErrors.push(err1006);
							errors++;
						}
						var _valid198 = _errs1246 === errors;
						valid258 = valid258 || _valid198;
					}
					if (!valid258) {
						const err1007 = {
							instancePath: instancePath + "/background/militaryDetails",
							schemaPath: "#/properties/background/properties/militaryDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1007];
						else vErrors.push(err1007);
						errors++;
					} else {
						errors = _errs1243;
						if (vErrors !== null) {
							if (_errs1243) vErrors.length = _errs1243;
							else vErrors = null;
						}
					}
				}
				if (data208.hasGoodConductCertificate !== void 0) {
					let data219 = data208.hasGoodConductCertificate;
					const _errs1249 = errors;
					let valid259 = false;
					const _errs1250 = errors;
					if (typeof data219 !== "boolean") {
						const err1008 = {
							instancePath: instancePath + "/background/hasGoodConductCertificate",
							schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1008];
						else vErrors.push(err1008);
						errors++;
					}
					var _valid199 = _errs1250 === errors;
					valid259 = valid259 || _valid199;
					if (!valid259) {
						const _errs1252 = errors;
						if (typeof data219 === "string") {
							if (!pattern0.test(data219)) {
								const err1009 = {
									instancePath: instancePath + "/background/hasGoodConductCertificate",
									schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1009];
								else vErrors.push(err1009);
								errors++;
							}
						} else {
							const err1010 = {
								instancePath: instancePath + "/background/hasGoodConductCertificate",
								schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1010];
							else vErrors.push(err1010);
							errors++;
						}
						var _valid199 = _errs1252 === errors;
						valid259 = valid259 || _valid199;
					}
					if (!valid259) {
						const err1011 = {
							instancePath: instancePath + "/background/hasGoodConductCertificate",
							schemaPath: "#/properties/background/properties/hasGoodConductCertificate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1011];
						else vErrors.push(err1011);
						errors++;
					} else {
						errors = _errs1249;
						if (vErrors !== null) {
							if (_errs1249) vErrors.length = _errs1249;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1012 = {
					instancePath: instancePath + "/background",
					schemaPath: "#/properties/background/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1012];
				else vErrors.push(err1012);
				errors++;
			}
		}
		if (data.insuranceHealth !== void 0) {
			let data220 = data.insuranceHealth;
			if (data220 && typeof data220 == "object" && !Array.isArray(data220)) {
				for (const key18 in data220) if (!func2.call(schema11.properties.insuranceHealth.properties, key18)) {
					const err1013 = {
						instancePath: instancePath + "/insuranceHealth",
						schemaPath: "#/properties/insuranceHealth/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key18 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err1013];
					else vErrors.push(err1013);
					errors++;
				}
				if (data220.hasTravelInsurance !== void 0) {
					let data221 = data220.hasTravelInsurance;
					const _errs1258 = errors;
					let valid261 = false;
					const _errs1259 = errors;
					if (typeof data221 !== "boolean") {
						const err1014 = {
							instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
							schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1014];
						else vErrors.push(err1014);
						errors++;
					}
					var _valid200 = _errs1259 === errors;
					valid261 = valid261 || _valid200;
					if (!valid261) {
						const _errs1261 = errors;
						if (typeof data221 === "string") {
							if (!pattern0.test(data221)) {
								const err1015 = {
									instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
									schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1015];
								else vErrors.push(err1015);
								errors++;
							}
						} else {
							const err1016 = {
								instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
								schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1016];
							else vErrors.push(err1016);
							errors++;
						}
						var _valid200 = _errs1261 === errors;
						valid261 = valid261 || _valid200;
					}
					if (!valid261) {
						const err1017 = {
							instancePath: instancePath + "/insuranceHealth/hasTravelInsurance",
							schemaPath: "#/properties/insuranceHealth/properties/hasTravelInsurance/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1017];
						else vErrors.push(err1017);
						errors++;
					} else {
						errors = _errs1258;
						if (vErrors !== null) {
							if (_errs1258) vErrors.length = _errs1258;
							else vErrors = null;
						}
					}
				}
				if (data220.insuranceCompany !== void 0) {
					let data222 = data220.insuranceCompany;
					const _errs1264 = errors;
					let valid262 = false;
					const _errs1265 = errors;
					if (typeof data222 === "string") {
						if (func4(data222) > 150) {
							const err1018 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCompany",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 150 },
								message: "must NOT have more than 150 characters"
							};
							if (vErrors === null) vErrors = [err1018];
							else vErrors.push(err1018);
							errors++;
						}
					} else {
						const err1019 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCompany",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1019];
						else vErrors.push(err1019);
						errors++;
					}
					var _valid201 = _errs1265 === errors;
					valid262 = valid262 || _valid201;
					if (!valid262) {
						const _errs1267 = errors;
						if (typeof data222 === "string") {
							if (!pattern0.test(data222)) {
								const err1020 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCompany",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1020];
								else vErrors.push(err1020);
								errors++;
							}
						} else {
							const err1021 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCompany",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1021];
							else vErrors.push(err1021);
							errors++;
						}
						var _valid201 = _errs1267 === errors;
						valid262 = valid262 || _valid201;
					}
					if (!valid262) {
						const err1022 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCompany",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCompany/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1022];
						else vErrors.push(err1022);
						errors++;
					} else {
						errors = _errs1264;
						if (vErrors !== null) {
							if (_errs1264) vErrors.length = _errs1264;
							else vErrors = null;
						}
					}
				}
				if (data220.insurancePolicyNumber !== void 0) {
					let data223 = data220.insurancePolicyNumber;
					const _errs1270 = errors;
					let valid263 = false;
					const _errs1271 = errors;
					if (typeof data223 === "string") {
						if (func4(data223) > 50) {
							const err1023 = {
								instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
								schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 50 },
								message: "must NOT have more than 50 characters"
							};
							if (vErrors === null) vErrors = [err1023];
							else vErrors.push(err1023);
							errors++;
						}
					} else {
						const err1024 = {
							instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
							schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1024];
						else vErrors.push(err1024);
						errors++;
					}
					var _valid202 = _errs1271 === errors;
					valid263 = valid263 || _valid202;
					if (!valid263) {
						const _errs1273 = errors;
						if (typeof data223 === "string") {
							if (!pattern0.test(data223)) {
								const err1025 = {
									instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
									schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1025];
								else vErrors.push(err1025);
								errors++;
							}
						} else {
							const err1026 = {
								instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
								schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1026];
							else vErrors.push(err1026);
							errors++;
						}
						var _valid202 = _errs1273 === errors;
						valid263 = valid263 || _valid202;
					}
					if (!valid263) {
						const err1027 = {
							instancePath: instancePath + "/insuranceHealth/insurancePolicyNumber",
							schemaPath: "#/properties/insuranceHealth/properties/insurancePolicyNumber/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1027];
						else vErrors.push(err1027);
						errors++;
					} else {
						errors = _errs1270;
						if (vErrors !== null) {
							if (_errs1270) vErrors.length = _errs1270;
							else vErrors = null;
						}
					}
				}
				if (data220.travelInsuranceStartDate !== void 0) {
					let data224 = data220.travelInsuranceStartDate;
					const _errs1276 = errors;
					let valid264 = false;
					const _errs1277 = errors;
					if (typeof data224 === "string") {
						if (!formats0.validate(data224)) {
							const err1028 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err1028];
							else vErrors.push(err1028);
							errors++;
						}
					} else {
						const err1029 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1029];
						else vErrors.push(err1029);
						errors++;
					}
					var _valid203 = _errs1277 === errors;
					valid264 = valid264 || _valid203;
					if (!valid264) {
						const _errs1279 = errors;
						if (typeof data224 === "string") {
							if (!pattern0.test(data224)) {
								const err1030 = {
									instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
									schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1030];
								else vErrors.push(err1030);
								errors++;
							}
						} else {
							const err1031 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1031];
							else vErrors.push(err1031);
							errors++;
						}
						var _valid203 = _errs1279 === errors;
						valid264 = valid264 || _valid203;
					}
					if (!valid264) {
						const err1032 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceStartDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceStartDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1032];
						else vErrors.push(err1032);
						errors++;
					} else {
						errors = _errs1276;
						if (vErrors !== null) {
							if (_errs1276) vErrors.length = _errs1276;
							else vErrors = null;
						}
					}
				}
				if (data220.travelInsuranceEndDate !== void 0) {
					let data225 = data220.travelInsuranceEndDate;
					const _errs1282 = errors;
					let valid265 = false;
					const _errs1283 = errors;
					if (typeof data225 === "string") {
						if (!formats0.validate(data225)) {
							const err1033 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/0/format",
								keyword: "format",
								params: { format: "date" },
								message: "must match format \"date\""
							};
							if (vErrors === null) vErrors = [err1033];
							else vErrors.push(err1033);
							errors++;
						}
					} else {
						const err1034 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1034];
						else vErrors.push(err1034);
						errors++;
					}
					var _valid204 = _errs1283 === errors;
					valid265 = valid265 || _valid204;
					if (!valid265) {
						const _errs1285 = errors;
						if (typeof data225 === "string") {
							if (!pattern0.test(data225)) {
								const err1035 = {
									instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
									schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1035];
								else vErrors.push(err1035);
								errors++;
							}
						} else {
							const err1036 = {
								instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
								schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1036];
							else vErrors.push(err1036);
							errors++;
						}
						var _valid204 = _errs1285 === errors;
						valid265 = valid265 || _valid204;
					}
					if (!valid265) {
						const err1037 = {
							instancePath: instancePath + "/insuranceHealth/travelInsuranceEndDate",
							schemaPath: "#/properties/insuranceHealth/properties/travelInsuranceEndDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1037];
						else vErrors.push(err1037);
						errors++;
					} else {
						errors = _errs1282;
						if (vErrors !== null) {
							if (_errs1282) vErrors.length = _errs1282;
							else vErrors = null;
						}
					}
				}
				if (data220.insuranceCoverage !== void 0) {
					let data226 = data220.insuranceCoverage;
					const _errs1288 = errors;
					let valid266 = false;
					const _errs1289 = errors;
					if (typeof data226 == "number" && isFinite(data226)) {
						if (data226 < 0 || isNaN(data226)) {
							const err1038 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/0/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								message: "must be >= 0"
							};
							if (vErrors === null) vErrors = [err1038];
							else vErrors.push(err1038);
							errors++;
						}
					} else {
						const err1039 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/0/type",
							keyword: "type",
							params: { type: "number" },
							message: "must be number"
						};
						if (vErrors === null) vErrors = [err1039];
						else vErrors.push(err1039);
						errors++;
					}
					var _valid205 = _errs1289 === errors;
					valid266 = valid266 || _valid205;
					if (!valid266) {
						const _errs1291 = errors;
						if (typeof data226 === "string") {
							if (!pattern0.test(data226)) {
								const err1040 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1040];
								else vErrors.push(err1040);
								errors++;
							}
						} else {
							const err1041 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1041];
							else vErrors.push(err1041);
							errors++;
						}
						var _valid205 = _errs1291 === errors;
						valid266 = valid266 || _valid205;
					}
					if (!valid266) {
						const err1042 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCoverage",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCoverage/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1042];
						else vErrors.push(err1042);
						errors++;
					} else {
						errors = _errs1288;
						if (vErrors !== null) {
							if (_errs1288) vErrors.length = _errs1288;
							else vErrors = null;
						}
					}
				}
				if (data220.insuranceCurrency !== void 0) {
					let data227 = data220.insuranceCurrency;
					const _errs1294 = errors;
					let valid267 = false;
					const _errs1295 = errors;
					if (typeof data227 !== "string") {
						const err1043 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1043];
						else vErrors.push(err1043);
						errors++;
					}
					if (!(data227 === "EUR" || data227 === "USD" || data227 === "DOP")) {
						const err1044 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/0/enum",
							keyword: "enum",
							params: { allowedValues: schema11.properties.insuranceHealth.properties.insuranceCurrency.anyOf[0].enum },
							message: "must be equal to one of the allowed values"
						};
						if (vErrors === null) vErrors = [err1044];
						else vErrors.push(err1044);
						errors++;
					}
					var _valid206 = _errs1295 === errors;
					valid267 = valid267 || _valid206;
					if (!valid267) {
						const _errs1297 = errors;
						if (typeof data227 === "string") {
							if (!pattern0.test(data227)) {
								const err1045 = {
									instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1045];
								else vErrors.push(err1045);
								errors++;
							}
						} else {
							const err1046 = {
								instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1046];
							else vErrors.push(err1046);
							errors++;
						}
						var _valid206 = _errs1297 === errors;
						valid267 = valid267 || _valid206;
					}
					if (!valid267) {
						const err1047 = {
							instancePath: instancePath + "/insuranceHealth/insuranceCurrency",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceCurrency/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1047];
						else vErrors.push(err1047);
						errors++;
					} else {
						errors = _errs1294;
						if (vErrors !== null) {
							if (_errs1294) vErrors.length = _errs1294;
							else vErrors = null;
						}
					}
				}
				if (data220.insuranceMeetsRequirements !== void 0) {
					let data228 = data220.insuranceMeetsRequirements;
					const _errs1300 = errors;
					let valid268 = false;
					const _errs1301 = errors;
					if (typeof data228 !== "boolean") {
						const err1048 = {
							instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1048];
						else vErrors.push(err1048);
						errors++;
					}
					var _valid207 = _errs1301 === errors;
					valid268 = valid268 || _valid207;
					if (!valid268) {
						const _errs1303 = errors;
						if (typeof data228 === "string") {
							if (!pattern0.test(data228)) {
								const err1049 = {
									instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
									schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1049];
								else vErrors.push(err1049);
								errors++;
							}
						} else {
							const err1050 = {
								instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
								schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1050];
							else vErrors.push(err1050);
							errors++;
						}
						var _valid207 = _errs1303 === errors;
						valid268 = valid268 || _valid207;
					}
					if (!valid268) {
						const err1051 = {
							instancePath: instancePath + "/insuranceHealth/insuranceMeetsRequirements",
							schemaPath: "#/properties/insuranceHealth/properties/insuranceMeetsRequirements/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1051];
						else vErrors.push(err1051);
						errors++;
					} else {
						errors = _errs1300;
						if (vErrors !== null) {
							if (_errs1300) vErrors.length = _errs1300;
							else vErrors = null;
						}
					}
				}
				if (data220.hasHealthConditions !== void 0) {
					let data229 = data220.hasHealthConditions;
					const _errs1306 = errors;
					let valid269 = false;
					const _errs1307 = errors;
					if (typeof data229 !== "boolean") {
						const err1052 = {
							instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
							schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1052];
						else vErrors.push(err1052);
						errors++;
					}
					var _valid208 = _errs1307 === errors;
					valid269 = valid269 || _valid208;
					if (!valid269) {
						const _errs1309 = errors;
						if (typeof data229 === "string") {
							if (!pattern0.test(data229)) {
								const err1053 = {
									instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
									schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1053];
								else vErrors.push(err1053);
								errors++;
							}
						} else {
							const err1054 = {
								instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
								schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1054];
							else vErrors.push(err1054);
							errors++;
						}
						var _valid208 = _errs1309 === errors;
						valid269 = valid269 || _valid208;
					}
					if (!valid269) {
						const err1055 = {
							instancePath: instancePath + "/insuranceHealth/hasHealthConditions",
							schemaPath: "#/properties/insuranceHealth/properties/hasHealthConditions/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1055];
						else vErrors.push(err1055);
						errors++;
					} else {
						errors = _errs1306;
						if (vErrors !== null) {
							if (_errs1306) vErrors.length = _errs1306;
							else vErrors = null;
						}
					}
				}
				if (data220.healthConditionsDetails !== void 0) {
					let data230 = data220.healthConditionsDetails;
					const _errs1312 = errors;
					let valid270 = false;
					const _errs1313 = errors;
					if (typeof data230 === "string") {
						if (func4(data230) > 2e3) {
							const err1056 = {
								instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
								schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err1056];
							else vErrors.push(err1056);
							errors++;
						}
					} else {
						const err1057 = {
							instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
							schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1057];
						else vErrors.push(err1057);
						errors++;
					}
					var _valid209 = _errs1313 === errors;
					valid270 = valid270 || _valid209;
					if (!valid270) {
						const _errs1315 = errors;
						if (typeof data230 === "string") {
							if (!pattern0.test(data230)) {
								const err1058 = {
									instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
									schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1058];
								else vErrors.push(err1058);
								errors++;
							}
						} else {
							const err1059 = {
								instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
								schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1059];
							else vErrors.push(err1059);
							errors++;
						}
						var _valid209 = _errs1315 === errors;
						valid270 = valid270 || _valid209;
					}
					if (!valid270) {
						const err1060 = {
							instancePath: instancePath + "/insuranceHealth/healthConditionsDetails",
							schemaPath: "#/properties/insuranceHealth/properties/healthConditionsDetails/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1060];
						else vErrors.push(err1060);
						errors++;
					} else {
						errors = _errs1312;
						if (vErrors !== null) {
							if (_errs1312) vErrors.length = _errs1312;
							else vErrors = null;
						}
					}
				}
				if (data220.vaccinationsUpToDate !== void 0) {
					let data231 = data220.vaccinationsUpToDate;
					const _errs1318 = errors;
					let valid271 = false;
					const _errs1319 = errors;
					if (typeof data231 !== "boolean") {
						const err1061 = {
							instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
							schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1061];
						else vErrors.push(err1061);
						errors++;
					}
					var _valid210 = _errs1319 === errors;
					valid271 = valid271 || _valid210;
					if (!valid271) {
						const _errs1321 = errors;
						if (typeof data231 === "string") {
							if (!pattern0.test(data231)) {
								const err1062 = {
									instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
									schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1062];
								else vErrors.push(err1062);
								errors++;
							}
						} else {
							const err1063 = {
								instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
								schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1063];
							else vErrors.push(err1063);
							errors++;
						}
						var _valid210 = _errs1321 === errors;
						valid271 = valid271 || _valid210;
					}
					if (!valid271) {
						const err1064 = {
							instancePath: instancePath + "/insuranceHealth/vaccinationsUpToDate",
							schemaPath: "#/properties/insuranceHealth/properties/vaccinationsUpToDate/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1064];
						else vErrors.push(err1064);
						errors++;
					} else {
						errors = _errs1318;
						if (vErrors !== null) {
							if (_errs1318) vErrors.length = _errs1318;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1065 = {
					instancePath: instancePath + "/insuranceHealth",
					schemaPath: "#/properties/insuranceHealth/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1065];
				else vErrors.push(err1065);
				errors++;
			}
		}
		if (data.emergencyContact !== void 0) {
			let data232 = data.emergencyContact;
			if (data232 && typeof data232 == "object" && !Array.isArray(data232)) {
				for (const key19 in data232) if (!(key19 === "emergencyContactName" || key19 === "emergencyContactRelation" || key19 === "emergencyContactPhone" || key19 === "emergencyContactEmail" || key19 === "emergencyContactAddress")) {
					const err1066 = {
						instancePath: instancePath + "/emergencyContact",
						schemaPath: "#/properties/emergencyContact/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key19 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err1066];
					else vErrors.push(err1066);
					errors++;
				}
				if (data232.emergencyContactName !== void 0) {
					let data233 = data232.emergencyContactName;
					const _errs1327 = errors;
					let valid273 = false;
					const _errs1328 = errors;
					if (typeof data233 === "string") {
						if (func4(data233) > 200) {
							const err1067 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactName",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 200 },
								message: "must NOT have more than 200 characters"
							};
							if (vErrors === null) vErrors = [err1067];
							else vErrors.push(err1067);
							errors++;
						}
					} else {
						const err1068 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactName",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1068];
						else vErrors.push(err1068);
						errors++;
					}
					var _valid211 = _errs1328 === errors;
					valid273 = valid273 || _valid211;
					if (!valid273) {
						const _errs1330 = errors;
						if (typeof data233 === "string") {
							if (!pattern0.test(data233)) {
								const err1069 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactName",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1069];
								else vErrors.push(err1069);
								errors++;
							}
						} else {
							const err1070 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactName",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1070];
							else vErrors.push(err1070);
							errors++;
						}
						var _valid211 = _errs1330 === errors;
						valid273 = valid273 || _valid211;
					}
					if (!valid273) {
						const err1071 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactName",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactName/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1071];
						else vErrors.push(err1071);
						errors++;
					} else {
						errors = _errs1327;
						if (vErrors !== null) {
							if (_errs1327) vErrors.length = _errs1327;
							else vErrors = null;
						}
					}
				}
				if (data232.emergencyContactRelation !== void 0) {
					let data234 = data232.emergencyContactRelation;
					const _errs1333 = errors;
					let valid274 = false;
					const _errs1334 = errors;
					if (typeof data234 === "string") {
						if (func4(data234) > 100) {
							const err1072 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 100 },
								message: "must NOT have more than 100 characters"
							};
							if (vErrors === null) vErrors = [err1072];
							else vErrors.push(err1072);
							errors++;
						}
					} else {
						const err1073 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1073];
						else vErrors.push(err1073);
						errors++;
					}
					var _valid212 = _errs1334 === errors;
					valid274 = valid274 || _valid212;
					if (!valid274) {
						const _errs1336 = errors;
						if (typeof data234 === "string") {
							if (!pattern0.test(data234)) {
								const err1074 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1074];
								else vErrors.push(err1074);
								errors++;
							}
						} else {
							const err1075 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1075];
							else vErrors.push(err1075);
							errors++;
						}
						var _valid212 = _errs1336 === errors;
						valid274 = valid274 || _valid212;
					}
					if (!valid274) {
						const err1076 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactRelation",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactRelation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1076];
						else vErrors.push(err1076);
						errors++;
					} else {
						errors = _errs1333;
						if (vErrors !== null) {
							if (_errs1333) vErrors.length = _errs1333;
							else vErrors = null;
						}
					}
				}
				if (data232.emergencyContactPhone !== void 0) {
					let data235 = data232.emergencyContactPhone;
					const _errs1339 = errors;
					let valid275 = false;
					const _errs1340 = errors;
					if (typeof data235 === "string") {
						if (func4(data235) > 30) {
							const err1077 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 30 },
								message: "must NOT have more than 30 characters"
							};
							if (vErrors === null) vErrors = [err1077];
							else vErrors.push(err1077);
							errors++;
						}
					} else {
						const err1078 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1078];
						else vErrors.push(err1078);
						errors++;
					}
					var _valid213 = _errs1340 === errors;
					valid275 = valid275 || _valid213;
					if (!valid275) {
						const _errs1342 = errors;
						if (typeof data235 === "string") {
							if (!pattern0.test(data235)) {
								const err1079 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1079];
								else vErrors.push(err1079);
								errors++;
							}
						} else {
							const err1080 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1080];
							else vErrors.push(err1080);
							errors++;
						}
						var _valid213 = _errs1342 === errors;
						valid275 = valid275 || _valid213;
					}
					if (!valid275) {
						const err1081 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactPhone",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactPhone/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1081];
						else vErrors.push(err1081);
						errors++;
					} else {
						errors = _errs1339;
						if (vErrors !== null) {
							if (_errs1339) vErrors.length = _errs1339;
							else vErrors = null;
						}
					}
				}
				if (data232.emergencyContactEmail !== void 0) {
					let data236 = data232.emergencyContactEmail;
					const _errs1345 = errors;
					let valid276 = false;
					const _errs1346 = errors;
					if (typeof data236 === "string") {
						if (func4(data236) > 254) {
							const err1082 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 254 },
								message: "must NOT have more than 254 characters"
							};
							if (vErrors === null) vErrors = [err1082];
							else vErrors.push(err1082);
							errors++;
						}
						if (!formats24.validate(data236)) {
							const err1083 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/format",
								keyword: "format",
								params: { format: "email" },
								message: "must match format \"email\""
							};
							if (vErrors === null) vErrors = [err1083];
							else vErrors.push(err1083);
							errors++;
						}
					} else {
						const err1084 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1084];
						else vErrors.push(err1084);
						errors++;
					}
					var _valid214 = _errs1346 === errors;
					valid276 = valid276 || _valid214;
					if (!valid276) {
						const _errs1348 = errors;
						if (typeof data236 === "string") {
							if (!pattern0.test(data236)) {
								const err1085 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1085];
								else vErrors.push(err1085);
								errors++;
							}
						} else {
							const err1086 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1086];
							else vErrors.push(err1086);
							errors++;
						}
						var _valid214 = _errs1348 === errors;
						valid276 = valid276 || _valid214;
					}
					if (!valid276) {
						const err1087 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactEmail",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactEmail/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1087];
						else vErrors.push(err1087);
						errors++;
					} else {
						errors = _errs1345;
						if (vErrors !== null) {
							if (_errs1345) vErrors.length = _errs1345;
							else vErrors = null;
						}
					}
				}
				if (data232.emergencyContactAddress !== void 0) {
					let data237 = data232.emergencyContactAddress;
					const _errs1351 = errors;
					let valid277 = false;
					const _errs1352 = errors;
					if (typeof data237 === "string") {
						if (func4(data237) > 300) {
							const err1088 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 300 },
								message: "must NOT have more than 300 characters"
							};
							if (vErrors === null) vErrors = [err1088];
							else vErrors.push(err1088);
							errors++;
						}
					} else {
						const err1089 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1089];
						else vErrors.push(err1089);
						errors++;
					}
					var _valid215 = _errs1352 === errors;
					valid277 = valid277 || _valid215;
					if (!valid277) {
						const _errs1354 = errors;
						if (typeof data237 === "string") {
							if (!pattern0.test(data237)) {
								const err1090 = {
									instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
									schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1090];
								else vErrors.push(err1090);
								errors++;
							}
						} else {
							const err1091 = {
								instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
								schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1091];
							else vErrors.push(err1091);
							errors++;
						}
						var _valid215 = _errs1354 === errors;
						valid277 = valid277 || _valid215;
					}
					if (!valid277) {
						const err1092 = {
							instancePath: instancePath + "/emergencyContact/emergencyContactAddress",
							schemaPath: "#/properties/emergencyContact/properties/emergencyContactAddress/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1092];
						else vErrors.push(err1092);
						errors++;
					} else {
						errors = _errs1351;
						if (vErrors !== null) {
							if (_errs1351) vErrors.length = _errs1351;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1093 = {
					instancePath: instancePath + "/emergencyContact",
					schemaPath: "#/properties/emergencyContact/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1093];
				else vErrors.push(err1093);
				errors++;
			}
		}
		if (data.checks !== void 0) {
			let data238 = data.checks;
			if (data238 && typeof data238 == "object" && !Array.isArray(data238)) {
				for (const key20 in data238) if (!(key20 === "passportValidSixMonths" || key20 === "hasReturnTicket" || key20 === "hasSufficientFunds" || key20 === "photosMeetRequirements" || key20 === "documentsTranslated")) {
					const err1094 = {
						instancePath: instancePath + "/checks",
						schemaPath: "#/properties/checks/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key20 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err1094];
					else vErrors.push(err1094);
					errors++;
				}
				if (data238.passportValidSixMonths !== void 0) {
					let data239 = data238.passportValidSixMonths;
					const _errs1360 = errors;
					let valid279 = false;
					const _errs1361 = errors;
					if (typeof data239 !== "boolean") {
						const err1095 = {
							instancePath: instancePath + "/checks/passportValidSixMonths",
							schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1095];
						else vErrors.push(err1095);
						errors++;
					}
					var _valid216 = _errs1361 === errors;
					valid279 = valid279 || _valid216;
					if (!valid279) {
						const _errs1363 = errors;
						if (typeof data239 === "string") {
							if (!pattern0.test(data239)) {
								const err1096 = {
									instancePath: instancePath + "/checks/passportValidSixMonths",
									schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1096];
								else vErrors.push(err1096);
								errors++;
							}
						} else {
							const err1097 = {
								instancePath: instancePath + "/checks/passportValidSixMonths",
								schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1097];
							else vErrors.push(err1097);
							errors++;
						}
						var _valid216 = _errs1363 === errors;
						valid279 = valid279 || _valid216;
					}
					if (!valid279) {
						const err1098 = {
							instancePath: instancePath + "/checks/passportValidSixMonths",
							schemaPath: "#/properties/checks/properties/passportValidSixMonths/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1098];
						else vErrors.push(err1098);
						errors++;
					} else {
						errors = _errs1360;
						if (vErrors !== null) {
							if (_errs1360) vErrors.length = _errs1360;
							else vErrors = null;
						}
					}
				}
				if (data238.hasReturnTicket !== void 0) {
					let data240 = data238.hasReturnTicket;
					const _errs1366 = errors;
					let valid280 = false;
					const _errs1367 = errors;
					if (typeof data240 !== "boolean") {
						const err1099 = {
							instancePath: instancePath + "/checks/hasReturnTicket",
							schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1099];
						else vErrors.push(err1099);
						errors++;
					}
					var _valid217 = _errs1367 === errors;
					valid280 = valid280 || _valid217;
					if (!valid280) {
						const _errs1369 = errors;
						if (typeof data240 === "string") {
							if (!pattern0.test(data240)) {
								const err1100 = {
									instancePath: instancePath + "/checks/hasReturnTicket",
									schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1100];
								else vErrors.push(err1100);
								errors++;
							}
						} else {
							const err1101 = {
								instancePath: instancePath + "/checks/hasReturnTicket",
								schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1101];
							else vErrors.push(err1101);
							errors++;
						}
						var _valid217 = _errs1369 === errors;
						valid280 = valid280 || _valid217;
					}
					if (!valid280) {
						const err1102 = {
							instancePath: instancePath + "/checks/hasReturnTicket",
							schemaPath: "#/properties/checks/properties/hasReturnTicket/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1102];
						else vErrors.push(err1102);
						errors++;
					} else {
						errors = _errs1366;
						if (vErrors !== null) {
							if (_errs1366) vErrors.length = _errs1366;
							else vErrors = null;
						}
					}
				}
				if (data238.hasSufficientFunds !== void 0) {
					let data241 = data238.hasSufficientFunds;
					const _errs1372 = errors;
					let valid281 = false;
					const _errs1373 = errors;
					if (typeof data241 !== "boolean") {
						const err1103 = {
							instancePath: instancePath + "/checks/hasSufficientFunds",
							schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1103];
						else vErrors.push(err1103);
						errors++;
					}
					var _valid218 = _errs1373 === errors;
					valid281 = valid281 || _valid218;
					if (!valid281) {
						const _errs1375 = errors;
						if (typeof data241 === "string") {
							if (!pattern0.test(data241)) {
								const err1104 = {
									instancePath: instancePath + "/checks/hasSufficientFunds",
									schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1104];
								else vErrors.push(err1104);
								errors++;
							}
						} else {
							const err1105 = {
								instancePath: instancePath + "/checks/hasSufficientFunds",
								schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1105];
							else vErrors.push(err1105);
							errors++;
						}
						var _valid218 = _errs1375 === errors;
						valid281 = valid281 || _valid218;
					}
					if (!valid281) {
						const err1106 = {
							instancePath: instancePath + "/checks/hasSufficientFunds",
							schemaPath: "#/properties/checks/properties/hasSufficientFunds/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1106];
						else vErrors.push(err1106);
						errors++;
					} else {
						errors = _errs1372;
						if (vErrors !== null) {
							if (_errs1372) vErrors.length = _errs1372;
							else vErrors = null;
						}
					}
				}
				if (data238.photosMeetRequirements !== void 0) {
					let data242 = data238.photosMeetRequirements;
					const _errs1378 = errors;
					let valid282 = false;
					const _errs1379 = errors;
					if (typeof data242 !== "boolean") {
						const err1107 = {
							instancePath: instancePath + "/checks/photosMeetRequirements",
							schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1107];
						else vErrors.push(err1107);
						errors++;
					}
					var _valid219 = _errs1379 === errors;
					valid282 = valid282 || _valid219;
					if (!valid282) {
						const _errs1381 = errors;
						if (typeof data242 === "string") {
							if (!pattern0.test(data242)) {
								const err1108 = {
									instancePath: instancePath + "/checks/photosMeetRequirements",
									schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1108];
								else vErrors.push(err1108);
								errors++;
							}
						} else {
							const err1109 = {
								instancePath: instancePath + "/checks/photosMeetRequirements",
								schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1109];
							else vErrors.push(err1109);
							errors++;
						}
						var _valid219 = _errs1381 === errors;
						valid282 = valid282 || _valid219;
					}
					if (!valid282) {
						const err1110 = {
							instancePath: instancePath + "/checks/photosMeetRequirements",
							schemaPath: "#/properties/checks/properties/photosMeetRequirements/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1110];
						else vErrors.push(err1110);
						errors++;
					} else {
						errors = _errs1378;
						if (vErrors !== null) {
							if (_errs1378) vErrors.length = _errs1378;
							else vErrors = null;
						}
					}
				}
				if (data238.documentsTranslated !== void 0) {
					let data243 = data238.documentsTranslated;
					const _errs1384 = errors;
					let valid283 = false;
					const _errs1385 = errors;
					if (typeof data243 !== "boolean") {
						const err1111 = {
							instancePath: instancePath + "/checks/documentsTranslated",
							schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/0/type",
							keyword: "type",
							params: { type: "boolean" },
							message: "must be boolean"
						};
						if (vErrors === null) vErrors = [err1111];
						else vErrors.push(err1111);
						errors++;
					}
					var _valid220 = _errs1385 === errors;
					valid283 = valid283 || _valid220;
					if (!valid283) {
						const _errs1387 = errors;
						if (typeof data243 === "string") {
							if (!pattern0.test(data243)) {
								const err1112 = {
									instancePath: instancePath + "/checks/documentsTranslated",
									schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1112];
								else vErrors.push(err1112);
								errors++;
							}
						} else {
							const err1113 = {
								instancePath: instancePath + "/checks/documentsTranslated",
								schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1113];
							else vErrors.push(err1113);
							errors++;
						}
						var _valid220 = _errs1387 === errors;
						valid283 = valid283 || _valid220;
					}
					if (!valid283) {
						const err1114 = {
							instancePath: instancePath + "/checks/documentsTranslated",
							schemaPath: "#/properties/checks/properties/documentsTranslated/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1114];
						else vErrors.push(err1114);
						errors++;
					} else {
						errors = _errs1384;
						if (vErrors !== null) {
							if (_errs1384) vErrors.length = _errs1384;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1115 = {
					instancePath: instancePath + "/checks",
					schemaPath: "#/properties/checks/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1115];
				else vErrors.push(err1115);
				errors++;
			}
		}
		if (data.consultantOutput !== void 0) {
			let data244 = data.consultantOutput;
			if (data244 && typeof data244 == "object" && !Array.isArray(data244)) {
				for (const key21 in data244) if (!func2.call(schema11.properties.consultantOutput.properties, key21)) {
					const err1116 = {
						instancePath: instancePath + "/consultantOutput",
						schemaPath: "#/properties/consultantOutput/additionalProperties",
						keyword: "additionalProperties",
						params: { additionalProperty: key21 },
						message: "must NOT have additional properties"
					};
					if (vErrors === null) vErrors = [err1116];
					else vErrors.push(err1116);
					errors++;
				}
				if (data244.initialEvaluation !== void 0) {
					let data245 = data244.initialEvaluation;
					const _errs1393 = errors;
					let valid285 = false;
					const _errs1394 = errors;
					if (typeof data245 === "string") {
						if (func4(data245) > 4e3) {
							const err1117 = {
								instancePath: instancePath + "/consultantOutput/initialEvaluation",
								schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1117];
							else vErrors.push(err1117);
							errors++;
						}
					} else {
						const err1118 = {
							instancePath: instancePath + "/consultantOutput/initialEvaluation",
							schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1118];
						else vErrors.push(err1118);
						errors++;
					}
					var _valid221 = _errs1394 === errors;
					valid285 = valid285 || _valid221;
					if (!valid285) {
						const _errs1396 = errors;
						if (typeof data245 === "string") {
							if (!pattern0.test(data245)) {
								const err1119 = {
									instancePath: instancePath + "/consultantOutput/initialEvaluation",
									schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1119];
								else vErrors.push(err1119);
								errors++;
							}
						} else {
							const err1120 = {
								instancePath: instancePath + "/consultantOutput/initialEvaluation",
								schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1120];
							else vErrors.push(err1120);
							errors++;
						}
						var _valid221 = _errs1396 === errors;
						valid285 = valid285 || _valid221;
					}
					if (!valid285) {
						const err1121 = {
							instancePath: instancePath + "/consultantOutput/initialEvaluation",
							schemaPath: "#/properties/consultantOutput/properties/initialEvaluation/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1121];
						else vErrors.push(err1121);
						errors++;
					} else {
						errors = _errs1393;
						if (vErrors !== null) {
							if (_errs1393) vErrors.length = _errs1393;
							else vErrors = null;
						}
					}
				}
				if (data244.approvalStrengths !== void 0) {
					let data246 = data244.approvalStrengths;
					const _errs1399 = errors;
					let valid286 = false;
					const _errs1400 = errors;
					if (typeof data246 === "string") {
						if (func4(data246) > 4e3) {
							const err1122 = {
								instancePath: instancePath + "/consultantOutput/approvalStrengths",
								schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1122];
							else vErrors.push(err1122);
							errors++;
						}
					} else {
						const err1123 = {
							instancePath: instancePath + "/consultantOutput/approvalStrengths",
							schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1123];
						else vErrors.push(err1123);
						errors++;
					}
					var _valid222 = _errs1400 === errors;
					valid286 = valid286 || _valid222;
					if (!valid286) {
						const _errs1402 = errors;
						if (typeof data246 === "string") {
							if (!pattern0.test(data246)) {
								const err1124 = {
									instancePath: instancePath + "/consultantOutput/approvalStrengths",
									schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1124];
								else vErrors.push(err1124);
								errors++;
							}
						} else {
							const err1125 = {
								instancePath: instancePath + "/consultantOutput/approvalStrengths",
								schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1125];
							else vErrors.push(err1125);
							errors++;
						}
						var _valid222 = _errs1402 === errors;
						valid286 = valid286 || _valid222;
					}
					if (!valid286) {
						const err1126 = {
							instancePath: instancePath + "/consultantOutput/approvalStrengths",
							schemaPath: "#/properties/consultantOutput/properties/approvalStrengths/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1126];
						else vErrors.push(err1126);
						errors++;
					} else {
						errors = _errs1399;
						if (vErrors !== null) {
							if (_errs1399) vErrors.length = _errs1399;
							else vErrors = null;
						}
					}
				}
				if (data244.identifiedRisks !== void 0) {
					let data247 = data244.identifiedRisks;
					const _errs1405 = errors;
					let valid287 = false;
					const _errs1406 = errors;
					if (typeof data247 === "string") {
						if (func4(data247) > 4e3) {
							const err1127 = {
								instancePath: instancePath + "/consultantOutput/identifiedRisks",
								schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1127];
							else vErrors.push(err1127);
							errors++;
						}
					} else {
						const err1128 = {
							instancePath: instancePath + "/consultantOutput/identifiedRisks",
							schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1128];
						else vErrors.push(err1128);
						errors++;
					}
					var _valid223 = _errs1406 === errors;
					valid287 = valid287 || _valid223;
					if (!valid287) {
						const _errs1408 = errors;
						if (typeof data247 === "string") {
							if (!pattern0.test(data247)) {
								const err1129 = {
									instancePath: instancePath + "/consultantOutput/identifiedRisks",
									schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1129];
								else vErrors.push(err1129);
								errors++;
							}
						} else {
							const err1130 = {
								instancePath: instancePath + "/consultantOutput/identifiedRisks",
								schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1130];
							else vErrors.push(err1130);
							errors++;
						}
						var _valid223 = _errs1408 === errors;
						valid287 = valid287 || _valid223;
					}
					if (!valid287) {
						const err1131 = {
							instancePath: instancePath + "/consultantOutput/identifiedRisks",
							schemaPath: "#/properties/consultantOutput/properties/identifiedRisks/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1131];
						else vErrors.push(err1131);
						errors++;
					} else {
						errors = _errs1405;
						if (vErrors !== null) {
							if (_errs1405) vErrors.length = _errs1405;
							else vErrors = null;
						}
					}
				}
				if (data244.preConsularRecommendations !== void 0) {
					let data248 = data244.preConsularRecommendations;
					const _errs1411 = errors;
					let valid288 = false;
					const _errs1412 = errors;
					if (typeof data248 === "string") {
						if (func4(data248) > 4e3) {
							const err1132 = {
								instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
								schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1132];
							else vErrors.push(err1132);
							errors++;
						}
					} else {
						const err1133 = {
							instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
							schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1133];
						else vErrors.push(err1133);
						errors++;
					}
					var _valid224 = _errs1412 === errors;
					valid288 = valid288 || _valid224;
					if (!valid288) {
						const _errs1414 = errors;
						if (typeof data248 === "string") {
							if (!pattern0.test(data248)) {
								const err1134 = {
									instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
									schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1134];
								else vErrors.push(err1134);
								errors++;
							}
						} else {
							const err1135 = {
								instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
								schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1135];
							else vErrors.push(err1135);
							errors++;
						}
						var _valid224 = _errs1414 === errors;
						valid288 = valid288 || _valid224;
					}
					if (!valid288) {
						const err1136 = {
							instancePath: instancePath + "/consultantOutput/preConsularRecommendations",
							schemaPath: "#/properties/consultantOutput/properties/preConsularRecommendations/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1136];
						else vErrors.push(err1136);
						errors++;
					} else {
						errors = _errs1411;
						if (vErrors !== null) {
							if (_errs1411) vErrors.length = _errs1411;
							else vErrors = null;
						}
					}
				}
				if (data244.interviewPreparationNotes !== void 0) {
					let data249 = data244.interviewPreparationNotes;
					const _errs1417 = errors;
					let valid289 = false;
					const _errs1418 = errors;
					if (typeof data249 === "string") {
						if (func4(data249) > 4e3) {
							const err1137 = {
								instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
								schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1137];
							else vErrors.push(err1137);
							errors++;
						}
					} else {
						const err1138 = {
							instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
							schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1138];
						else vErrors.push(err1138);
						errors++;
					}
					var _valid225 = _errs1418 === errors;
					valid289 = valid289 || _valid225;
					if (!valid289) {
						const _errs1420 = errors;
						if (typeof data249 === "string") {
							if (!pattern0.test(data249)) {
								const err1139 = {
									instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
									schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1139];
								else vErrors.push(err1139);
								errors++;
							}
						} else {
							const err1140 = {
								instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
								schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1140];
							else vErrors.push(err1140);
							errors++;
						}
						var _valid225 = _errs1420 === errors;
						valid289 = valid289 || _valid225;
					}
					if (!valid289) {
						const err1141 = {
							instancePath: instancePath + "/consultantOutput/interviewPreparationNotes",
							schemaPath: "#/properties/consultantOutput/properties/interviewPreparationNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1141];
						else vErrors.push(err1141);
						errors++;
					} else {
						errors = _errs1417;
						if (vErrors !== null) {
							if (_errs1417) vErrors.length = _errs1417;
							else vErrors = null;
						}
					}
				}
				if (data244.consultantNotes !== void 0) {
					let data250 = data244.consultantNotes;
					const _errs1423 = errors;
					let valid290 = false;
					const _errs1424 = errors;
					if (typeof data250 === "string") {
						if (func4(data250) > 4e3) {
							const err1142 = {
								instancePath: instancePath + "/consultantOutput/consultantNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1142];
							else vErrors.push(err1142);
							errors++;
						}
					} else {
						const err1143 = {
							instancePath: instancePath + "/consultantOutput/consultantNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1143];
						else vErrors.push(err1143);
						errors++;
					}
					var _valid226 = _errs1424 === errors;
					valid290 = valid290 || _valid226;
					if (!valid290) {
						const _errs1426 = errors;
						if (typeof data250 === "string") {
							if (!pattern0.test(data250)) {
								const err1144 = {
									instancePath: instancePath + "/consultantOutput/consultantNotes",
									schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1144];
								else vErrors.push(err1144);
								errors++;
							}
						} else {
							const err1145 = {
								instancePath: instancePath + "/consultantOutput/consultantNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1145];
							else vErrors.push(err1145);
							errors++;
						}
						var _valid226 = _errs1426 === errors;
						valid290 = valid290 || _valid226;
					}
					if (!valid290) {
						const err1146 = {
							instancePath: instancePath + "/consultantOutput/consultantNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultantNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1146];
						else vErrors.push(err1146);
						errors++;
					} else {
						errors = _errs1423;
						if (vErrors !== null) {
							if (_errs1423) vErrors.length = _errs1423;
							else vErrors = null;
						}
					}
				}
				if (data244.consultorNotes !== void 0) {
					let data251 = data244.consultorNotes;
					const _errs1429 = errors;
					let valid291 = false;
					const _errs1430 = errors;
					if (typeof data251 === "string") {
						if (func4(data251) > 4e3) {
							const err1147 = {
								instancePath: instancePath + "/consultantOutput/consultorNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 4e3 },
								message: "must NOT have more than 4000 characters"
							};
							if (vErrors === null) vErrors = [err1147];
							else vErrors.push(err1147);
							errors++;
						}
					} else {
						const err1148 = {
							instancePath: instancePath + "/consultantOutput/consultorNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1148];
						else vErrors.push(err1148);
						errors++;
					}
					var _valid227 = _errs1430 === errors;
					valid291 = valid291 || _valid227;
					if (!valid291) {
						const _errs1432 = errors;
						if (typeof data251 === "string") {
							if (!pattern0.test(data251)) {
								const err1149 = {
									instancePath: instancePath + "/consultantOutput/consultorNotes",
									schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1149];
								else vErrors.push(err1149);
								errors++;
							}
						} else {
							const err1150 = {
								instancePath: instancePath + "/consultantOutput/consultorNotes",
								schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1150];
							else vErrors.push(err1150);
							errors++;
						}
						var _valid227 = _errs1432 === errors;
						valid291 = valid291 || _valid227;
					}
					if (!valid291) {
						const err1151 = {
							instancePath: instancePath + "/consultantOutput/consultorNotes",
							schemaPath: "#/properties/consultantOutput/properties/consultorNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1151];
						else vErrors.push(err1151);
						errors++;
					} else {
						errors = _errs1429;
						if (vErrors !== null) {
							if (_errs1429) vErrors.length = _errs1429;
							else vErrors = null;
						}
					}
				}
				if (data244.attachedDocuments !== void 0) {
					let data252 = data244.attachedDocuments;
					const _errs1435 = errors;
					let valid292 = false;
					const _errs1436 = errors;
					if (Array.isArray(data252)) {
						const len9 = data252.length;
						for (let i12 = 0; i12 < len9; i12++) {
							let data253 = data252[i12];
							if (typeof data253 !== "string") {
								const err1152 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments/" + i12,
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err1152];
								else vErrors.push(err1152);
								errors++;
							}
							if (!(data253 === "pasaporte" || data253 === "cedula" || data253 === "acta-nacimiento" || data253 === "acta-matrimonio" || data253 === "carta-trabajo" || data253 === "estados-bancarios" || data253 === "titulos-propiedad" || data253 === "matricula-vehiculo" || data253 === "registro-mercantil" || data253 === "declaracion-impuestos" || data253 === "certificado-no-antecedentes" || data253 === "reserva-vuelo" || data253 === "reserva-alojamiento" || data253 === "seguro-viaje" || data253 === "carta-invitacion" || data253 === "fotos" || data253 === "visas-anteriores")) {
								const err1153 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments/" + i12,
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.consultantOutput.properties.attachedDocuments.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err1153];
								else vErrors.push(err1153);
								errors++;
							}
						}
						let i13 = data252.length;
						let j3;
						if (i13 > 1) {
							const indices3 = {};
							for (; i13--;) {
								let item3 = data252[i13];
								if (typeof item3 !== "string") continue;
								if (typeof indices3[item3] == "number") {
									j3 = indices3[item3];
									const err1154 = {
										instancePath: instancePath + "/consultantOutput/attachedDocuments",
										schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i13,
											j: j3
										},
										message: "must NOT have duplicate items (items ## " + j3 + " and " + i13 + " are identical)"
									};
									if (vErrors === null) vErrors = [err1154];
									else vErrors.push(err1154);
									errors++;
									break;
								}
								indices3[item3] = i13;
							}
						}
					} else {
						const err1155 = {
							instancePath: instancePath + "/consultantOutput/attachedDocuments",
							schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err1155];
						else vErrors.push(err1155);
						errors++;
					}
					var _valid228 = _errs1436 === errors;
					valid292 = valid292 || _valid228;
					if (!valid292) {
						const _errs1440 = errors;
						if (typeof data252 === "string") {
							if (!pattern0.test(data252)) {
								const err1156 = {
									instancePath: instancePath + "/consultantOutput/attachedDocuments",
									schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1156];
								else vErrors.push(err1156);
								errors++;
							}
						} else {
							const err1157 = {
								instancePath: instancePath + "/consultantOutput/attachedDocuments",
								schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1157];
							else vErrors.push(err1157);
							errors++;
						}
						var _valid228 = _errs1440 === errors;
						valid292 = valid292 || _valid228;
					}
					if (!valid292) {
						const err1158 = {
							instancePath: instancePath + "/consultantOutput/attachedDocuments",
							schemaPath: "#/properties/consultantOutput/properties/attachedDocuments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1158];
						else vErrors.push(err1158);
						errors++;
					} else {
						errors = _errs1435;
						if (vErrors !== null) {
							if (_errs1435) vErrors.length = _errs1435;
							else vErrors = null;
						}
					}
				}
				if (data244.requiredDocuments !== void 0) {
					let data254 = data244.requiredDocuments;
					const _errs1443 = errors;
					let valid296 = false;
					const _errs1444 = errors;
					if (Array.isArray(data254)) {
						const len10 = data254.length;
						for (let i14 = 0; i14 < len10; i14++) {
							let data255 = data254[i14];
							if (typeof data255 !== "string") {
								const err1159 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments/" + i14,
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/items/type",
									keyword: "type",
									params: { type: "string" },
									message: "must be string"
								};
								if (vErrors === null) vErrors = [err1159];
								else vErrors.push(err1159);
								errors++;
							}
							if (!(data255 === "pasaporte" || data255 === "cedula" || data255 === "acta-nacimiento" || data255 === "acta-matrimonio" || data255 === "carta-trabajo" || data255 === "estados-bancarios" || data255 === "titulos-propiedad" || data255 === "matricula-vehiculo" || data255 === "registro-mercantil" || data255 === "declaracion-impuestos" || data255 === "certificado-no-antecedentes" || data255 === "reserva-vuelo" || data255 === "reserva-alojamiento" || data255 === "seguro-viaje" || data255 === "carta-invitacion" || data255 === "fotos" || data255 === "visas-anteriores")) {
								const err1160 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments/" + i14,
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/items/enum",
									keyword: "enum",
									params: { allowedValues: schema11.properties.consultantOutput.properties.requiredDocuments.anyOf[0].items.enum },
									message: "must be equal to one of the allowed values"
								};
								if (vErrors === null) vErrors = [err1160];
								else vErrors.push(err1160);
								errors++;
							}
						}
						let i15 = data254.length;
						let j4;
						if (i15 > 1) {
							const indices4 = {};
							for (; i15--;) {
								let item4 = data254[i15];
								if (typeof item4 !== "string") continue;
								if (typeof indices4[item4] == "number") {
									j4 = indices4[item4];
									const err1161 = {
										instancePath: instancePath + "/consultantOutput/requiredDocuments",
										schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/uniqueItems",
										keyword: "uniqueItems",
										params: {
											i: i15,
											j: j4
										},
										message: "must NOT have duplicate items (items ## " + j4 + " and " + i15 + " are identical)"
									};
									if (vErrors === null) vErrors = [err1161];
									else vErrors.push(err1161);
									errors++;
									break;
								}
								indices4[item4] = i15;
							}
						}
					} else {
						const err1162 = {
							instancePath: instancePath + "/consultantOutput/requiredDocuments",
							schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/0/type",
							keyword: "type",
							params: { type: "array" },
							message: "must be array"
						};
						if (vErrors === null) vErrors = [err1162];
						else vErrors.push(err1162);
						errors++;
					}
					var _valid229 = _errs1444 === errors;
					valid296 = valid296 || _valid229;
					if (!valid296) {
						const _errs1448 = errors;
						if (typeof data254 === "string") {
							if (!pattern0.test(data254)) {
								const err1163 = {
									instancePath: instancePath + "/consultantOutput/requiredDocuments",
									schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1163];
								else vErrors.push(err1163);
								errors++;
							}
						} else {
							const err1164 = {
								instancePath: instancePath + "/consultantOutput/requiredDocuments",
								schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1164];
							else vErrors.push(err1164);
							errors++;
						}
						var _valid229 = _errs1448 === errors;
						valid296 = valid296 || _valid229;
					}
					if (!valid296) {
						const err1165 = {
							instancePath: instancePath + "/consultantOutput/requiredDocuments",
							schemaPath: "#/properties/consultantOutput/properties/requiredDocuments/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1165];
						else vErrors.push(err1165);
						errors++;
					} else {
						errors = _errs1443;
						if (vErrors !== null) {
							if (_errs1443) vErrors.length = _errs1443;
							else vErrors = null;
						}
					}
				}
				if (data244.documentsNotes !== void 0) {
					let data256 = data244.documentsNotes;
					const _errs1451 = errors;
					let valid300 = false;
					const _errs1452 = errors;
					if (typeof data256 === "string") {
						if (func4(data256) > 2e3) {
							const err1166 = {
								instancePath: instancePath + "/consultantOutput/documentsNotes",
								schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/0/maxLength",
								keyword: "maxLength",
								params: { limit: 2e3 },
								message: "must NOT have more than 2000 characters"
							};
							if (vErrors === null) vErrors = [err1166];
							else vErrors.push(err1166);
							errors++;
						}
					} else {
						const err1167 = {
							instancePath: instancePath + "/consultantOutput/documentsNotes",
							schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/0/type",
							keyword: "type",
							params: { type: "string" },
							message: "must be string"
						};
						if (vErrors === null) vErrors = [err1167];
						else vErrors.push(err1167);
						errors++;
					}
					var _valid230 = _errs1452 === errors;
					valid300 = valid300 || _valid230;
					if (!valid300) {
						const _errs1454 = errors;
						if (typeof data256 === "string") {
							if (!pattern0.test(data256)) {
								const err1168 = {
									instancePath: instancePath + "/consultantOutput/documentsNotes",
									schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/1/pattern",
									keyword: "pattern",
									params: { pattern: "^\\s*[nN][aA]\\s*$" },
									message: "must match pattern \"^\\s*[nN][aA]\\s*$\""
								};
								if (vErrors === null) vErrors = [err1168];
								else vErrors.push(err1168);
								errors++;
							}
						} else {
							const err1169 = {
								instancePath: instancePath + "/consultantOutput/documentsNotes",
								schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf/1/type",
								keyword: "type",
								params: { type: "string" },
								message: "must be string"
							};
							if (vErrors === null) vErrors = [err1169];
							else vErrors.push(err1169);
							errors++;
						}
						var _valid230 = _errs1454 === errors;
						valid300 = valid300 || _valid230;
					}
					if (!valid300) {
						const err1170 = {
							instancePath: instancePath + "/consultantOutput/documentsNotes",
							schemaPath: "#/properties/consultantOutput/properties/documentsNotes/anyOf",
							keyword: "anyOf",
							params: {},
							message: "must match a schema in anyOf"
						};
						if (vErrors === null) vErrors = [err1170];
						else vErrors.push(err1170);
						errors++;
					} else {
						errors = _errs1451;
						if (vErrors !== null) {
							if (_errs1451) vErrors.length = _errs1451;
							else vErrors = null;
						}
					}
				}
			} else {
				const err1171 = {
					instancePath: instancePath + "/consultantOutput",
					schemaPath: "#/properties/consultantOutput/type",
					keyword: "type",
					params: { type: "object" },
					message: "must be object"
				};
				if (vErrors === null) vErrors = [err1171];
				else vErrors.push(err1171);
				errors++;
			}
		}
	} else {
		const err1172 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err1172];
		else vErrors.push(err1172);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { europa_v2_default as default, validate };
