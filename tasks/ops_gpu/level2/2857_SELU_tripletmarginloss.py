"""SELU -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 3902, torch#2, dim 0 x1428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x, x1, x2):
        x = self.selu_0(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(22848, 32, 256), torch.randn(22848, 32, 256), torch.randn(22848, 32, 256)]


def get_init_inputs():
    return []
