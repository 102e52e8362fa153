// Realistic playlists for the HLS parser tests. The shaka-packager ones are verbatim output
// of the packager shipped in node_modules (v3.4.2), the tool our media fixtures are made with.

/** shaka-packager master playlist (audio only). */
export const SHAKA_MASTER = `#EXTM3U
## Generated with https://github.com/shaka-project/shaka-packager version v3.4.2-c819dea-release

#EXT-X-INDEPENDENT-SEGMENTS

#EXT-X-MEDIA:TYPE=AUDIO,URI="audio.m3u8",GROUP-ID="default-audio-group",NAME="stream_0",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2"

#EXT-X-STREAM-INF:BANDWIDTH=110901,AVERAGE-BANDWIDTH=106033,CODECS="mp4a.40.2",AUDIO="default-audio-group",CLOSED-CAPTIONS=NONE
audio.m3u8
`;

/** shaka-packager CENC (cenc scheme) fMP4 media playlist, key tag rewritten for ClearKey. */
export const SHAKA_CENC_MEDIA = `#EXTM3U
#EXT-X-VERSION:6
## Generated with https://github.com/shaka-project/shaka-packager version v3.4.2-c819dea-release
#EXT-X-TARGETDURATION:3
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==",KEYFORMAT="org.w3.clearkey",KEYID=0xE13C87AED8D3EBE07930CF569EB187CE,KEYFORMATVERSIONS="1"
#EXTINF:2.020,
seg_1.m4s
#EXTINF:1.997,
seg_2.m4s
#EXTINF:1.997,
seg_3.m4s
#EXTINF:1.286,
seg_4.m4s
#EXT-X-ENDLIST
`;

/** shaka-packager single-file (byte-range) cbcs playlist with its default identity key format. */
export const SHAKA_BYTERANGE_MEDIA = `#EXTM3U
#EXT-X-VERSION:6
## Generated with https://github.com/shaka-project/shaka-packager version v3.4.2-c819dea-release
#EXT-X-TARGETDURATION:3
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="audio.mp4",BYTERANGE="982@0"
#EXT-X-KEY:METHOD=SAMPLE-AES,URI="data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==",IV=0xfeb170fc4cdabdb74e0c54f28e2b92fb,KEYFORMAT="identity"
#EXTINF:2.020,
#EXT-X-BYTERANGE:17110@1062
audio.mp4
#EXTINF:1.997,
#EXT-X-BYTERANGE:16475
audio.mp4
#EXTINF:1.997,
#EXT-X-BYTERANGE:16509
audio.mp4
#EXTINF:0.986,
#EXT-X-BYTERANGE:8475
audio.mp4
#EXT-X-ENDLIST
`;

/** A music-video master in the provider's style: audio groups, subtitles, session data and keys. */
export const VIDEO_MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-SESSION-DATA:DATA-ID="com.apple.hls.audioAssetMetadata",VALUE="eyJhIjoxfQ=="
#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="Night Drive, Live",LANGUAGE="en"
#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="Nachtfahrt",LANGUAGE="de"
#EXT-X-SESSION-DATA:DATA-ID="com.example.lyrics",URI="lyrics.json"
#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://key65",KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"
#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES-CTR,URI="https://lic.example/widevine",KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed",KEYFORMATVERSIONS="1"

#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac-stereo",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/en/prog.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac-stereo",NAME="English (described)",LANGUAGE="en",CHARACTERISTICS="public.accessibility.describes-video,public.main-program",CHANNELS="2",URI="audio/en-ad/prog.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="atmos",NAME="English Atmos",LANGUAGE="en",DEFAULT=YES,CHANNELS="16/JOC",URI="../atmos/prog.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English (forced)",LANGUAGE="en",FORCED=YES,AUTOSELECT=YES,URI="subs/en-forced.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",ASSOC-LANGUAGE="de-AT",URI="https://subs.example/de.m3u8"
#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1",LANGUAGE="en"

#EXT-X-STREAM-INF:BANDWIDTH=8500000,AVERAGE-BANDWIDTH=6200000,CODECS="avc1.640028,mp4a.40.2",RESOLUTION=1920x1080,FRAME-RATE=23.976,HDCP-LEVEL=TYPE-0,AUDIO="aac-stereo",SUBTITLES="subs",CLOSED-CAPTIONS="cc"
video/1080p/prog.m3u8?token=abc
#EXT-X-STREAM-INF:BANDWIDTH=2200000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=960x540,FRAME-RATE=23.976,AUDIO="aac-stereo",SUBTITLES="subs",CLOSED-CAPTIONS=NONE
video/540p/prog.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=9900000,CODECS="avc1.640028,ec-3",RESOLUTION=1920x1080,AUDIO="atmos",SUBTITLES="subs"
video/1080p/prog.m3u8
#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=180000,CODECS="avc1.640028",RESOLUTION=1920x1080,URI="video/1080p/iframe.m3u8"
#EXT-X-FUTURE-TAG:SOMETHING=1
`;

/** A live radio media playlist: program date times, discontinuity, key rotation, date ranges. */
export const LIVE_MEDIA = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:10
#EXT-X-MEDIA-SEQUENCE:2680
#EXT-X-DISCONTINUITY-SEQUENCE:4
#EXT-X-START:TIME-OFFSET=-30.0,PRECISE=YES
#EXT-X-KEY:METHOD=AES-128,URI="keys/2680.key",IV=0x00000000000000000000000000000A78
#EXT-X-PROGRAM-DATE-TIME:2026-01-02T10:00:00.000Z
#EXTINF:10.000,Title one
https://media.example/live/2680.ts
#EXTINF:10.000,
2681.ts
#EXT-X-DATERANGE:ID="ad-1",CLASS="com.example.ad",START-DATE="2026-01-02T10:00:25.000Z",DURATION=15.0,PLANNED-DURATION=15,X-AD-ID="abc",SCTE35-OUT=0xFC30
#EXT-X-DISCONTINUITY
#EXT-X-KEY:METHOD=NONE
#EXTINF:9.500,
ad/1.ts
#EXT-X-GAP
#EXTINF:5.5,
ad/2.ts
#EXT-X-DISCONTINUITY
#EXT-X-KEY:METHOD=AES-128,URI="keys/2684.key"
#EXT-X-PROGRAM-DATE-TIME:2026-01-02T10:00:40.000+00:00
#EXTINF:10,
2684.ts
#EXT-X-PART:DURATION=1.0,URI="part.mp4"
`;
