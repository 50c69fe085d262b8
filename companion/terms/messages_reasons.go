package terms

// reasonMessages are the guards' reasons: the words of each automa step (automa.Step).
var reasonMessages = []Message{}
