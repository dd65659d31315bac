"""torch.diff -> torch.fmin -> F.l1_loss: synthesised by warpgym synth (seed 7, index 1462, torch#3, dim 0 x615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.fmin -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.diff(x)
        x = torch.fmin(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(4920, 16, 32, 32), torch.randn(4920, 16, 32, 31), torch.randn(4920, 16, 32, 31)]


def get_init_inputs():
    return []
