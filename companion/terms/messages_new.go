package terms

// newMessages are lockup new: its questions, setup checklists and headers.
var newMessages = []Message{}
