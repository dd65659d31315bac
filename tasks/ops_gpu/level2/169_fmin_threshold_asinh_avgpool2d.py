"""torch.fmin -> F.threshold -> torch.asinh -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 256, torch#4, dim 0 x1719)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> F.threshold -> torch.asinh -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.asinh(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(6876, 32, 32, 32), torch.randn(6876, 32, 32, 32)]


def get_init_inputs():
    return []
