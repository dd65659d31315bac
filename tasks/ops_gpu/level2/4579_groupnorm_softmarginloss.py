"""F.group_norm -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 6250, torch#2, dim 0 x3658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29264, 16, 32, 32), torch.randn(29264, 16, 32, 32)]


def get_init_inputs():
    return []
