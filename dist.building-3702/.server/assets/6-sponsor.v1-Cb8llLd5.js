import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/6-sponsor.v1.js
var validate = validate10;
var _6_sponsor_v1_default = validate10;
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
		"patrocinio": {
			"type": "string",
			"oneOf": [
				{ "const": "sin-patrocinador" },
				{ "const": "patrocinador-documentado" },
				{ "const": "patrocinador-sin-documentos" }
			]
		}
	},
	"allOf": [{
		"if": {
			"properties": { "patrocinio": { "enum": ["patrocinador-documentado", "patrocinador-sin-documentos"] } },
			"required": ["patrocinio"]
		},
		"then": { "properties": { "relacionPatrocinador": {
			"type": "string",
			"oneOf": [
				{ "const": "familiar-directo" },
				{ "const": "otro-familiar" },
				{ "const": "empresa" },
				{ "const": "amigo" }
			]
		} } }
	}],
	"propertyNames": { "enum": [
		"region",
		"patrocinio",
		"relacionPatrocinador"
	] }
};
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.patrocinio === void 0 && "patrocinio") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.patrocinio !== void 0) {
			let data0 = data.patrocinio;
			if (!(data0 === "patrocinador-documentado" || data0 === "patrocinador-sin-documentos")) {
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
			if (data.relacionPatrocinador !== void 0) {
				let data1 = data.relacionPatrocinador;
				if (typeof data1 !== "string") {
					const err2 = {
						instancePath: instancePath + "/relacionPatrocinador",
						schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/type",
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
				if ("familiar-directo" !== data1) {
					const err3 = {
						instancePath: instancePath + "/relacionPatrocinador",
						schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/oneOf/0/const",
						keyword: "const",
						params: { allowedValue: "familiar-directo" },
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
				if ("otro-familiar" !== data1) {
					const err4 = {
						instancePath: instancePath + "/relacionPatrocinador",
						schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/oneOf/1/const",
						keyword: "const",
						params: { allowedValue: "otro-familiar" },
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
					if ("empresa" !== data1) {
						const err5 = {
							instancePath: instancePath + "/relacionPatrocinador",
							schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/oneOf/2/const",
							keyword: "const",
							params: { allowedValue: "empresa" },
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
						if ("amigo" !== data1) {
							const err6 = {
								instancePath: instancePath + "/relacionPatrocinador",
								schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/oneOf/3/const",
								keyword: "const",
								params: { allowedValue: "amigo" },
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
						} else if (_valid1) {
							valid4 = true;
							passing0 = 3;
						}
					}
				}
				if (!valid4) {
					const err7 = {
						instancePath: instancePath + "/relacionPatrocinador",
						schemaPath: "#/allOf/0/then/properties/relacionPatrocinador/oneOf",
						keyword: "oneOf",
						params: { passingSchemas: passing0 },
						message: "must match exactly one schema in oneOf"
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
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
		const err8 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			message: "must match \"then\" schema"
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) {
			const _errs13 = errors;
			if (!(key0 === "region" || key0 === "patrocinio" || key0 === "relacionPatrocinador")) {
				const err9 = {
					instancePath,
					schemaPath: "#/propertyNames/enum",
					keyword: "enum",
					params: { allowedValues: schema11.propertyNames.enum },
					message: "must be equal to one of the allowed values",
					propertyName: key0
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			if (!(_errs13 === errors)) {
				const err10 = {
					instancePath,
					schemaPath: "#/propertyNames",
					keyword: "propertyNames",
					params: { propertyName: key0 },
					message: "property name must be valid"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		if (data.region !== void 0) {
			let data2 = data.region;
			if (typeof data2 !== "string") {
				const err11 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
			const _errs16 = errors;
			let valid7 = false;
			let passing1 = null;
			const _errs17 = errors;
			if ("usa" !== data2) {
				const err12 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			var _valid2 = _errs17 === errors;
			if (_valid2) {
				valid7 = true;
				passing1 = 0;
			}
			const _errs18 = errors;
			if ("canada" !== data2) {
				const err13 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid2 = _errs18 === errors;
			if (_valid2 && valid7) {
				valid7 = false;
				passing1 = [passing1, 1];
			} else {
				if (_valid2) {
					valid7 = true;
					passing1 = 1;
				}
				const _errs19 = errors;
				if ("europa" !== data2) {
					const err14 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				}
				var _valid2 = _errs19 === errors;
				if (_valid2 && valid7) {
					valid7 = false;
					passing1 = [passing1, 2];
				} else if (_valid2) {
					valid7 = true;
					passing1 = 2;
				}
			}
			if (!valid7) {
				const err15 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			} else {
				errors = _errs16;
				if (vErrors !== null) {
					if (_errs16) vErrors.length = _errs16;
					else vErrors = null;
				}
			}
		}
		if (data.patrocinio !== void 0) {
			let data3 = data.patrocinio;
			if (typeof data3 !== "string") {
				const err16 = {
					instancePath: instancePath + "/patrocinio",
					schemaPath: "#/properties/patrocinio/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
			const _errs22 = errors;
			let valid8 = false;
			let passing2 = null;
			const _errs23 = errors;
			if ("sin-patrocinador" !== data3) {
				const err17 = {
					instancePath: instancePath + "/patrocinio",
					schemaPath: "#/properties/patrocinio/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "sin-patrocinador" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid3 = _errs23 === errors;
			if (_valid3) {
				valid8 = true;
				passing2 = 0;
			}
			const _errs24 = errors;
			if ("patrocinador-documentado" !== data3) {
				const err18 = {
					instancePath: instancePath + "/patrocinio",
					schemaPath: "#/properties/patrocinio/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "patrocinador-documentado" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			}
			var _valid3 = _errs24 === errors;
			if (_valid3 && valid8) {
				valid8 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid3) {
					valid8 = true;
					passing2 = 1;
				}
				const _errs25 = errors;
				if ("patrocinador-sin-documentos" !== data3) {
					const err19 = {
						instancePath: instancePath + "/patrocinio",
						schemaPath: "#/properties/patrocinio/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "patrocinador-sin-documentos" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
				var _valid3 = _errs25 === errors;
				if (_valid3 && valid8) {
					valid8 = false;
					passing2 = [passing2, 2];
				} else if (_valid3) {
					valid8 = true;
					passing2 = 2;
				}
			}
			if (!valid8) {
				const err20 = {
					instancePath: instancePath + "/patrocinio",
					schemaPath: "#/properties/patrocinio/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			} else {
				errors = _errs22;
				if (vErrors !== null) {
					if (_errs22) vErrors.length = _errs22;
					else vErrors = null;
				}
			}
		}
	} else {
		const err21 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err21];
		else vErrors.push(err21);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _6_sponsor_v1_default as default, validate };
