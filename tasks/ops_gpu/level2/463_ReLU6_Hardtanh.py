"""ReLU6 -> Hardtanh: synthesised by warpgym synth (seed 7, index 738, torch#2, dim 0 x4662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(18648, 16, 8, 8, 8)]


def get_init_inputs():
    return []
