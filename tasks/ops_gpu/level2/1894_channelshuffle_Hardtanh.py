"""F.channel_shuffle -> Hardtanh: synthesised by warpgym synth (seed 7, index 3004, torch#2, dim 0 x1004)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(8032, 16, 32, 32)]


def get_init_inputs():
    return []
