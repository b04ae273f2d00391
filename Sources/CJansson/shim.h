// Jansson, the JSON parser the adapter protocol reads its records with (see Sources/GuideSpecProtocol/JSONValue+Parsing.swift).
#include <jansson.h>
