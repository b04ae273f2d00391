// Jansson, the JSON parser the adapter protocol reads its records with (see Sources/ConformanceWire/JSONValue+Parsing.swift).
#include <jansson.h>
