# 001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig7_q32.gp
$s0 << EOD
4 15637
64 33397
256 90229
1024 317557
4096 1.22687e+06
EOD
$s1 << EOD
4 57160
64 122440
256 331336
1024 1.16692e+06
4096 4.50926e+06
EOD
$s2 << EOD
4 42050
64 83450
256 215930
1024 745850
4096 2.86553e+06
EOD
$s3 << EOD
4 56878
64 129958
256 363814
1024 1.29924e+06
4096 5.04093e+06
EOD
$s4 << EOD
4 70431
64 159111
256 442887
1024 1.57799e+06
4096 6.11841e+06
EOD
$s5 << EOD
4 70320
64 159000
256 442776
1024 1.57788e+06
4096 6.1183e+06
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '001.fig7_q32.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
set terminal svg noenhanced size 1100,574
set output '001.fig7_q32.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
