"""torch.arcsinh -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 2882, torch#2, dim 0 x3950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = torch.arcsinh(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(63200, 32, 16, 16), torch.randn(63200, 32, 16, 16)]


def get_init_inputs():
    return []
