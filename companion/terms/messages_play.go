package terms

// playMessages are lockup play: its pages, besides the header and the Roll Call questions (coreMessages).
var playMessages = []Message{}
