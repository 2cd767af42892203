# 001 what the inter-level multicast buys the broadcast: gain of the fastest overlapped_multicast run over the fastest overlapped
# Run it in this directory: gnuplot 001.multicast_gain_overlapped.gp
$s0 << EOD
4 52.3936
64 53.4228
256 54.725
1024 55.7135
EOD
$s1 << EOD
4 35.888
64 35.4766
256 34.964
1024 34.5809
EOD
$s2 << EOD
4 80.0678
64 79.9541
256 79.7972
1024 79.667
EOD
$s3 << EOD
4 42.8111
64 42.5771
256 42.2554
1024 41.9896
EOD
$s4 << EOD
4 88.1107
64 88.0496
256 87.9629
1024 87.8889
EOD
$s5 << EOD
4 44.7758
64 44.7065
256 44.6082
1024 44.5245
EOD
$s6 << EOD
4 45.5681
64 46.1129
256 45.2409
1024 45.2391
EOD
$s7 << EOD
4 33.1666
64 32.5676
256 31.8182
1024 31.2555
EOD
$s8 << EOD
4 77.0616
64 76.9314
256 76.7514
1024 76.6017
EOD
$s9 << EOD
4 43.0196
64 42.6956
256 42.2492
1024 41.8796
EOD
$s10 << EOD
4 89.1608
64 89.0826
256 88.9717
1024 88.877
EOD
$s11 << EOD
4 45.7361
64 45.6414
256 45.5072
1024 45.3927
EOD
$s12 << EOD
4 46.9136
64 47.302
256 46.7434
1024 46.7633
EOD
$s13 << EOD
4 38.6086
64 38.2031
256 37.6921
1024 37.3058
EOD
$s14 << EOD
4 67.8086
64 67.8541
256 67.6085
1024 67.5398
EOD
$s15 << EOD
4 45.3838
64 45.173
256 44.8816
1024 44.6397
EOD
$s16 << EOD
4 86.4074
64 86.3835
256 86.3494
1024 86.3204
EOD
$s17 << EOD
4 47.2062
64 47.1453
256 47.0589
1024 46.985
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the broadcast: gain of the fastest overlapped_multicast run over the fastest overlapped'
set logscale x 2
set terminal pngcairo noenhanced size 1100,682
set output '001.multicast_gain_overlapped.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8, Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (2x2/8x8, Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (2x2/8x8, Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (2x2/8x8, Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (2x2/8x8, Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (2x2/8x8, Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain (machine) (4x4/16x16, Q=2), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'gain (machine) (4x4/16x16, Q=2), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain (machine) (4x4/16x16, Q=8), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'gain (machine) (4x4/16x16, Q=8), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain (machine) (4x4/16x16, Q=32), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'gain (machine) (4x4/16x16, Q=32), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'gain (machine) (4x4/64x64, Q=2), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'gain (machine) (4x4/64x64, Q=2), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'gain (machine) (4x4/64x64, Q=8), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'gain (machine) (4x4/64x64, Q=8), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'gain (machine) (4x4/64x64, Q=32), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'gain (machine) (4x4/64x64, Q=32), formula'
set terminal svg noenhanced size 1100,682
set output '001.multicast_gain_overlapped.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8, Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (2x2/8x8, Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (2x2/8x8, Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (2x2/8x8, Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (2x2/8x8, Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (2x2/8x8, Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain (machine) (4x4/16x16, Q=2), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'gain (machine) (4x4/16x16, Q=2), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain (machine) (4x4/16x16, Q=8), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'gain (machine) (4x4/16x16, Q=8), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain (machine) (4x4/16x16, Q=32), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'gain (machine) (4x4/16x16, Q=32), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'gain (machine) (4x4/64x64, Q=2), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'gain (machine) (4x4/64x64, Q=2), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'gain (machine) (4x4/64x64, Q=8), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'gain (machine) (4x4/64x64, Q=8), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'gain (machine) (4x4/64x64, Q=32), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'gain (machine) (4x4/64x64, Q=32), formula'
