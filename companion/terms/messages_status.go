package terms

// statusMessages are lockup status: its views, headings and columns.
var statusMessages = []Message{}
