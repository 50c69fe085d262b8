package terms

// refusalTrackerMessages are the refusals of the tracker (package companion): a rules.RuleError's ProblemKey and AllowedKey.
var refusalTrackerMessages = []Message{}
