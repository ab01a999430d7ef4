import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/3-solvencia.v1.js
var validate = validate10;
var _3_solvencia_v1_default = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"type": "object",
	"properties": {
		"region": {
			"type": "string",
			"oneOf": [
				{ "const": "usa" },
				{ "const": "canada" },
				{ "const": "europa" }
			]
		},
		"ahorros": {
			"type": "number",
			"minimum": 0,
			"maximum": 1e9
		},
		"documentacion": {
			"type": "string",
			"oneOf": [
				{ "const": "completa" },
				{ "const": "parcial" },
				{ "const": "insuficiente" }
			]
		},
		"capacidad": {
			"type": "string",
			"oneOf": [
				{ "const": "holgada" },
				{ "const": "justa" },
				{ "const": "insuficiente" }
			]
		}
	},
	"allOf": [{
		"if": {
			"properties": { "region": { "const": "europa" } },
			"required": ["region"]
		},
		"then": { "properties": { "tipoFinanciamiento": {
			"type": "string",
			"oneOf": [
				{ "const": "recursos-propios" },
				{ "const": "beca" },
				{ "const": "carta-invitacion" },
				{ "const": "patrocinador" },
				{ "const": "sin-acreditar" }
			]
		} } }
	}],
	"propertyNames": { "enum": [
		"region",
		"ahorros",
		"documentacion",
		"capacidad",
		"tipoFinanciamiento"
	] }
};
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.region === void 0 && "region") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.region !== void 0) {
			if ("europa" !== data.region) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.tipoFinanciamiento !== void 0) {
				let data1 = data.tipoFinanciamiento;
				if (typeof data1 !== "string") {
					const err2 = {
						instancePath: instancePath + "/tipoFinanciamiento",
						schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/type",
						keyword: "type",
						params: { type: "string" },
						message: "must be string"
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const _errs8 = errors;
				let valid4 = false;
				let passing0 = null;
				const _errs9 = errors;
				if ("recursos-propios" !== data1) {
					const err3 = {
						instancePath: instancePath + "/tipoFinanciamiento",
						schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf/0/const",
						keyword: "const",
						params: { allowedValue: "recursos-propios" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				var _valid1 = _errs9 === errors;
				if (_valid1) {
					valid4 = true;
					passing0 = 0;
				}
				const _errs10 = errors;
				if ("beca" !== data1) {
					const err4 = {
						instancePath: instancePath + "/tipoFinanciamiento",
						schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf/1/const",
						keyword: "const",
						params: { allowedValue: "beca" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				var _valid1 = _errs10 === errors;
				if (_valid1 && valid4) {
					valid4 = false;
					passing0 = [passing0, 1];
				} else {
					if (_valid1) {
						valid4 = true;
						passing0 = 1;
					}
					const _errs11 = errors;
					if ("carta-invitacion" !== data1) {
						const err5 = {
							instancePath: instancePath + "/tipoFinanciamiento",
							schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf/2/const",
							keyword: "const",
							params: { allowedValue: "carta-invitacion" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err5];
						else vErrors.push(err5);
						errors++;
					}
					var _valid1 = _errs11 === errors;
					if (_valid1 && valid4) {
						valid4 = false;
						passing0 = [passing0, 2];
					} else {
						if (_valid1) {
							valid4 = true;
							passing0 = 2;
						}
						const _errs12 = errors;
						if ("patrocinador" !== data1) {
							const err6 = {
								instancePath: instancePath + "/tipoFinanciamiento",
								schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf/3/const",
								keyword: "const",
								params: { allowedValue: "patrocinador" },
								message: "must be equal to constant"
							};
							if (vErrors === null) vErrors = [err6];
							else vErrors.push(err6);
							errors++;
						}
						var _valid1 = _errs12 === errors;
						if (_valid1 && valid4) {
							valid4 = false;
							passing0 = [passing0, 3];
						} else {
							if (_valid1) {
								valid4 = true;
								passing0 = 3;
							}
							const _errs13 = errors;
							if ("sin-acreditar" !== data1) {
								const err7 = {
									instancePath: instancePath + "/tipoFinanciamiento",
									schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf/4/const",
									keyword: "const",
									params: { allowedValue: "sin-acreditar" },
									message: "must be equal to constant"
								};
								if (vErrors === null) vErrors = [err7];
								else vErrors.push(err7);
								errors++;
							}
							var _valid1 = _errs13 === errors;
							if (_valid1 && valid4) {
								valid4 = false;
								passing0 = [passing0, 4];
							} else if (_valid1) {
								valid4 = true;
								passing0 = 4;
							}
						}
					}
				}
				if (!valid4) {
					const err8 = {
						instancePath: instancePath + "/tipoFinanciamiento",
						schemaPath: "#/allOf/0/then/properties/tipoFinanciamiento/oneOf",
						keyword: "oneOf",
						params: { passingSchemas: passing0 },
						message: "must match exactly one schema in oneOf"
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				} else {
					errors = _errs8;
					if (vErrors !== null) {
						if (_errs8) vErrors.length = _errs8;
						else vErrors = null;
					}
				}
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
	}
	if (!valid1) {
		const err9 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			message: "must match \"then\" schema"
		};
		if (vErrors === null) vErrors = [err9];
		else vErrors.push(err9);
		errors++;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) {
			const _errs14 = errors;
			if (!(key0 === "region" || key0 === "ahorros" || key0 === "documentacion" || key0 === "capacidad" || key0 === "tipoFinanciamiento")) {
				const err10 = {
					instancePath,
					schemaPath: "#/propertyNames/enum",
					keyword: "enum",
					params: { allowedValues: schema11.propertyNames.enum },
					message: "must be equal to one of the allowed values",
					propertyName: key0
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (!(_errs14 === errors)) {
				const err11 = {
					instancePath,
					schemaPath: "#/propertyNames",
					keyword: "propertyNames",
					params: { propertyName: key0 },
					message: "property name must be valid"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.region !== void 0) {
			let data2 = data.region;
			if (typeof data2 !== "string") {
				const err12 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			const _errs17 = errors;
			let valid7 = false;
			let passing1 = null;
			const _errs18 = errors;
			if ("usa" !== data2) {
				const err13 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid2 = _errs18 === errors;
			if (_valid2) {
				valid7 = true;
				passing1 = 0;
			}
			const _errs19 = errors;
			if ("canada" !== data2) {
				const err14 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
			var _valid2 = _errs19 === errors;
			if (_valid2 && valid7) {
				valid7 = false;
				passing1 = [passing1, 1];
			} else {
				if (_valid2) {
					valid7 = true;
					passing1 = 1;
				}
				const _errs20 = errors;
				if ("europa" !== data2) {
					const err15 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err15];
					else vErrors.push(err15);
					errors++;
				}
				var _valid2 = _errs20 === errors;
				if (_valid2 && valid7) {
					valid7 = false;
					passing1 = [passing1, 2];
				} else if (_valid2) {
					valid7 = true;
					passing1 = 2;
				}
			}
			if (!valid7) {
				const err16 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			} else {
				errors = _errs17;
				if (vErrors !== null) {
					if (_errs17) vErrors.length = _errs17;
					else vErrors = null;
				}
			}
		}
		if (data.ahorros !== void 0) {
			let data3 = data.ahorros;
			if (typeof data3 == "number" && isFinite(data3)) {
				if (data3 > 1e9 || isNaN(data3)) {
					const err17 = {
						instancePath: instancePath + "/ahorros",
						schemaPath: "#/properties/ahorros/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 1e9
						},
						message: "must be <= 1000000000"
					};
					if (vErrors === null) vErrors = [err17];
					else vErrors.push(err17);
					errors++;
				}
				if (data3 < 0 || isNaN(data3)) {
					const err18 = {
						instancePath: instancePath + "/ahorros",
						schemaPath: "#/properties/ahorros/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						message: "must be >= 0"
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
			} else {
				const err19 = {
					instancePath: instancePath + "/ahorros",
					schemaPath: "#/properties/ahorros/type",
					keyword: "type",
					params: { type: "number" },
					message: "must be number"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			}
		}
		if (data.documentacion !== void 0) {
			let data4 = data.documentacion;
			if (typeof data4 !== "string") {
				const err20 = {
					instancePath: instancePath + "/documentacion",
					schemaPath: "#/properties/documentacion/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			const _errs25 = errors;
			let valid8 = false;
			let passing2 = null;
			const _errs26 = errors;
			if ("completa" !== data4) {
				const err21 = {
					instancePath: instancePath + "/documentacion",
					schemaPath: "#/properties/documentacion/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "completa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
			var _valid3 = _errs26 === errors;
			if (_valid3) {
				valid8 = true;
				passing2 = 0;
			}
			const _errs27 = errors;
			if ("parcial" !== data4) {
				const err22 = {
					instancePath: instancePath + "/documentacion",
					schemaPath: "#/properties/documentacion/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "parcial" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
			var _valid3 = _errs27 === errors;
			if (_valid3 && valid8) {
				valid8 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid3) {
					valid8 = true;
					passing2 = 1;
				}
				const _errs28 = errors;
				if ("insuficiente" !== data4) {
					const err23 = {
						instancePath: instancePath + "/documentacion",
						schemaPath: "#/properties/documentacion/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "insuficiente" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				var _valid3 = _errs28 === errors;
				if (_valid3 && valid8) {
					valid8 = false;
					passing2 = [passing2, 2];
				} else if (_valid3) {
					valid8 = true;
					passing2 = 2;
				}
			}
			if (!valid8) {
				const err24 = {
					instancePath: instancePath + "/documentacion",
					schemaPath: "#/properties/documentacion/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err24];
				else vErrors.push(err24);
				errors++;
			} else {
				errors = _errs25;
				if (vErrors !== null) {
					if (_errs25) vErrors.length = _errs25;
					else vErrors = null;
				}
			}
		}
		if (data.capacidad !== void 0) {
			let data5 = data.capacidad;
			if (typeof data5 !== "string") {
				const err25 = {
					instancePath: instancePath + "/capacidad",
					schemaPath: "#/properties/capacidad/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
			const _errs31 = errors;
			let valid9 = false;
			let passing3 = null;
			const _errs32 = errors;
			if ("holgada" !== data5) {
				const err26 = {
					instancePath: instancePath + "/capacidad",
					schemaPath: "#/properties/capacidad/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "holgada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err26];
				else vErrors.push(err26);
				errors++;
			}
			var _valid4 = _errs32 === errors;
			if (_valid4) {
				valid9 = true;
				passing3 = 0;
			}
			const _errs33 = errors;
			if ("justa" !== data5) {
				const err27 = {
					instancePath: instancePath + "/capacidad",
					schemaPath: "#/properties/capacidad/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "justa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
			var _valid4 = _errs33 === errors;
			if (_valid4 && valid9) {
				valid9 = false;
				passing3 = [passing3, 1];
			} else {
				if (_valid4) {
					valid9 = true;
					passing3 = 1;
				}
				const _errs34 = errors;
				if ("insuficiente" !== data5) {
					const err28 = {
						instancePath: instancePath + "/capacidad",
						schemaPath: "#/properties/capacidad/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "insuficiente" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err28];
					else vErrors.push(err28);
					errors++;
				}
				var _valid4 = _errs34 === errors;
				if (_valid4 && valid9) {
					valid9 = false;
					passing3 = [passing3, 2];
				} else if (_valid4) {
					valid9 = true;
					passing3 = 2;
				}
			}
			if (!valid9) {
				const err29 = {
					instancePath: instancePath + "/capacidad",
					schemaPath: "#/properties/capacidad/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing3 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			} else {
				errors = _errs31;
				if (vErrors !== null) {
					if (_errs31) vErrors.length = _errs31;
					else vErrors = null;
				}
			}
		}
	} else {
		const err30 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err30];
		else vErrors.push(err30);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _3_solvencia_v1_default as default, validate };
