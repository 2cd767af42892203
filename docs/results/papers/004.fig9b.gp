# 004 Fig. 9b: blocks empty with probability P
# Run it in this directory: gnuplot 004.fig9b.gp
$s0 << EOD
0 1355.34
0.25 1014.84
0.5 676.125
0.75 339.43
0.9 145.332
EOD
$s1 << EOD
0 1309.39
0.25 979.865
0.5 651.718
0.75 325.469
0.9 129.76
EOD
$s2 << EOD
0 1411.08
0.25 679.68
0.5 595.992
0.75 452.253
0.9 244.394
EOD
$s3 << EOD
0 575.281
0.25 580.23
0.5 560.464
0.75 515.448
0.9 454.088
EOD
$s4 << EOD
0 2094.57
0.25 1567.8
0.5 1043.44
0.75 522.148
0.9 215.773
EOD
$s5 << EOD
0 2066.55
0.25 1546.48
0.5 1028.58
0.75 513.674
0.9 204.745
EOD
$s6 << EOD
0 2127.04
0.25 685.319
0.5 606.317
0.75 504.918
0.9 375.301
EOD
$s7 << EOD
0 584.231
0.25 565.115
0.5 562.779
0.75 520.129
0.9 462.021
EOD
set key below left Left reverse
set grid
set xlabel 'probability P of an empty block'
set ylabel 'aggregate bandwidth, mean of 16 draws (MB/s)'
set title '004 Fig. 9b: blocks empty with probability P'
set terminal pngcairo noenhanced size 1100,592
set output '004.fig9b.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, switch, B = 1024, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, barrier, B = 1024, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'phased, no sync, B = 1024, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'message passing, B = 1024, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'phased, switch, B = 4096, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'phased, barrier, B = 4096, model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'phased, no sync, B = 4096, model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'message passing, B = 4096, model'
set terminal svg noenhanced size 1100,592
set output '004.fig9b.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, switch, B = 1024, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, barrier, B = 1024, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'phased, no sync, B = 1024, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'message passing, B = 1024, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'phased, switch, B = 4096, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'phased, barrier, B = 4096, model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'phased, no sync, B = 4096, model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'message passing, B = 4096, model'
