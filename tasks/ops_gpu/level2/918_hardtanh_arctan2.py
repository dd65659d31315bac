"""F.hardtanh -> torch.arctan2: synthesised by warpgym synth (seed 7, index 1489, torch#2, dim 0 x2424)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.arctan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(38784, 32, 256), torch.randn(38784, 32, 256)]


def get_init_inputs():
    return []
