package terms

// noteMessages are the notes of scoring, of a Lights Out resolution and of Prison Architect's scoring.
var noteMessages = []Message{}
