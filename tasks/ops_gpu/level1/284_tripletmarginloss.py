"""F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 3392, torch#1, dim 0 x2021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(517376, 512), torch.randn(517376, 512), torch.randn(517376, 512)]


def get_init_inputs():
    return []
