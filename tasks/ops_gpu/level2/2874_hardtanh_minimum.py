"""F.hardtanh -> torch.minimum: synthesised by warpgym synth (seed 7, index 4544, torch#2, dim 0 x587)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.minimum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(150272, 512), torch.randn(150272, 512)]


def get_init_inputs():
    return []
