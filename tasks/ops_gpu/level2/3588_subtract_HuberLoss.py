"""torch.subtract -> HuberLoss: synthesised by warpgym synth (seed 7, index 4905, torch#2, dim 0 x5894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1, x2):
        x = torch.subtract(x, x1)
        x = self.huberloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(23576, 16, 8, 8, 8), torch.randn(23576, 16, 8, 8, 8), torch.randn(23576, 16, 8, 8, 8)]


def get_init_inputs():
    return []
