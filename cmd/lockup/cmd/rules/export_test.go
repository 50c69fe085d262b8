package rules

// The JSON shapes, for the tests of package rules_test.
type (
	SearchDocJSON = searchDocJSON
	IndexDocJSON  = indexDocJSON
	TopicFullJSON = topicFullJSON
)
