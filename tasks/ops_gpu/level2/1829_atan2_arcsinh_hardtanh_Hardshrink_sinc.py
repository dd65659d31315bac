"""torch.atan2 -> torch.arcsinh -> F.hardtanh -> Hardshrink -> torch.sinc: synthesised by warpgym synth (seed 7, index 2894, torch#5, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> torch.arcsinh -> F.hardtanh -> Hardshrink -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.hardshrink_3 = nn.Hardshrink()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = torch.arcsinh(x)
        x = F.hardtanh(x)
        x = self.hardshrink_3(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(10368, 32, 16, 16), torch.randn(10368, 32, 16, 16)]


def get_init_inputs():
    return []
