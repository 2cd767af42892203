# 001 what combining buys the gather: gain of the fastest combining run over the fastest hybrid
# Run it in this directory: gnuplot 001.combining_gain.gp
$s0 << EOD
4 15.7618
64 -26.6148
256 -92.6387
1024 -153.873
4096 -179.387
EOD
$s1 << EOD
4 -77.3046
64 -143.36
256 -236.044
1024 -314.282
4096 -347.029
EOD
$s2 << EOD
4 -243.156
64 -331.049
256 -455.609
1024 -561.893
4096 -606.693
EOD
$s3 << EOD
4 18.1098
64 -3.04731
256 -17.8475
1024 -24.932
4096 -27.1276
EOD
$s4 << EOD
4 5.92137
64 -1.10669
256 -7.02576
1024 -10.2255
4096 -11.2723
EOD
$s5 << EOD
4 1.60379
64 -0.311978
256 -2.05109
1024 -3.04381
4096 -3.37706
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what combining buys the gather: gain of the fastest combining run over the fastest hybrid'
set logscale x 2
set terminal pngcairo noenhanced size 1100,574
set output '001.combining_gain.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (Q=8), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (Q=32), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (Q=2), model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (Q=8), model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (Q=32), model'
set terminal svg noenhanced size 1100,574
set output '001.combining_gain.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (Q=8), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (Q=32), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (Q=2), model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (Q=8), model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (Q=32), model'
