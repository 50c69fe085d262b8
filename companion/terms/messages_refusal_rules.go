package terms

// refusalRuleMessages are the refusals of the rules engine and the automa (companion/rules, automa): a rules.RuleError's ProblemKey and AllowedKey.
var refusalRuleMessages = []Message{}
