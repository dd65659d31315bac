"""torch.diff -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 6208, torch#2, dim 0 x3994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.diff(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(63904, 32, 256), torch.randn(63904, 32, 255)]


def get_init_inputs():
    return []
