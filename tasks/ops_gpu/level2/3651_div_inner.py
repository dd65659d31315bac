"""torch.div -> torch.inner: synthesised by warpgym synth (seed 7, index 5730, torch#2, dim 0 x114)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.inner"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.div(x, x1)
        x = torch.inner(x, x2)
        return x


def get_inputs():
    return [torch.randn(29184, 256), torch.randn(29184, 256), torch.randn(29184, 256)]


def get_init_inputs():
    return []
