"""torch.true_divide -> torch.angle: synthesised by warpgym synth (seed 7, index 2535, torch#2, dim 0 x1455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(744960, 256), torch.randn(744960, 256)]


def get_init_inputs():
    return []
