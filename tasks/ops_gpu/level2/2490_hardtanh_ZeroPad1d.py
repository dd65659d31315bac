"""F.hardtanh -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 3939, torch#2, dim 0 x4850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(310400, 1024)]


def get_init_inputs():
    return []
