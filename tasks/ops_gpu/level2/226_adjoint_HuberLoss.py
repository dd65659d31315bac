"""torch.adjoint -> HuberLoss: synthesised by warpgym synth (seed 7, index 296, torch#2, dim 0 x2486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = torch.adjoint(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(39776, 32, 16, 16), torch.randn(39776, 32, 16, 16)]


def get_init_inputs():
    return []
