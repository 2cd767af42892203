# 001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig5_q32.gp
$s0 << EOD
4 19645
64 25525
256 44341
1024 119605
4096 420661
EOD
$s1 << EOD
4 215632
64 280912
256 489808
1024 1.32539e+06
4096 4.66773e+06
EOD
$s2 << EOD
4 42540
64 55260
256 95964
1024 258780
4096 910044
EOD
$s3 << EOD
4 133938
64 174378
256 303786
1024 821418
4096 2.89195e+06
EOD
$s4 << EOD
4 67069
64 87109
256 151237
1024 407749
4096 1.4338e+06
EOD
$s5 << EOD
4 106154
64 138074
256 240218
1024 648794
4096 2.2831e+06
EOD
$s6 << EOD
4 42538
64 55258
256 95962
1024 258778
4096 910042
EOD
$s7 << EOD
4 133930
64 174370
256 303778
1024 821410
4096 2.89194e+06
EOD
$s8 << EOD
4 67065
64 87105
256 151233
1024 407745
4096 1.43379e+06
EOD
$s9 << EOD
4 106148
64 138068
256 240212
1024 648788
4096 2.28309e+06
EOD
$s10 << EOD
4 92410
64 120010
256 208330
1024 561610
4096 1.97473e+06
EOD
$s11 << EOD
4 105320
64 136880
256 237872
1024 641840
4096 2.25771e+06
EOD
$s12 << EOD
4 67055
64 87095
256 151223
1024 407735
4096 1.43378e+06
EOD
$s13 << EOD
4 106142
64 138062
256 240206
1024 648782
4096 2.28309e+06
EOD
$s14 << EOD
4 92398
64 119998
256 208318
1024 561598
4096 1.97472e+06
EOD
$s15 << EOD
4 105316
64 136876
256 237868
1024 641836
4096 2.25771e+06
EOD
$s16 << EOD
4 118151
64 153431
256 266327
1024 717911
4096 2.52425e+06
EOD
$s17 << EOD
4 117966
64 153246
256 266142
1024 717726
4096 2.52406e+06
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.fig5_q32.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
set terminal svg noenhanced size 1100,682
set output '001.fig5_q32.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
