#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| three_crowns_fuzz::check_friend_link(data));
