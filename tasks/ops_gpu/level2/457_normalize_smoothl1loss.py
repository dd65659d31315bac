"""F.normalize -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 618, torch#2, dim 0 x697)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(11152, 32, 256), torch.randn(11152, 32, 256)]


def get_init_inputs():
    return []
