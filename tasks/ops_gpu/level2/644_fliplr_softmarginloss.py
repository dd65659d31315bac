"""torch.fliplr -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 883, torch#2, dim 0 x2107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fliplr(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(134848, 1024), torch.randn(134848, 1024)]


def get_init_inputs():
    return []
