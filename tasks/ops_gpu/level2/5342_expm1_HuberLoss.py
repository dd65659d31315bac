"""torch.expm1 -> HuberLoss: synthesised by warpgym synth (seed 8, index 287, torch#2, dim 0 x3940)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = torch.expm1(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(15760, 32, 32, 32), torch.randn(15760, 32, 32, 32)]


def get_init_inputs():
    return []
