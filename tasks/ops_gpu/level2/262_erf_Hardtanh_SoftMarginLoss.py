"""torch.erf -> Hardtanh -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 345, torch#3, dim 0 x7671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> Hardtanh -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()
        self.softmarginloss_2 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = torch.erf(x)
        x = self.hardtanh_1(x)
        x = self.softmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(30684, 16, 8, 8, 8), torch.randn(30684, 16, 8, 8, 8)]


def get_init_inputs():
    return []
