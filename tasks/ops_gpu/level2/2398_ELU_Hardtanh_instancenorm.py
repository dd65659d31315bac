"""ELU -> Hardtanh -> F.instance_norm: synthesised by warpgym synth (seed 7, index 3781, torch#3, dim 0 x507)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> Hardtanh -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.hardtanh_1(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(8112, 32, 16, 16)]


def get_init_inputs():
    return []
