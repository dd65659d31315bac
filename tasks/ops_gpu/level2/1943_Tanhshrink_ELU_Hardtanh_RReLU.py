"""Tanhshrink -> ELU -> Hardtanh -> RReLU: synthesised by warpgym synth (seed 7, index 3071, torch#4, dim 0 x2111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> ELU -> Hardtanh -> RReLU"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.elu_1 = nn.ELU()
        self.hardtanh_2 = nn.Hardtanh()
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.elu_1(x)
        x = self.hardtanh_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(8444, 32, 32, 32)]


def get_init_inputs():
    return []
