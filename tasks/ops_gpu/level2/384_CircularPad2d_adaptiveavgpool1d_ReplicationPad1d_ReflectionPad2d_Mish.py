"""CircularPad2d -> F.adaptive_avg_pool1d -> ReplicationPad1d -> ReflectionPad2d -> Mish: synthesised by warpgym synth (seed 7, index 595, torch#5, dim 0 x3099)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> F.adaptive_avg_pool1d -> ReplicationPad1d -> ReflectionPad2d -> Mish"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)
        self.reflectionpad2d_3 = nn.ReflectionPad2d(padding=1)
        self.mish_4 = nn.Mish()

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.replicationpad1d_2(x)
        x = self.reflectionpad2d_3(x)
        x = self.mish_4(x)
        return x


def get_inputs():
    return [torch.randn(24792, 256, 128)]


def get_init_inputs():
    return []
